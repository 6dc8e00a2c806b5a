import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** A dashboard panel with its heading; `wide` spans the full row. */
export function Panel({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "col-span-12 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm",
        !wide && "md:col-span-6 lg:col-span-4",
      )}
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a chart shows while it loads or when there is nothing to draw. */
export function ChartOverlay({ text }: { text: string }) {
  return (
    <div
      className="flex h-64 items-center justify-center rounded-xl bg-neutral-50 text-sm text-neutral-600"
      role="status"
    >
      {text}
    </div>
  );
}
