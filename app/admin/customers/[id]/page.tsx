import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { RoleForm } from "@/components/admin/customers/role-form";
import { SignOutEverywhere } from "@/components/admin/customers/sign-out-everywhere";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardSection } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { pageOrNotFound } from "@/lib/auth/session";
import { customerOrdersQuery } from "@/lib/customers/contract";
import { getCustomer } from "@/lib/customers/detail";
import { toCustomerDetailResponse } from "@/lib/customers/responses";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import { formatPrice } from "@/lib/money/format";

export const metadata: Metadata = { title: "Customer" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const date = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** One customer: who they are, their figures, their role (changeable), and their orders. */
export default async function CustomerPage({ params, searchParams }: Props) {
  await connection();
  await pageOrNotFound("customers");
  const { page: rawPage } = await searchParams;
  const parsed = customerOrdersQuery.safeParse({ page: typeof rawPage === "string" ? rawPage : undefined });
  const page = parsed.success ? parsed.data.page : 1;
  const customer = toCustomerDetailResponse(await readByRouteIdOr404((await params).id, (id) => getCustomer(id, page)));
  const { orders } = customer;
  const pages = Math.max(1, Math.ceil(orders.count / orders.pageSize));
  const pageHref = (to: number) => `/admin/customers/${customer.id}${to > 1 ? `?page=${to}` : ""}`;
  return (
    <AdminPage title={customer.name || customer.username} intro={`${customer.username} · joined ${date.format(new Date(customer.joinedAt))}`}>
      <Link href="/admin/customers" className="text-sm font-medium text-brand-700 hover:underline">
        ← All customers
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <CardSection headingId="customer-orders" title="Orders" headingSize="base" headingClassName="px-5 pt-4" raised className="overflow-x-auto">
          {orders.count === 0 ? (
            <p className="px-5 py-6 text-sm text-neutral-600">No orders yet</p>
          ) : (
            <table className="mt-2 w-full min-w-[36rem] text-left text-sm" aria-labelledby="customer-orders">
              <TableHead columns={["Order", "Date (UTC)", "Items", "Amount", "Status"]} cellClassName="px-5 py-2" />
              <tbody className="divide-y divide-neutral-100">
                {orders.results.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" className="px-5 py-2 font-medium">
                      <Link href={`/admin/orders/${order.id}`} className="text-brand-700 hover:underline">
                        #{order.id}
                      </Link>
                    </th>
                    <td className="px-5 py-2 whitespace-nowrap">{dateTime.format(new Date(order.createdAt))}</td>
                    <td className="px-5 py-2 tabular-nums">{order.itemCount}</td>
                    <td className="px-5 py-2 tabular-nums">
                      {formatPrice(order.amount, { currency: order.currency, country: order.country })}
                    </td>
                    <td className="px-5 py-2"><OrderStatusBadge status={order.status} fulfilment={order.fulfilment} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <nav aria-label="Order pages" className="flex items-center justify-end gap-2 px-5 py-3 text-sm">
              {orders.page > 1 && (
                <Link href={pageHref(Math.min(orders.page, pages) - 1)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  Previous
                </Link>
              )}
              <span>
                Page {Math.min(orders.page, pages)} of {pages}
              </span>
              {orders.page < pages && (
                <Link href={pageHref(orders.page + 1)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  Next
                </Link>
              )}
            </nav>
          )}
        </CardSection>
        <div className="space-y-6">
          <Card raised className="space-y-1 p-5 text-sm">
            <h2 className="text-base font-semibold">Contact</h2>
            <p className="break-all">
              <a href={`mailto:${customer.email}`} className="text-brand-700 hover:underline">
                {customer.email}
              </a>
            </p>
            {customer.phone && <p>{customer.phone}</p>}
          </Card>
          <Card raised className="p-5 text-sm">
            <h2 className="text-base font-semibold">Figures</h2>
            <dl className="mt-2 space-y-1">
              <div className="flex justify-between">
                <dt>Orders</dt>
                <dd className="tabular-nums">{customer.orderCount}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Total spent</dt>
                <dd className="tabular-nums">{formatPrice(customer.totalSpent)}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-neutral-600">Paid orders net of refunds, in the catalogue&apos;s currency.</p>
          </Card>
          <Card raised className="p-5">
            <h2 className="mb-3 text-base font-semibold">Access</h2>
            <RoleForm customerId={customer.id} role={customer.role} />
            <div className="mt-5 border-t border-neutral-200 pt-4">
              <SignOutEverywhere customerId={customer.id} name={customer.name || customer.username} />
            </div>
          </Card>
        </div>
      </div>
    </AdminPage>
  );
}
