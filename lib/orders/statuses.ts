// The statuses an order goes through. Plain TypeScript (no schema library), so the browser can
// read them without zod; the database's order_status enum lists the same values.

/** Every status an order can have: waiting for its payment, paid, or failed. */
export const ORDER_STATUSES = ["pending", "paid", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order's status as a word for people. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
};

/** Whether the payment has an outcome to show (paid or failed), rather than still pending. */
export function hasPaymentOutcome(status: OrderStatus | undefined): boolean {
  return status === "paid" || status === "failed";
}

/**
 * A pending order with a reason: its last card was declined and its payment still takes another
 * card. Shown as a failed payment, but not final: the order may yet be paid.
 */
export function isRetryableDecline(status: OrderStatus | undefined, reason: string | null | undefined): boolean {
  return status === "pending" && Boolean(reason);
}
