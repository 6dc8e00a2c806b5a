import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { CardSection } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { getOrder } from "@/lib/admin/orders";
import { productHref } from "@/lib/catalog/url/list-state";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import { countryName } from "@/lib/location/countries";
import { formatMoney } from "@/lib/money/format";
import type { Money } from "@/lib/money/money";
import { adminOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }> };

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** One of the small cards beside the lines: customer, shipping address, payment. */
function DetailCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <CardSection headingId={headingId} title={title} headingSize="base" raised className="p-5 text-sm">
      {children}
    </CardSection>
  );
}

/** One order: lines, amounts, customer, shipping address and payment. */
export default async function OrderPage({ params }: Props) {
  await connection();
  await adminOrNotFound();
  const order = await readByRouteIdOr404((await params).id, getOrder);
  const charged = (amount: Money) => formatMoney(amount, { country: order.country });
  const address = order.shipping;
  return (
    <AdminPage
      title={`Order #${order.id}`}
      intro={
        <>
          Placed {dateTime.format(new Date(order.createdAt))} UTC · <OrderStatusBadge status={order.status} />
        </>
      }
    >
      <Link href="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
        ← All orders
      </Link>
      {order.reason && <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">{order.reason}</p>}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <CardSection
          headingId="order-lines"
          title="Lines"
          headingSize="base"
          headingClassName="px-5 pt-4"
          raised
          className="overflow-x-auto"
        >
          <table className="mt-2 w-full text-left text-sm" aria-labelledby="order-lines">
            <TableHead
              columns={["Product", "SKU", "Unit price", "Quantity", "Total"]}
              cellClassName="px-5 py-2"
            />
            <tbody className="divide-y divide-neutral-100">
              {order.lines.map((line) => (
                <tr key={`${line.sku}-${line.productName}`}>
                  <th scope="row" className="px-5 py-2 font-medium">
                    {line.listed && line.productId ? (
                      <Link href={productHref(line.productId)} className="text-brand-700 hover:underline">
                        {line.productName}
                      </Link>
                    ) : (
                      line.productName
                    )}
                  </th>
                  <td className="px-5 py-2">{line.sku}</td>
                  <td className="px-5 py-2 tabular-nums">{charged(line.unitPrice)}</td>
                  <td className="px-5 py-2 tabular-nums">{line.quantity}</td>
                  <td className="px-5 py-2 tabular-nums">{charged(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="space-y-1 border-t border-neutral-200 px-5 py-4 text-sm">
            <div className="flex justify-between">
              <dt>Catalogue amount</dt>
              <dd className="tabular-nums">{formatMoney(order.baseAmount, { withCode: false })}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Exchange rate</dt>
              <dd className="tabular-nums">{order.exchangeRate}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>Charged</dt>
              <dd className="tabular-nums">{charged(order.amount)}</dd>
            </div>
          </dl>
        </CardSection>
        <div className="space-y-6">
          <DetailCard headingId="order-customer" title="Customer">
            <p className="mt-2 font-medium">{order.customer}</p>
            {order.email && <p className="text-neutral-700">{order.email}</p>}
          </DetailCard>
          <DetailCard headingId="order-shipping" title="Shipping address">
            {address ? (
              <address className="mt-2 not-italic text-neutral-800">
                {[
                  address.name,
                  address.line1,
                  address.line2,
                  [address.city, address.state, address.postal_code].filter(Boolean).join(" "),
                  countryName(address.country),
                  address.phone,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            ) : (
              <p className="mt-2 text-neutral-600">Not given yet</p>
            )}
          </DetailCard>
          <DetailCard headingId="order-payment" title="Payment">
            <dl className="mt-2 space-y-1">
              <div>
                <dt className="inline text-neutral-600">Provider: </dt>
                <dd className="inline">{order.provider}</dd>
              </div>
              <div>
                <dt className="inline text-neutral-600">Reference: </dt>
                <dd className="inline break-all">{order.paymentIntentId}</dd>
              </div>
              {order.paidAt && (
                <div>
                  <dt className="inline text-neutral-600">Paid: </dt>
                  <dd className="inline">{dateTime.format(new Date(order.paidAt))} UTC</dd>
                </div>
              )}
            </dl>
          </DetailCard>
        </div>
      </div>
    </AdminPage>
  );
}
