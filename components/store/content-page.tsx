import type { ReactNode } from "react";
import { PageContainer } from "./page-container";

/** A simple text page (contact, privacy, terms): heading, optional intro, readable prose width. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <PageContainer className="pt-10 sm:pt-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 text-lg text-neutral-600">{intro}</p>}
        {children && (
          <div className="mt-10 space-y-8 text-neutral-700 [&_a]:font-medium [&_a]:text-brand-600 [&_a:hover]:underline [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-neutral-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-1">
            {children}
          </div>
        )}
      </div>
    </PageContainer>
  );
}
