import "server-only";
import Stripe from "stripe";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import type { Money } from "@/lib/money/money";
import { installationId } from "./installation";
import { aboveMaximumMessage, belowMinimumMessage } from "./limits";
import { IdempotencyKeyReusedError, ProviderUnavailableError } from "./provider-errors";
import type {
  CreatedIntent,
  DisputeChange,
  IntentState,
  PaymentEvent,
  PaymentProvider,
  ProviderLedger,
  ProviderRefund,
  ProviderRefundSeen,
  ProviderRefundStatus,
  Received,
} from "./types";

export const PAYMENT_CANCELLED = "Payment was cancelled";
const DEFAULT_FAILURE = "Your payment was not completed.";

/**
 * The SDK's connection: Stripe's API, or a local double when STRIPE_API_HOST is set (tests,
 * which also shorten the timeout with STRIPE_API_TIMEOUT_MS to see a silent Stripe quickly).
 */
function stripeClient(secretKey: string): Stripe {
  const host = process.env.STRIPE_API_HOST;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: host && process.env.STRIPE_API_TIMEOUT_MS ? Number(process.env.STRIPE_API_TIMEOUT_MS) : 15_000,
    ...(host
      ? {
          host,
          port: Number(process.env.STRIPE_API_PORT || 443),
          protocol: process.env.STRIPE_API_PROTOCOL === "http" ? "http" : "https",
        }
      : {}),
  });
}

export { PROVIDER_UNAVAILABLE } from "./provider-errors";
export const PAYMENT_STATE_CHANGED =
  "This payment has moved on at the payment provider (paid, processing or cancelled); reload the page to see where it stands";

type CallContext = { amount?: Money };

/**
 * Stripe's refusals in the shop's terms. What Stripe refuses for a reason (invalid_request_error:
 * an amount under the minimum, a call the intent's status does not allow) is the shopper's 400 or
 * 409 with that reason, never "not answering"; an intent Stripe does not know is 404; only
 * Stripe's own failures, rate limits and silence are a 503 the shopper can retry.
 */
function shopError(error: InstanceType<typeof Stripe.errors.StripeError>, { amount }: CallContext): Error {
  const { code } = error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.statusCode === 404) return new NotFoundError("Payment not found at Stripe");
    if (code === "amount_too_small" && amount) return new BadRequestError(belowMinimumMessage(amount));
    if (code === "amount_too_large" && amount) return new BadRequestError(aboveMaximumMessage(amount));
    if (code === "payment_intent_unexpected_state") return new ConflictError(PAYMENT_STATE_CHANGED);
    log.error({ event: "stripe.refused", code: code ?? "invalid_request_error", param: error.param, reason: error.message }, "Stripe refused a request");
    return new BadRequestError(`The payment provider refused the payment: ${error.message}`);
  }
  // A 409 (idempotency_key_in_use, raised by the SDK as an API error) means the same request is
  // still running: retry it under the same key later. A 400 means the key was used with other
  // parameters: it can never succeed again, so the request goes under a new key.
  if (error.rawType === "idempotency_error") {
    log.warn({ event: "stripe.idempotency_refused", statusCode: error.statusCode, code, reason: error.message }, "Stripe refused an idempotency key");
    return error.statusCode === 409 ? new ProviderUnavailableError(false) : new IdempotencyKeyReusedError();
  }
  if (error instanceof Stripe.errors.StripeCardError) return new BadRequestError(error.message);
  log.error({ event: "stripe.failed", type: error.type, statusCode: error.statusCode, reason: error.message }, "Stripe request failed");
  const answered = error instanceof Stripe.errors.StripeAPIError || (error.statusCode ?? 0) >= 500;
  return new ProviderUnavailableError(answered);
}

async function call<T>(operation: () => Promise<T>, context: CallContext = {}): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw shopError(error, context);
    throw error;
  }
}

/**
 * A failed card leaves the intent waiting for another one, with the error kept on it: declined,
 * not final. Only a canceled intent can never be paid.
 */
function stateOf(intent: Stripe.PaymentIntent): IntentState {
  if (intent.status === "succeeded")
    return { status: "succeeded", received: { amountMinor: intent.amount_received, currency: intent.currency.toUpperCase() } };
  if (intent.status === "canceled") return { status: "failed", reason: PAYMENT_CANCELLED };
  if (intent.status === "requires_payment_method" && intent.last_payment_error)
    return { status: "declined", reason: intent.last_payment_error.message ?? DEFAULT_FAILURE };
  return { status: "processing", atBank: intent.status === "processing" };
}

/**
 * The intent a payment event is about. The signature proves who sent the event, not its shape:
 * one that names no intent is a 400, not a query with nothing in it.
 */
function intentIdOf(event: Stripe.Event): string {
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  const id = object !== null && typeof object === "object" ? (object as { id?: unknown }).id : undefined;
  if (typeof id !== "string" || !id || typeof event.id !== "string" || !event.id)
    throw new BadRequestError("The event names no payment intent");
  return id;
}

function failureReason(event: Stripe.Event): string {
  const message = (event.data.object as Partial<Stripe.PaymentIntent>).last_payment_error?.message;
  return typeof message === "string" && message ? message : DEFAULT_FAILURE;
}

/** An object's string field, or null: the signature proves the sender, not the shape. */
function field(object: unknown, key: string): unknown {
  return object !== null && typeof object === "object" ? (object as Record<string, unknown>)[key] : undefined;
}

const stringField = (object: unknown, key: string) => {
  const value = field(object, key);
  return typeof value === "string" && value ? value : null;
};

const amountField = (object: unknown, key: string) => {
  const value = field(object, key);
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
};

/** What a succeeded intent's event says it took; one that does not say is a 400, never taken as paid. */
function receivedOf(event: Stripe.Event): Received {
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  const amountMinor = amountField(object, "amount_received");
  const currency = stringField(object, "currency");
  if (amountMinor === null || !currency || !/^[a-z]{3}$/i.test(currency))
    throw new BadRequestError("The event names no amount received");
  return { amountMinor, currency: currency.toUpperCase() };
}

/** Stripe's refund statuses in the shop's terms: requires_action is still on its way. */
function refundStatusOf(status: unknown): ProviderRefundStatus {
  if (status === "succeeded") return "succeeded";
  if (status === "failed") return "failed";
  if (status === "canceled") return "cancelled";
  return "pending";
}

/** A Refund object (an event's or a list's), with the shop's own refund id from its metadata; null if it is not one. */
function refundSeenOf(refund: unknown): ProviderRefundSeen | null {
  const id = stringField(refund, "id");
  const amountMinor = amountField(refund, "amount");
  if (!id || amountMinor === null) return null;
  return {
    id,
    amountMinor,
    status: refundStatusOf(field(refund, "status")),
    shopRefundId: stringField(field(refund, "metadata"), "shopRefundId"),
  };
}

/**
 * refund.updated, refund.failed and charge.refund.updated carry the Refund object: its status is
 * the news. One that names no intent or is no refund is a 400.
 */
function refundEvent(event: Stripe.Event, base: { id: string; type: string; created?: number }): PaymentEvent {
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  const intentId = stringField(object, "payment_intent");
  const refund = refundSeenOf(object);
  if (!intentId || !refund || typeof event.id !== "string" || !event.id)
    throw new BadRequestError("The event names no refund of a payment intent");
  return { ...base, intentId, outcome: "refund", refund };
}

/** charge.refunded and the charge.dispute.* events name their payment intent; one that does not is a 400. */
function chargeEvent(event: Stripe.Event, base: { id: string; type: string; created?: number }): PaymentEvent {
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  const intentId = stringField(object, "payment_intent");
  if (!intentId || typeof event.id !== "string" || !event.id) throw new BadRequestError("The event names no payment intent");
  // Since API version 2022-11-15 the charge lists no refunds: the shop reads them from Stripe.
  if (event.type === "charge.refunded") return { ...base, intentId, outcome: "refunded" };
  const id = stringField(object, "id");
  if (!id) throw new BadRequestError("The event names no dispute");
  const change = event.type.slice("charge.dispute.".length) as DisputeChange;
  return {
    ...base,
    intentId,
    outcome: "disputed",
    dispute: {
      id,
      change,
      amountMinor: amountField(object, "amount") ?? 0,
      reason: stringField(object, "reason") ?? "general",
      status: stringField(object, "status") ?? "needs_response",
      isChargeRefundable: field(object, "is_charge_refundable") === true,
    },
  };
}

function eventOf(event: Stripe.Event): PaymentEvent {
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  const madeBy = stringField(field(object, "metadata"), "installationId");
  const base = {
    id: event.id,
    type: event.type,
    ...(typeof event.created === "number" ? { created: event.created } : {}),
    ...(madeBy ? { installationId: madeBy } : {}),
  };
  switch (event.type) {
    case "payment_intent.succeeded":
      return { ...base, intentId: intentIdOf(event), outcome: "succeeded", received: receivedOf(event) };
    case "payment_intent.payment_failed":
      // The intent goes back to requires_payment_method: the shopper may still pay it with another card.
      return { ...base, intentId: intentIdOf(event), outcome: "declined", reason: failureReason(event) };
    case "payment_intent.canceled":
      return { ...base, intentId: intentIdOf(event), outcome: "failed", reason: PAYMENT_CANCELLED };
    case "payment_intent.processing":
      return { ...base, intentId: intentIdOf(event), outcome: "progress", progress: "processing" };
    case "payment_intent.requires_action":
      return { ...base, intentId: intentIdOf(event), outcome: "progress", progress: "needs_action" };
    case "charge.refunded":
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
    case "charge.dispute.funds_withdrawn":
    case "charge.dispute.funds_reinstated":
      return chargeEvent(event, base);
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return refundEvent(event, base);
    default:
      return { ...base, intentId: "", outcome: "ignored" };
  }
}

function refundOf(refund: Stripe.Refund): ProviderRefund {
  return { id: refund.id, status: refundStatusOf(refund.status) };
}

/** Stripe's clock may run ahead of ours: intents a little older than the attempt are read too. */
const CLOCK_MARGIN_SECONDS = 300;
/** At most this many pages of 100 intents are read (an account busy beyond that is not searched further). */
const RECOVERY_PAGES = 10;

/**
 * This installation's intents for the order created since `since`, read with Stripe's list
 * (strongly consistent, unlike search, which lags a minute or more and is absent in some
 * countries); anything carrying another installation's id, or none, is never looked at.
 */
async function intentsMadeFor(stripe: Stripe, orderId: number, since: Date): Promise<Stripe.PaymentIntent[]> {
  const mine = await installationId();
  const gte = Math.floor(since.getTime() / 1000) - CLOCK_MARGIN_SECONDS;
  const found: Stripe.PaymentIntent[] = [];
  let startingAfter: string | undefined;
  for (let page = 0; page < RECOVERY_PAGES; page++) {
    const list = await call(() =>
      stripe.paymentIntents.list({ created: { gte }, limit: 100, ...(startingAfter ? { starting_after: startingAfter } : {}) }),
    );
    found.push(...list.data.filter((intent) => intent.metadata?.installationId === mine && intent.metadata?.orderId === String(orderId)));
    if (!list.has_more || list.data.length === 0) return found;
    startingAfter = list.data[list.data.length - 1].id;
  }
  log.warn({ event: "stripe.recovery_truncated", orderId }, "Stripe listed more intents than recovery reads");
  return found;
}

/**
 * The order's intents Stripe made although it answered with an error: the first still payable
 * in the order's currency is reused (at the order's amount), every other live one is canceled,
 * so an order never has two intents a shopper could pay.
 */
async function reconcile(stripe: Stripe, orderId: number, amount: Money, since: Date): Promise<CreatedIntent | null> {
  const found = await intentsMadeFor(stripe, orderId, since);
  const currency = amount.currency.toLowerCase();
  const live = found.filter((intent) => intent.status !== "canceled" && intent.status !== "succeeded");
  const reusable = live.find(
    (intent) => intent.status === "requires_payment_method" && intent.currency === currency && intent.client_secret,
  );
  for (const intent of live)
    if (intent !== reusable && intent.status !== "processing")
      await call(() => stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "duplicate" }));
  if (!reusable?.client_secret) return null;
  if (reusable.amount !== amount.minor)
    await call(() => stripe.paymentIntents.update(reusable.id, { amount: amount.minor }), { amount });
  return { id: reusable.id, clientSecret: reusable.client_secret };
}

/** Refunds come after their payment: those made up to this long before the range are read too. */
const LEDGER_MARGIN_SECONDS = 3600;

/**
 * This installation's intents created in the range and their refunds, from Stripe's lists (paged
 * with starting_after by the SDK; strongly consistent, unlike search). Intents carrying another
 * installation's id, or none, are skipped, and so are refunds of any intent not kept; a refund of
 * one of ours made outside the shop (Stripe's dashboard) is kept: it carries no shop id.
 */
async function ledgerOf(stripe: Stripe, from: Date, to: Date): Promise<ProviderLedger> {
  const mine = await installationId();
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return call(async () => {
    const intents: ProviderLedger["intents"] = [];
    for await (const intent of stripe.paymentIntents.list({ created: { gte: seconds(from), lte: seconds(to) }, limit: 100 })) {
      if (intent.metadata?.installationId !== mine) continue;
      const orderId = Number(intent.metadata.orderId);
      intents.push({
        id: intent.id,
        orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
        status: intent.status,
        amountReceivedMinor: intent.amount_received,
        currency: intent.currency.toUpperCase(),
      });
    }
    const kept = new Set(intents.map((intent) => intent.id));
    const refunds: ProviderLedger["refunds"] = [];
    for await (const refund of stripe.refunds.list({ created: { gte: seconds(from) - LEDGER_MARGIN_SECONDS }, limit: 100 })) {
      const intentId = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
      const seen = refundSeenOf(refund);
      if (!intentId || !kept.has(intentId) || !seen) continue;
      // A refund with another installation's id on our intent is not ours to match with a shop refund.
      const ours = !refund.metadata?.installationId || refund.metadata.installationId === mine;
      refunds.push({ ...seen, intentId, shopRefundId: ours ? seen.shopRefundId : null });
    }
    return { intents, refunds };
  });
}

/** Card payments through Stripe's PaymentIntents, confirmed in the browser by the Payment Element. */
export function stripeProvider(secretKey: string, webhookSecret: string | undefined): PaymentProvider {
  const stripe = stripeClient(secretKey);
  return {
    name: "stripe",
    async createIntent({ amount, orderId, receiptEmail, idempotencyKey }) {
      const metadata = { installationId: await installationId(), orderId: String(orderId) };
      const intent = await call(
        () =>
          stripe.paymentIntents.create(
            {
              // Stripe takes integer minor units and a lower-case currency code.
              amount: amount.minor,
              currency: amount.currency.toLowerCase(),
              automatic_payment_methods: { enabled: true },
              receipt_email: receiptEmail,
              metadata,
            },
            { idempotencyKey },
          ),
        { amount },
      );
      if (!intent.client_secret) throw new Error("Stripe returned a payment intent without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async recoverIntent({ orderId, amount, since }) {
      return reconcile(stripe, orderId, amount, since);
    },
    async updateAmount(intentId, amount) {
      await call(() => stripe.paymentIntents.update(intentId, { amount: amount.minor }), { amount });
    },
    async attachShipping(intentId, shipping) {
      await call(() =>
        stripe.paymentIntents.update(intentId, {
          shipping: {
            name: shipping.name,
            phone: shipping.phone || undefined,
            address: {
              line1: shipping.line1,
              line2: shipping.line2 || undefined,
              city: shipping.city,
              state: shipping.state || undefined,
              postal_code: shipping.postal_code,
              country: shipping.country,
            },
          },
        }),
      );
    },
    async retrieve(intentId) {
      return stateOf(await call(() => stripe.paymentIntents.retrieve(intentId)));
    },
    async cancel(intentId) {
      await call(() => stripe.paymentIntents.cancel(intentId));
    },
    async refund({ intentId, orderId, refundId, amount, idempotencyKey }) {
      // A retry first looks for the refund made under an answer it never saw (only this
      // installation's: refund ids restart in every database), and only then asks again.
      const installation = await installationId();
      const made = await call(() => stripe.refunds.list({ payment_intent: intentId, limit: 100 }));
      // A refund Stripe refused or cancelled is final: its status is the answer, never a second refund.
      const mine = made.data.find(
        (refund) => refund.metadata?.installationId === installation && refund.metadata?.shopRefundId === String(refundId),
      );
      if (mine) return refundOf(mine);
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amount.minor,
            metadata: { installationId: installation, shopRefundId: String(refundId), orderId: String(orderId) },
          },
          { idempotencyKey },
        ),
      );
      return refundOf(refund);
    },
    async refundsOf(intentId) {
      return call(async () => {
        const seen: ProviderRefundSeen[] = [];
        for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
          const one = refundSeenOf(refund);
          if (one) seen.push(one);
        }
        return seen;
      });
    },
    async ledger({ from, to }) {
      return ledgerOf(stripe, from, to);
    },
    parseWebhook(payload, signature) {
      if (!webhookSecret) throw new BadRequestError("Webhooks are not configured (STRIPE_WEBHOOK_SECRET)");
      if (!signature) throw new BadRequestError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch {
        throw new BadRequestError("Invalid webhook signature");
      }
      // Signed JSON, but perhaps not an event at all ("null", a number).
      if (event === null || typeof event !== "object")
        throw new BadRequestError("The event is not a JSON object");
      return eventOf(event);
    },
  };
}
