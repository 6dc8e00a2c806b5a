import type { Money } from "@/lib/money/money";
import type { ShippingAddress } from "@/lib/orders/schemas";

export const PROVIDER_NAMES = ["stripe", "test"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export type CreatedIntent = { id: string; clientSecret: string };

/**
 * Where a payment stands at the provider. `declined`: the last card was refused but the intent
 * still takes another one (Stripe's requires_payment_method with an error), so nothing is final;
 * `failed`: the intent can never be paid (canceled).
 */
export type IntentState =
  | { status: "processing" }
  | { status: "succeeded" }
  | { status: "declined"; reason: string }
  | { status: "failed"; reason: string };

/** A payment still on its way: the shopper's status shows "processing" or "needs action". */
export type PaymentProgress = "processing" | "needs_action";

/** Where a refund stands at the provider; Stripe's requires_action is still pending. */
export type ProviderRefundStatus = "pending" | "succeeded" | "failed" | "cancelled";

/**
 * A refund at the provider as its events and its list show it: the shop's own (its refund id in the
 * metadata) or one made outside the shop (the provider's dashboard).
 */
export type ProviderRefundSeen = {
  id: string;
  amountMinor: number;
  status: ProviderRefundStatus;
  shopRefundId: string | null;
};

/** A provider event the shop acts on, already verified. */
export type PaymentEvent = {
  id: string;
  type: string;
  intentId: string;
  /** When the provider created the event (seconds since 1970): orders progress events that arrive out of order. */
  created?: number;
} & (
  | { outcome: "succeeded" | "ignored" }
  /** A card refused while the intent still takes another (not final), or a payment that can never succeed. */
  | { outcome: "declined" | "failed"; reason?: string }
  | { outcome: "progress"; progress: PaymentProgress }
  /** Something about the charge's refunds changed: the shop reads the intent's refunds from the provider. */
  | { outcome: "refunded" }
  /** One refund's news (refund.updated, charge.refund.updated, refund.failed): the Refund object itself. */
  | { outcome: "refund"; refund: ProviderRefundSeen }
  | { outcome: "disputed"; disputeId: string; amountMinor: number; reason: string }
);

/** A refund to ask the provider for; `refundId` is the shop's refund (one provider refund each, however often asked). */
export type RefundRequest = { intentId: string; orderId: number; refundId: number; amount: Money; attempt: number };

/** A refund at the provider: succeeded, still on its way (pending), refused (failed) or cancelled. */
export type ProviderRefund = { id: string; status: ProviderRefundStatus };

/**
 * One card payment provider; each writes Money in its own API's units. The shop's order is the
 * source of truth; the provider only moves money.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * `attempt` counts the creations the provider answered with a server error for this order and
   * amount: each such answer is stored under its idempotency key, so the next try needs another key.
   */
  createIntent(input: { amount: Money; orderId: number; receiptEmail?: string; attempt: number }): Promise<CreatedIntent>;
  updateAmount(intentId: string, amount: Money): Promise<void>;
  attachShipping(intentId: string, shipping: ShippingAddress): Promise<void>;
  retrieve(intentId: string): Promise<IntentState>;
  cancel(intentId: string): Promise<void>;
  /**
   * Refunds part or all of a payment, once per `refundId`: asked again (a retried job), it
   * answers the refund already made rather than making another.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Every refund of a payment as the provider has it now, newest first. */
  refundsOf(intentId: string): Promise<ProviderRefundSeen[]>;
  /** Verifies a webhook's signature and reads it; throws BadRequestError when it is not genuine. */
  parseWebhook(payload: string, signature: string | null): PaymentEvent;
}
