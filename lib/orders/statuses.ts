// The statuses an order goes through and the moves between them. Plain TypeScript (no schema
// library), so the browser can read them without zod; the database's order_status enum lists
// the same values.

/**
 * Every status an order can have. An order waits for its payment (pending), is paid, then
 * shipped and delivered; or it fails, expires (a checkout abandoned), is cancelled before it
 * ships (refunded, stock returned), refunded in part or in whole, or disputed by the card holder.
 * A payment whose amount or currency is not the order's is never taken as paid: the order waits
 * in review for the owner, with nothing taken from stock.
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "failed",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  "partially_refunded",
  "disputed",
  "expired",
  "review",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order's status as a word for people. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  disputed: "Disputed",
  expired: "Expired",
  review: "Payment under review",
};

/**
 * The only moves an order may make; every change of status is checked against this one table.
 * A failed order may still become paid: a payment that succeeds after all (a late webhook) is
 * never thrown away. A dispute resolved in the shop's favour returns the order to where it was.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "failed", "expired", "review"],
  failed: ["paid", "review"],
  // The owner gives the money back: the order is cancelled (it never took stock).
  review: ["cancelled"],
  expired: [],
  paid: ["shipped", "cancelled", "refunded", "partially_refunded", "disputed"],
  partially_refunded: ["shipped", "delivered", "cancelled", "refunded", "partially_refunded", "disputed"],
  shipped: ["delivered", "refunded", "partially_refunded", "disputed"],
  delivered: ["refunded", "partially_refunded", "disputed"],
  disputed: ["paid", "shipped", "delivered", "refunded", "partially_refunded"],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Paid for and not given back in full: the statuses that count as sales. */
export const SOLD_STATUSES = [
  "paid",
  "shipped",
  "delivered",
  "partially_refunded",
  "disputed",
] as const satisfies readonly OrderStatus[];

/** Orders that leave the active lists (shopper's and owner's default view). */
export const CLOSED_STATUSES = ["expired"] as const satisfies readonly OrderStatus[];

/** Whether the payment has an outcome to show, rather than still pending. */
export function hasPaymentOutcome(status: OrderStatus | undefined): boolean {
  return status !== undefined && status !== "pending";
}

/**
 * A pending order with a reason: its last card was declined and its payment still takes another
 * card. Shown as a failed payment, but not final: the order may yet be paid.
 */
export function isRetryableDecline(status: OrderStatus | undefined, reason: string | null | undefined): boolean {
  return status === "pending" && Boolean(reason);
}
