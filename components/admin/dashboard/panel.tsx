import type { ReactNode } from "react";
import { CardSection } from "@/components/ui/card";
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
  return (
    <CardSection
      title={title}
      headingId={`panel-${title.toLowerCase().replace(/\s+/g, "-")}`}
      headingSize="base"
      headingClassName="mb-4"
      raised
      className={cn("col-span-12 p-5", !wide && "md:col-span-6 lg:col-span-4")}
    >
      {children}
    </CardSection>
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
