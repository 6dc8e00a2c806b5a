import type { ReactNode } from "react";

/** A page of the admin area: its one heading, an optional intro and actions, then the content. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 text-neutral-600">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
