import { notFound } from "next/navigation";

/**
 * Any address no other route takes: the storefront's not-found page, inside the store layout
 * (header and footer). Answering it here rather than in app/not-found.tsx keeps the header and
 * footer out of that root boundary, which every page's payload carries and every render renders.
 */
export default function MissingPage(): never {
  notFound();
}

/** None at build time; each address is answered on its first request, then cached. */
export function generateStaticParams(): { missing: string[] }[] {
  return [];
}
