import Link from "next/link";
import type { ReactNode } from "react";
import { CardSection } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { productHref } from "@/lib/catalog/url/list-state";
import { currencyOf } from "@/lib/money/currency";
import { formatMoney, formatPrice } from "@/lib/money/format";
import { fromDecimal } from "@/lib/money/minor-units";
import { addressLines } from "@/lib/orders/read/address";
import { breakdownRows, mapBreakdown } from "@/lib/orders/contract/breakdown";
import { PAYMENT_PROGRESS_TEXTS } from "@/lib/orders/contract/payment-progress";
import type { ShopperOrderResponse } from "@/lib/orders/contract/responses";
import { isRetryableDecline } from "@/lib/orders/contract/statuses";
import { BreakdownRows } from "./breakdown-rows";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTimeline } from "./order-timeline";

const day = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "UTC" });
const dateOf = (iso: string) => <time dateTime={iso}>{day.format(new Date(iso))}</time>;

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 font-semibold" : "flex justify-between gap-4"}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** Carrier, tracking number and the carrier's tracking page, once the order has shipped. */
function Delivery({ order }: { order: ShopperOrderResponse }) {
  return (
    <CardSection headingId="order-delivery" title="Delivery" className="p-5">
      <dl className="mt-3 space-y-1 text-sm">
        {order.shippedAt && <Row label="Shipped">{dateOf(order.shippedAt)}</Row>}
        {order.deliveredAt && <Row label="Delivered">{dateOf(order.deliveredAt)}</Row>}
        {order.carrier && <Row label="Carrier">{order.carrier}</Row>}
        {order.trackingNumber && <Row label="Tracking number">{order.trackingNumber}</Row>}
      </dl>
      {order.trackingUrl && (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          Track your parcel<span className="sr-only"> (opens the carrier’s site in a new tab)</span>
        </a>
      )}
    </CardSection>
  );
}

/**
 * One of the shopper's orders: status, what was bought (and given back), what was charged and
 * refunded, where it goes, its delivery, and its timeline.
 */
export function OrderDetail({ order }: { order: ShopperOrderResponse }) {
  const price = (amount: number) => formatPrice(amount, { currency: order.currency, country: order.country });
  const breakdown =
    order.breakdown &&
    breakdownRows(
      mapBreakdown(order.breakdown, (amount) => fromDecimal(amount, currencyOf(order.currency))),
      (amount) => formatMoney(amount, { country: order.country }),
    );
  const showReason = order.reason && (order.status === "failed" || isRetryableDecline(order.status, order.reason));
  return (
    <div>
      <Link href="/profile" className="text-sm font-medium text-brand-700 hover:underline">
        ← Your orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Order #{order.id}</h1>
        <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
      </div>
      <p className="mt-1 text-sm text-neutral-600">Placed {dateOf(order.createdAt)}</p>
      {showReason && <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">{order.reason}</p>}
      {order.progress && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{PAYMENT_PROGRESS_TEXTS[order.progress]}</p>
      )}
      {order.status === "pending" && (
        <Link
          href={`/order-complete?pi=${encodeURIComponent(order.paymentIntentId)}`}
          className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          Check its payment status
        </Link>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <CardSection headingId="order-items" title="Items" headingClassName="px-5 pt-4" className="overflow-x-auto">
            <table className="mt-3 w-full text-left text-sm" aria-labelledby="order-items">
              <TableHead columns={["Product", "Quantity", "Unit price", "Total"]} cellClassName="px-5 py-2" />
              <tbody className="divide-y divide-neutral-100">
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row" className="px-5 py-2 font-medium">
                      {line.productId ? (
                        <Link href={productHref(line.productId)} className="text-brand-700 hover:underline">
                          {line.productName}
                        </Link>
                      ) : (
                        line.productName
                      )}
                      <span className="block text-xs font-normal text-neutral-600">SKU {line.sku}</span>
                    </th>
                    <td className="px-5 py-2 tabular-nums">
                      {line.quantity}
                      {line.refundedQuantity > 0 && (
                        <span className="block text-xs text-violet-800">{line.refundedQuantity} refunded</span>
                      )}
                    </td>
                    <td className="px-5 py-2 tabular-nums">{price(line.unitPrice)}</td>
                    <td className="px-5 py-2 tabular-nums">{price(line.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="space-y-1 border-t border-neutral-200 px-5 py-4 text-sm">
              {breakdown && <BreakdownRows rows={breakdown} />}
              <Row label="Total charged" strong>
                {price(order.amount)}
              </Row>
              {order.refundedAmount > 0 && <Row label="Refunded">{price(order.refundedAmount)}</Row>}
            </dl>
          </CardSection>
          <CardSection headingId="order-timeline" title="Timeline" className="p-5">
            <OrderTimeline events={order.timeline} />
          </CardSection>
        </div>
        <div className="space-y-6">
          <CardSection headingId="order-shipping" title="Shipping address" className="p-5">
            {order.shipping ? (
              <address className="mt-3 text-sm not-italic text-neutral-800">
                {addressLines(order.shipping).map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p className="mt-3 text-sm text-neutral-600">No shipping address was given.</p>
            )}
          </CardSection>
          {(order.shippedAt || order.trackingNumber) && <Delivery order={order} />}
        </div>
      </div>
    </div>
  );
}
