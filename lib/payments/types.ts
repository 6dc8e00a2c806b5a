import type { Money } from "@/lib/money/money";
import type { LedgerIntent, LedgerProviderRefund } from "@/lib/orders/ledger/compare";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";

export const PROVIDER_NAMES = ["stripe", "test"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** An order with nothing to pay (a 100% discount): no provider, no intent, confirmed by the shop itself. */
export const FREE_ORDER_PROVIDER = "free";
/** Who takes an order's payment: a provider, or nobody for a free order. */
export const ORDER_PROVIDERS = [...PROVIDER_NAMES, FREE_ORDER_PROVIDER] as const;
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];

export type CreatedIntent = { id: string; clientSecret: string };

/** What a payment took: minor units of `currency` (upper-case), as the provider reports it. */
export type Received = { amountMinor: number; currency: string };

/**
 * Where a payment stands at the provider. `declined`: the last card was refused but the intent
 * still takes another one (Stripe's requires_payment_method with an error), so nothing is final;
 * `failed`: the intent can never be paid (canceled).
 */
export type IntentState =
  /**
   * Not settled: waiting for a payment method or the shopper's action, or, when `atBank`, for the
   * bank's answer on a payment made (Stripe's processing: it cannot be cancelled, and may succeed).
   */
  | { status: "processing"; atBank: boolean }
  | { status: "succeeded"; received: Received }
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

/** What one event says happened to a card holder's dispute. */
export const DISPUTE_CHANGES = ["created", "updated", "closed", "funds_withdrawn", "funds_reinstated"] as const;
export type DisputeChange = (typeof DISPUTE_CHANGES)[number];

/** A dispute as an event carries it: `status` is the provider's (needs_response, under_review, won, lost...). */
export type ProviderDispute = {
  id: string;
  change: DisputeChange;
  amountMinor: number;
  reason: string;
  status: string;
  /** The provider still accepts a refund of the disputed charge. */
  isChargeRefundable: boolean;
};

/** A provider event the shop acts on, already verified. */
export type PaymentEvent = {
  id: string;
  type: string;
  intentId: string;
  /** When the provider created the event (seconds since 1970): orders progress events that arrive out of order. */
  created?: number;
  /** The installation that made the event's object, from its metadata when it carries one (another's is ignored). */
  installationId?: string;
} & (
  | { outcome: "ignored" }
  /** The payment went through; `received` is what the provider took, compared with the order's amount. */
  | { outcome: "succeeded"; received: Received }
  /** A card refused while the intent still takes another (not final), or a payment that can never succeed. */
  | { outcome: "declined" | "failed"; reason?: string }
  | { outcome: "progress"; progress: PaymentProgress }
  /** Something about the charge's refunds changed: the shop reads the intent's refunds from the provider. */
  | { outcome: "refunded" }
  /** One refund's news (refund.updated, charge.refund.updated, refund.failed): the Refund object itself. */
  | { outcome: "refund"; refund: ProviderRefundSeen }
  | { outcome: "disputed"; dispute: ProviderDispute }
);

/**
 * A refund to ask the provider for; `refundId` is the shop's refund (one provider refund each,
 * however often asked), `idempotencyKey` the random key stored with it for this request.
 */
export type RefundRequest = { intentId: string; orderId: number; refundId: number; amount: Money; idempotencyKey: string };

/** One request to create an order's intent, as stored before it is sent (lib/orders/checkout/payment-attempts.ts). */
export type IntentRequest = { amount: Money; orderId: number; receiptEmail?: string; idempotencyKey: string };

/** A refund at the provider: succeeded, still on its way (pending), refused (failed) or cancelled. */
export type ProviderRefund = { id: string; status: ProviderRefundStatus };

/**
 * What the provider has of this installation over a range, for reconciliation: the intents created
 * in it (those carrying this installation's id only) and every refund of them made since.
 */
export type ProviderLedger = { intents: LedgerIntent[]; refunds: LedgerProviderRefund[] };

/**
 * One card payment provider; each writes Money in its own API's units. The shop's order is the
 * source of truth; the provider only moves money.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the order's intent under the request's idempotency key, marked with this installation's id. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /**
   * After creations whose outcome is unknown (the provider answered a server error), the intent
   * one of them made: only this installation's intents for the order created since `since`. The
   * first still payable is reused at `amount`, every other live one cancelled; null when none.
   */
  recoverIntent(input: { orderId: number; amount: Money; since: Date }): Promise<CreatedIntent | null>;
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
  /**
   * This installation's intents created between `from` and `to` and their refunds, read with the
   * provider's lists (paged, never search); throws ConflictError where there is nothing to compare.
   */
  ledger(range: { from: Date; to: Date }): Promise<ProviderLedger>;
  /** Verifies a webhook's signature and reads it; throws BadRequestError when it is not genuine. */
  parseWebhook(payload: string, signature: string | null): PaymentEvent;
}
