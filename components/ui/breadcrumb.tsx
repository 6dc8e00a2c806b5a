import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { cn } from "./cn";

export type BreadcrumbItem = { label: string; href?: string };

/** Breadcrumb trail; the last item is plain text marked as the current page. */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="breadcrumb" className={cn("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-neutral-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="inline-flex items-center gap-1.5">
              {last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={cn(last && "font-medium text-neutral-900")}
                >
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className="rounded hover:text-neutral-900 hover:underline">
                  {item.label}
                </Link>
              )}
              {!last && <ChevronRight className="size-3.5 text-neutral-400" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
