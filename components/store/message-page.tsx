import type { ReactNode } from "react";
import { PageContainer } from "./page-container";

/**
 * A page that only says something (not found, an error): an optional eyebrow, the heading, a
 * line of text, its buttons and an optional footnote (an error's reference).
 */
export function MessagePage({
  eyebrow,
  title,
  children,
  actions,
  footnote,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">{eyebrow}</p>}
      <h1 className={`${eyebrow ? "mt-3 sm:text-5xl" : "sm:text-4xl"} text-3xl font-bold tracking-tight text-neutral-900`}>{title}</h1>
      <p className="mt-4 max-w-md text-neutral-600">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      {footnote && <div className="mt-8">{footnote}</div>}
    </PageContainer>
  );
}
