import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/**
 * Under a server-paged admin list (orders, customers): rows per page, then previous / next as
 * links, so paging works without JavaScript. A page past the last reads as the last.
 */
export function PageLinks<Size extends number>({
  sizes,
  pageSize,
  page,
  pages,
  href,
}: {
  sizes: readonly Size[];
  pageSize: Size;
  page: number;
  pages: number;
  /** The list's address with these changes. */
  href: (patch: { page: number; pageSize?: Size }) => string;
}) {
  const shown = Math.min(page, pages);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        Rows per page:
        {sizes.map((size) => (
          <Link
            key={size}
            href={href({ pageSize: size, page: 1 })}
            aria-current={size === pageSize ? "true" : undefined}
            className={cn("rounded px-2 py-1", size === pageSize ? "bg-neutral-900 text-white" : "hover:bg-neutral-200")}
          >
            {size}
          </Link>
        ))}
      </div>
      <div className="flex items-center gap-2">
        {page > 1 && (
          <Link href={href({ page: shown - 1 })} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Previous
          </Link>
        )}
        <span>
          Page {shown} of {pages}
        </span>
        {page < pages && (
          <Link href={href({ page: page + 1 })} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Next
          </Link>
        )}
      </div>
    </nav>
  );
}
