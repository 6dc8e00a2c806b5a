import type { Money } from "@/lib/money/money";
import type { ShippingAddress } from "@/lib/orders/schemas";

export const PROVIDER_NAMES = ["stripe", "test"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export type CreatedIntent = { id: string; clientSecret: string };

/** Where a payment stands at the provider. */
export type IntentState =
  | { status: "processing" }
  | { status: "succeeded" }
  | { status: "failed"; reason: string };

/** A provider event the shop acts on, already verified. */
export type PaymentEvent = {
  id: string;
  type: string;
  intentId: string;
  outcome: "succeeded" | "failed" | "ignored";
  reason?: string;
};

/**
 * One card payment provider; each writes Money in its own API's units. The shop's order is the
 * source of truth; the provider only moves money.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(input: { amount: Money; orderId: number; receiptEmail?: string }): Promise<CreatedIntent>;
  updateAmount(intentId: string, amount: Money): Promise<void>;
  attachShipping(intentId: string, shipping: ShippingAddress): Promise<void>;
  retrieve(intentId: string): Promise<IntentState>;
  cancel(intentId: string): Promise<void>;
  refund(intentId: string): Promise<void>;
  /** Verifies a webhook's signature and reads it; throws BadRequestError when it is not genuine. */
  parseWebhook(payload: string, signature: string | null): PaymentEvent;
}
