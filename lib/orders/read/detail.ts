import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, type StoredShippingAddress } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { money, times, type Money } from "@/lib/money/money";
import { currencyOf } from "@/lib/money/currency";
import type { SessionUser } from "@/lib/users/types";
import { trackingLink } from "@/lib/orders/after-sale/carriers";
import type { OrderBreakdown } from "@/lib/orders/contract/breakdown";
import { breakdownOf, chargedAmount, chargedUnitPrice, linesOf, ORDER_NOT_FOUND, type OrderRow } from "@/lib/orders/read/order-rows";
import { paymentProgressOf } from "@/lib/orders/payment/payment-events";
import type { PaymentProgressState } from "@/lib/orders/contract/payment-progress";
import type { FulfilmentStatus, PaymentStatus } from "@/lib/orders/contract/statuses";
import { timelineOf, type OrderEvent } from "@/lib/orders/read/timeline";

/** One of the shopper's own orders as their order page shows it, amounts as charged (in its currency). */
export type ShopperOrder = {
  id: number;
  paymentIntentId: string;
  status: PaymentStatus;
  fulfilment: FulfilmentStatus;
  reason: string | null;
  /** A pending payment's progress, or a refund on its way; null otherwise. */
  progress: PaymentProgressState | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  amount: Money;
  /** How `amount` came about; null for an order that recorded no breakdown. */
  breakdown: OrderBreakdown<Money> | null;
  refundedAmount: Money;
  country: string | null;
  shipping: StoredShippingAddress | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page, when the carrier is one the shop knows. */
  trackingUrl: string | null;
  lines: {
    id: number;
    productId: number | null;
    productName: string;
    sku: string;
    quantity: number;
    refundedQuantity: number;
    unitPrice: Money;
    total: Money;
  }[];
  /** The public steps of the order's timeline, oldest first. */
  timeline: Pick<OrderEvent, "id" | "at" | "type" | "summary">[];
};

/**
 * The user's own order row. Another user's order answers the same 404 as one that does not
 * exist, so an order number tells nothing about other shoppers.
 */
export async function findShopperOrder(user: SessionUser, orderId: number): Promise<OrderRow> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== user.id) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** The user's own order with its lines and public timeline (a 404 for anyone else's). */
export async function getShopperOrder(user: SessionUser, orderId: number): Promise<ShopperOrder> {
  return shopperOrderOf(await findShopperOrder(user, orderId));
}

/** An order already known to be the shopper's, with its lines and public timeline. */
export async function shopperOrderOf(order: OrderRow): Promise<ShopperOrder> {
  const db = await getDb();
  const [lines, timeline, progress] = await Promise.all([
    linesOf(db, order.id),
    timelineOf(order.id, "shopper"),
    paymentProgressOf(order),
  ]);
  const shipped = order.shippedAt !== null;
  return {
    id: order.id,
    paymentIntentId: order.paymentIntentId,
    status: order.paymentStatus,
    fulfilment: order.fulfilmentStatus,
    reason: order.failureReason,
    progress,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    amount: chargedAmount(order),
    breakdown: breakdownOf(order),
    refundedAmount: money(order.refundedAmountMinor, currencyOf(order.currency)),
    country: order.country,
    shipping: order.shipping,
    // Tracking belongs to a parcel that has left.
    carrier: shipped ? order.carrier : null,
    trackingNumber: shipped ? order.trackingNumber : null,
    trackingUrl: shipped ? trackingLink(order.carrier, order.trackingNumber) : null,
    lines: lines.map((line) => {
      const unitPrice = chargedUnitPrice(line, order);
      return {
        id: line.id,
        productId: line.productId,
        productName: line.productName,
        sku: line.sku,
        quantity: line.quantity,
        refundedQuantity: line.refundedQuantity,
        unitPrice,
        total: times(unitPrice, line.quantity),
      };
    }),
    timeline: timeline.map(({ id, at, type, summary }) => ({ id, at, type, summary })),
  };
}
