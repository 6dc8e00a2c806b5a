import { ShoppingBag } from "lucide-react";
import Link from "next/link";
import { SITE_NAME } from "@/lib/site";

/** The shop's name and mark, linking home. `compact` hides the name (not from screen readers) below 420px. */
export function BrandLink({ onDark = false, compact = false }: { onDark?: boolean; compact?: boolean }) {
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight ${onDark ? "text-white" : "text-neutral-900"}`}
    >
      <span
        className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white"
        aria-hidden="true"
      >
        <ShoppingBag className="size-4.5" strokeWidth={2.25} />
      </span>
      {/* On the narrowest screens the header shows only the mark; the name stays the link's accessible name. */}
      <span className={compact ? "sr-only min-[420px]:not-sr-only" : undefined}>{SITE_NAME}</span>
    </Link>
  );
}
