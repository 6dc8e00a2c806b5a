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

/** A provider event the shop acts on, already verified. */
export type PaymentEvent = {
  id: string;
  type: string;
  intentId: string;
  outcome: "succeeded" | "declined" | "failed" | "ignored";
  reason?: string;
};

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
  refund(intentId: string): Promise<void>;
  /** Verifies a webhook's signature and reads it; throws BadRequestError when it is not genuine. */
  parseWebhook(payload: string, signature: string | null): PaymentEvent;
}
