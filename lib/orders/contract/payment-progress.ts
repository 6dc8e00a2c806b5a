// How a payment still on its way is getting on, as the shopper's status shows it. No imports: the
// order status page's first load carries these words and nothing else of the orders' rules.

/** A pending payment processing or waiting for the shopper's bank check; or, after it, a refund on its way. */
export const PAYMENT_PROGRESS = ["processing", "needs_action", "refund_pending"] as const;
export type PaymentProgressState = (typeof PAYMENT_PROGRESS)[number];

/** What the shopper reads beside the status. */
export const PAYMENT_PROGRESS_TEXTS: Record<PaymentProgressState, string> = {
  processing: "Your payment is processing: your bank is confirming it.",
  needs_action: "Your payment needs action: complete your bank's check to finish it.",
  refund_pending: "A refund is on its way to your card.",
};
