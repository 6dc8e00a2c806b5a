// An order's two statuses and the moves each may make: its payment (what happened to the money)
// and its fulfilment (what happened to the goods), as Shopify's financial and fulfilment statuses.
// Plain TypeScript (no schema library), so the browser can read them without zod; the database's
// payment_status and fulfilment_status enums list the same values.

/**
 * What happened to the money. It waits (pending), is paid, refunded in part or in whole,
 * disputed by the card holder; or it fails, expires (a checkout abandoned), or is held for review
 * when the provider received another amount or currency than the order's (nothing is taken from
 * stock until the owner decides).
 */
export const PAYMENT_STATUSES = [
  "pending",
  "paid",
  "partially_refunded",
  "refunded",
  "failed",
  "disputed",
  "expired",
  "review",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What happened to the goods: nothing yet, some or all shipped, delivered, or cancelled before any shipped. */
export const FULFILMENT_STATUSES = ["unfulfilled", "partially_shipped", "shipped", "delivered", "cancelled"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  failed: "Failed",
  disputed: "Disputed",
  expired: "Expired",
  review: "Payment under review",
};

export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  unfulfilled: "Unfulfilled",
  partially_shipped: "Partially shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/**
 * The only moves a payment may make; every change is checked against this one table. A failed
 * payment may still become paid (a late success is never thrown away). A dispute won returns the
 * payment to where it was; money given back for a payment under review refunds it.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid", "failed", "expired", "review"],
  failed: ["paid", "review"],
  expired: [],
  review: ["partially_refunded", "refunded"],
  paid: ["partially_refunded", "refunded", "disputed"],
  partially_refunded: ["partially_refunded", "refunded", "disputed", "paid"],
  disputed: ["paid", "partially_refunded", "refunded"],
  // Back only when a refund that had succeeded fails after all (the provider says so).
  refunded: ["partially_refunded", "paid"],
};

/** The only moves the goods may make: shipped in one or several shipments, then delivered; cancelled only before any ships. */
export const FULFILMENT_TRANSITIONS: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  unfulfilled: ["partially_shipped", "shipped", "cancelled"],
  partially_shipped: ["partially_shipped", "shipped"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export function canMoveFulfilment(from: FulfilmentStatus, to: FulfilmentStatus): boolean {
  return FULFILMENT_TRANSITIONS[from].includes(to);
}

/** An order's two statuses, as every rule below reads them. */
export type OrderStatuses = { paymentStatus: PaymentStatus; fulfilmentStatus: FulfilmentStatus };

/** Payments whose money the shop holds (in part): goods may ship, refunds may be asked for. */
const MONEY_HELD: readonly PaymentStatus[] = ["paid", "partially_refunded"];

/** Goods may ship: the money is held and something is left to send. */
export function canShip({ paymentStatus, fulfilmentStatus }: OrderStatuses): boolean {
  return MONEY_HELD.includes(paymentStatus) && (fulfilmentStatus === "unfulfilled" || fulfilmentStatus === "partially_shipped");
}

/** Everything shipped may be marked delivered. */
export function canDeliver({ fulfilmentStatus }: OrderStatuses): boolean {
  return canMoveFulfilment(fulfilmentStatus, "delivered");
}

/**
 * Cancelled, with the money given back: only before anything shipped, and only while the shop
 * holds the money (or holds a payment under review). A shipped order is never cancelled: its
 * units are refunded (and returned) instead.
 */
export function canCancel({ paymentStatus, fulfilmentStatus }: OrderStatuses): boolean {
  return fulfilmentStatus === "unfulfilled" && (MONEY_HELD.includes(paymentStatus) || paymentStatus === "review");
}

/** The owner may ask for a refund (a dispute may still refuse it: lib/orders/payment/disputes.ts). */
export function canRefund({ paymentStatus }: OrderStatuses): boolean {
  return MONEY_HELD.includes(paymentStatus) || paymentStatus === "disputed";
}

/** Paid for and not given back in full, and not cancelled: the orders that count as sales. */
export const SOLD_PAYMENT_STATUSES = ["paid", "partially_refunded", "disputed"] as const satisfies readonly PaymentStatus[];

/** Orders that leave the active lists (shopper's and owner's default view). */
export const CLOSED_PAYMENT_STATUSES = ["expired"] as const satisfies readonly PaymentStatus[];

/** Whether the payment has an outcome to show, rather than still pending. */
export function hasPaymentOutcome(status: PaymentStatus | undefined): boolean {
  return status !== undefined && status !== "pending";
}

/**
 * A pending order with a reason: its last card was declined and its payment still takes another
 * card. Shown as a failed payment, but not final: the order may yet be paid.
 */
export function isRetryableDecline(status: PaymentStatus | undefined, reason: string | null | undefined): boolean {
  return status === "pending" && Boolean(reason);
}
