import type { Metadata } from "next";
import { NotFoundContent } from "@/components/store/not-found-content";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * The root boundary, reached only by a notFound() outside the storefront and admin layouts
 * (unknown addresses are answered by app/(store)/[...missing]). Kept bare: every page's payload
 * carries it.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
