import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { OrdersTable } from "@/components/admin/orders-table";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DEFAULT_ORDER_PAGE_SIZE, listOrders, ORDER_PAGE_SIZES, orderListQuery } from "@/lib/admin/orders";
import { toAdminOrderResponse } from "@/lib/admin/responses";
import { adminOrNotFound } from "@/lib/auth/session";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@/lib/orders/statuses";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = [
  { value: undefined, label: "All" },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

/** Every order, newest first, paged on the server and filterable by status; links work without JavaScript. */
export default async function OrdersPage({ searchParams }: Props) {
  await connection();
  await adminOrNotFound();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const parsed = orderListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : orderListQuery.parse({});
  const { results, count } = await listOrders(query);
  const pages = Math.max(1, Math.ceil(count / query.pageSize));
  const href = (patch: Partial<typeof query>) => {
    const next = { ...query, ...patch };
    const params = new URLSearchParams();
    if (next.status) params.set("status", next.status);
    if (next.page > 1) params.set("page", String(next.page));
    if (next.pageSize !== DEFAULT_ORDER_PAGE_SIZE) params.set("pageSize", String(next.pageSize));
    const text = params.toString();
    return text ? `/admin/orders?${text}` : "/admin/orders";
  };
  return (
    <AdminPage
      title="Orders"
      intro={`${count} ${query.status ?? ""} order${count === 1 ? "" : "s"}`.replace("  ", " ")}
    >
      <nav aria-label="Order status" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            href={href({ status: filter.value, page: 1 })}
            aria-current={query.status === filter.value ? "page" : undefined}
            className={buttonClasses({
              variant: query.status === filter.value ? "primary" : "secondary",
              size: "sm",
            })}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          {query.status ? `No ${query.status} orders` : "No orders yet"}
        </p>
      ) : (
        <OrdersTable orders={results.map(toAdminOrderResponse)} />
      )}
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-2">
          Rows per page:
          {ORDER_PAGE_SIZES.map((size) => (
            <Link
              key={size}
              href={href({ pageSize: size, page: 1 })}
              aria-current={size === query.pageSize ? "true" : undefined}
              className={cn(
                "rounded px-2 py-1",
                size === query.pageSize ? "bg-neutral-900 text-white" : "hover:bg-neutral-200",
              )}
            >
              {size}
            </Link>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {query.page > 1 && (
            <Link
              href={href({ page: query.page - 1 })}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Previous
            </Link>
          )}
          <span>
            Page {Math.min(query.page, pages)} of {pages}
          </span>
          {query.page < pages && (
            <Link
              href={href({ page: query.page + 1 })}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Next
            </Link>
          )}
        </div>
      </nav>
    </AdminPage>
  );
}
