import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "./cn";

export type PageSlot = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page numbers to show: always the first and last page, the current page with
 * `siblings` neighbours each side, and an ellipsis for each gap of two or more pages.
 */
export function paginationSlots(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // first + last + current + siblings + two ellipses
  if (pageCount <= siblings * 2 + 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const slots: PageSlot[] = [1];
  if (start > 3) slots.push("ellipsis-start");
  else for (let p = 2; p < start; p++) slots.push(p);
  for (let p = start; p <= end; p++) slots.push(p);
  if (end < pageCount - 2) slots.push("ellipsis-end");
  else for (let p = end + 1; p < pageCount; p++) slots.push(p);
  slots.push(pageCount);
  return slots;
}

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors";

type PaginationProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Rendered inside every link, e.g. a client component reading the link's status. */
  linkAddon?: ReactNode;
  className?: string;
};

/** Links to each page ("Go to page N"); renders nothing when there is one page or fewer. */
export function Pagination({ page, pageCount, hrefFor, linkAddon, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav aria-label="pagination" className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {hasPrevious ? (
            <Link
              href={hrefFor(page - 1)}
              aria-label="Go to previous page"
              className={cn(cell, "gap-1 hover:bg-neutral-100")}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
              {linkAddon}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(cell, "gap-1 text-neutral-400")}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </span>
          )}
        </li>
        {paginationSlots(page, pageCount).map((slot) =>
          typeof slot === "number" ? (
            <li key={slot}>
              <Link
                href={hrefFor(slot)}
                aria-label={`Go to page ${slot}`}
                aria-current={slot === page ? "page" : undefined}
                className={cn(
                  cell,
                  slot === page
                    ? "border border-neutral-900 bg-neutral-900 text-white"
                    : "text-neutral-700 hover:bg-neutral-100",
                )}
              >
                {slot}
                {linkAddon}
              </Link>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className={cn(cell, "px-1 text-neutral-500")}>
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link
              href={hrefFor(page + 1)}
              aria-label="Go to next page"
              className={cn(cell, "gap-1 hover:bg-neutral-100")}
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRight className="size-4" aria-hidden="true" />
              {linkAddon}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(cell, "gap-1 text-neutral-400")}>
              <span className="hidden sm:inline">Next</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
