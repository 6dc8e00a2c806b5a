import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { PageLinks } from "@/components/admin/page-links";
import { OrdersTable } from "@/components/admin/orders-table";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/components/ui/cn";
import {
  DEFAULT_ORDER_PAGE_SIZE,
  listOrders,
  ORDER_PAGE_SIZES,
  orderListQuery,
  seesContact,
} from "@/lib/orders/read/admin-orders";
import { can } from "@/lib/auth/permissions";
import { toAdminOrderResponse } from "@/lib/admin/responses";
import { pageOrNotFound } from "@/lib/auth/session";
import { describeZodError } from "@/lib/http/parse";
import {
  FULFILMENT_STATUS_LABELS,
  FULFILMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from "@/lib/orders/contract/statuses";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAYMENT_FILTERS = [
  { value: undefined, label: "All" },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];

const FULFILMENT_FILTERS = [
  { value: undefined, label: "All" },
  ...FULFILMENT_STATUSES.map((status) => ({ value: status, label: FULFILMENT_STATUS_LABELS[status] })),
];

/**
 * Every order, newest first, paged on the server; filtered by payment and fulfilment status, order number or e-mail and
 * a range of days; exported as CSV for the same filter. Links and search work without JavaScript.
 */
export default async function OrdersPage({ searchParams }: Props) {
  await connection();
  const viewer = await pageOrNotFound("orders.read");
  const contact = seesContact(viewer);
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const parsed = orderListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : orderListQuery.parse({});
  const { results, count } = await listOrders(query, { contact });
  const pages = Math.max(1, Math.ceil(count / query.pageSize));
  // The filter's own parameters, shared by every link of the page and the CSV export.
  const filterParams = (next: typeof query) => {
    const params = new URLSearchParams();
    if (next.status) params.set("status", next.status);
    if (next.fulfilment) params.set("fulfilment", next.fulfilment);
    if (next.q) params.set("q", next.q);
    if (next.from) params.set("from", next.from);
    if (next.to) params.set("to", next.to);
    return params;
  };
  const href = (patch: Partial<typeof query>) => {
    const next = { ...query, ...patch };
    const params = filterParams(next);
    if (next.page > 1) params.set("page", String(next.page));
    if (next.pageSize !== DEFAULT_ORDER_PAGE_SIZE) params.set("pageSize", String(next.pageSize));
    const text = params.toString();
    return text ? `/admin/orders?${text}` : "/admin/orders";
  };
  const exportQuery = filterParams(query).toString();
  const filtered = Boolean(query.q || query.from || query.to);
  return (
    <AdminPage
      title="Orders"
      intro={`${count} ${query.status ? PAYMENT_STATUS_LABELS[query.status].toLowerCase() : ""} ${query.fulfilment ? FULFILMENT_STATUS_LABELS[query.fulfilment].toLowerCase() : ""} order${count === 1 ? "" : "s"}${filtered ? " found" : ""}`.replace(
        /\s+/g,
        " ",
      )}
    >
      <nav aria-label="Payment status" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-neutral-700">Payment</span>
        {PAYMENT_FILTERS.map((filter) => (
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
      <nav aria-label="Fulfilment status" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-neutral-700">Fulfilment</span>
        {FULFILMENT_FILTERS.map((filter) => (
          <Link
            key={filter.label}
            href={href({ fulfilment: filter.value, page: 1 })}
            aria-current={query.fulfilment === filter.value ? "page" : undefined}
            className={buttonClasses({
              variant: query.fulfilment === filter.value ? "primary" : "secondary",
              size: "sm",
            })}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {/* A plain GET form: the search works without JavaScript and its result is a link to share. */}
      <form
        role="search"
        aria-label="Search orders"
        action="/admin/orders"
        className="flex flex-wrap items-end gap-3"
      >
        {query.status && <input type="hidden" name="status" value={query.status} />}
        {query.fulfilment && <input type="hidden" name="fulfilment" value={query.fulfilment} />}
        {query.pageSize !== DEFAULT_ORDER_PAGE_SIZE && (
          <input type="hidden" name="pageSize" value={query.pageSize} />
        )}
        <TextField
          id="orders-q"
          name="q"
          type="search"
          label={contact ? "Order number or customer e-mail" : "Order number"}
          defaultValue={query.q ?? ""}
          maxLength={200}
          className="w-72"
        />
        <TextField id="orders-from" name="from" type="date" label="From" defaultValue={query.from ?? ""} />
        <TextField id="orders-to" name="to" type="date" label="To" defaultValue={query.to ?? ""} />
        <Button type="submit" size="sm">
          Search
        </Button>
        {filtered && (
          <Link
            href={href({ q: undefined, from: undefined, to: undefined, page: 1 })}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            Clear
          </Link>
        )}
        {can(viewer.role, "payments") && (
          <Link href="/admin/orders/reconciliation" className={cn(buttonClasses({ variant: "ghost", size: "sm" }), "ml-auto")}>
            Reconciliation
          </Link>
        )}
        <a
          href={`/api/admin/orders/export${exportQuery ? `?${exportQuery}` : ""}`}
          download
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          Export CSV
        </a>
      </form>
      {!parsed.success && (
        <Alert tone="error">
          The filter was not understood ({describeZodError(parsed.error)}): showing every active order.
        </Alert>
      )}
      {results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          {filtered
            ? "No orders match this search"
            : query.status || query.fulfilment
              ? "No orders with this status"
              : "No orders yet"}
        </p>
      ) : (
        <OrdersTable orders={results.map(toAdminOrderResponse)} />
      )}
      <PageLinks sizes={ORDER_PAGE_SIZES} pageSize={query.pageSize} page={query.page} pages={pages} href={href} />
    </AdminPage>
  );
}
