import type { ReactNode } from "react";

/** The centred card the login and signup forms sit in, with the page's one heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-10 sm:pt-16">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
