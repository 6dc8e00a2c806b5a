import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { OrderAmountStatus } from "./order-amount-status";
import type { OrderSummaryResponse } from "@/lib/orders/contract/responses";
import { isRetryableDecline } from "@/lib/orders/contract/statuses";
import { productHref } from "@/lib/catalog/url/list-state";

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium" });

/** A customer's orders: date, items, amount and status, newest first. */
export function OrderHistory({ orders }: { orders: OrderSummaryResponse[] }) {
  if (orders.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
        <p className="text-neutral-700">You have no orders yet.</p>
        <Link href="/products" className={buttonClasses({ className: "mt-4" })}>
          Start shopping
        </Link>
      </div>
    );
  return (
    <ul className="space-y-4" aria-label="Your orders">
      {orders.map((order) => (
        <Card as="li" key={order.id} className="p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold text-neutral-900">
                <Link href={`/profile/orders/${order.id}`} className="text-brand-700 hover:underline">
                  Order #{order.id}
                </Link>
              </p>
              <p className="text-sm text-neutral-600">
                <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
              </p>
            </div>
            <OrderAmountStatus order={order} />
          </div>
          <ul className="mt-3 space-y-1 text-sm text-neutral-700">
            {order.lines.map((line) => (
              <li key={`${order.id}-${line.sku}`}>
                {line.quantity} ×{" "}
                {line.productId ? (
                  <Link href={productHref(line.productId)} className="hover:underline">
                    {line.productName}
                  </Link>
                ) : (
                  line.productName
                )}{" "}
                <span className="text-neutral-500">({line.sku})</span>
              </li>
            ))}
          </ul>
          {(order.status === "failed" || isRetryableDecline(order.status, order.reason)) && order.reason && <p className="mt-2 text-sm text-red-800">{order.reason}</p>}
          {order.status === "pending" && (
            <Link href={`/order-complete?pi=${encodeURIComponent(order.paymentIntentId)}`} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
              Check its status
            </Link>
          )}
        </Card>
      ))}
    </ul>
  );
}
