// Stripe's PaymentIntent and Refund rules as its API reference states them, for the double:
// amount limits, which status allows which call, what a confirmation with a test card does.
// Every object starts from Stripe's own example (stripe-fixtures.json), so it has the same fields.

import { cardDeclined, invalidParam, missing, StripeRefusal, unexpectedState } from "./stripe-errors";

type StripeObject = Record<string, unknown>;

/**
 * Stripe's minimum charge per currency in minor units (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts):
 * 0.50 in the shop's currencies, 0.30 GBP.
 */
export const MINIMUM_CHARGE: Record<string, number> = {
  usd: 50,
  aud: 50,
  cad: 50,
  sgd: 50,
  eur: 50,
  nzd: 50,
  chf: 50,
  gbp: 30,
};
/** The amount field takes at most 8 digits. */
export const MAXIMUM_AMOUNT = 99_999_999;

/** Statuses a PaymentIntent can be canceled from (card payments: not processing, never succeeded). */
const CANCELABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
];
/** Statuses in which the amount may still change. */
const AMOUNT_CHANGEABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"];

/** Stripe's test payment methods and what the bank answers for each. */
const TEST_METHODS: Record<
  string,
  | { outcome: "succeeded" | "requires_action" | "processing" }
  | { decline: string; code: string; message: string }
> = {
  pm_card_visa: { outcome: "succeeded" },
  pm_card_mastercard: { outcome: "succeeded" },
  pm_card_authenticationRequired: { outcome: "requires_action" },
  pm_card_threeDSecure2Required: { outcome: "requires_action" },
  pm_usBankAccount: { outcome: "processing" },
  pm_card_chargeDeclined: {
    decline: "generic_decline",
    code: "card_declined",
    message: "Your card was declined.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline: "insufficient_funds",
    code: "card_declined",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: {
    decline: "expired_card",
    code: "expired_card",
    message: "Your card has expired.",
  },
};

export type Ids = { next(prefix: string): string; now(): number };

function amountParam(params: URLSearchParams, currency: string, required: boolean): number | undefined {
  const text = params.get("amount");
  if (text === null) {
    if (required) throw invalidParam("amount", "parameter_missing", "Missing required param: amount.");
    return undefined;
  }
  if (!/^\d+$/.test(text))
    throw invalidParam("amount", "parameter_invalid_integer", "Invalid integer: " + text);
  const amount = Number(text);
  const minimum = MINIMUM_CHARGE[currency] ?? 50;
  if (amount < minimum)
    throw invalidParam(
      "amount",
      "amount_too_small",
      `Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`,
    );
  if (amount > MAXIMUM_AMOUNT)
    throw invalidParam(
      "amount",
      "amount_too_large",
      `Amount must be no more than ${(MAXIMUM_AMOUNT / 100).toFixed(2)} ${currency}`,
    );
  return amount;
}

function currencyParam(params: URLSearchParams): string {
  const currency = params.get("currency");
  if (!currency) throw invalidParam("currency", "parameter_missing", "Missing required param: currency.");
  if (!(currency in MINIMUM_CHARGE))
    throw invalidParam("currency", "parameter_invalid_string", `Invalid currency: ${currency}.`);
  return currency;
}

/** `metadata[key]=value` pairs as Stripe stores them (strings). */
function metadataParams(
  params: URLSearchParams,
  previous: Record<string, string> = {},
): Record<string, string> {
  const metadata = { ...previous };
  for (const [name, value] of params) {
    const match = /^metadata\[([^\]]+)\]$/.exec(name);
    if (match) {
      if (value === "") delete metadata[match[1]];
      else metadata[match[1]] = value;
    }
  }
  return metadata;
}

function shippingParams(params: URLSearchParams): StripeObject | undefined {
  if (!params.has("shipping[name]")) return undefined;
  const field = (name: string) => params.get(`shipping[${name}]`);
  const address = (name: string) => params.get(`shipping[address][${name}]`);
  if (!address("line1"))
    throw invalidParam(
      "shipping[address][line1]",
      "parameter_missing",
      "Missing required param: shipping[address][line1].",
    );
  return {
    name: field("name"),
    phone: field("phone"),
    carrier: null,
    tracking_number: null,
    address: {
      line1: address("line1"),
      line2: address("line2"),
      city: address("city"),
      state: address("state"),
      postal_code: address("postal_code"),
      country: address("country"),
    },
  };
}

/** POST /v1/payment_intents */
export function createIntent(template: StripeObject, params: URLSearchParams, ids: Ids): StripeObject {
  const currency = currencyParam(params);
  const amount = amountParam(params, currency, true);
  const id = ids.next("pi_");
  return {
    ...template,
    id,
    object: "payment_intent",
    amount,
    amount_capturable: 0,
    amount_received: 0,
    currency,
    automatic_payment_methods:
      params.get("automatic_payment_methods[enabled]") === "true" ? { enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${ids.next("")}`,
    created: Math.floor(ids.now() / 1000),
    description: params.get("description"),
    last_payment_error: null,
    latest_charge: null,
    metadata: metadataParams(params),
    next_action: null,
    payment_method: null,
    processing: null,
    receipt_email: params.get("receipt_email"),
    shipping: shippingParams(params) ?? null,
    status: "requires_payment_method",
    // Connect only: a shop's own payments transfer nothing.
    transfer_data: null,
  };
}

/** POST /v1/payment_intents/:id: no change at all once canceled, no amount change once paid or processing. */
export function updateIntent(intent: StripeObject, params: URLSearchParams): StripeObject {
  const status = String(intent.status);
  if (status === "canceled")
    throw unexpectedState(
      intent,
      `You cannot update this PaymentIntent because it has a status of canceled.`,
    );
  const currency = params.get("currency") ?? String(intent.currency);
  if ((params.has("amount") || params.has("currency")) && !AMOUNT_CHANGEABLE.includes(status))
    throw unexpectedState(
      intent,
      `You cannot update the amount of this PaymentIntent because it has a status of ${status}. The amount can only be updated while the status is one of: ${AMOUNT_CHANGEABLE.join(", ")}.`,
    );
  const amount = amountParam(params, currency, false);
  const shipping = shippingParams(params);
  Object.assign(intent, {
    ...(amount !== undefined ? { amount } : {}),
    currency,
    metadata: metadataParams(params, intent.metadata as Record<string, string>),
    ...(shipping ? { shipping } : {}),
    ...(params.has("receipt_email") ? { receipt_email: params.get("receipt_email") } : {}),
  });
  return intent;
}

/** POST /v1/payment_intents/:id/cancel */
export function cancelIntent(intent: StripeObject, params: URLSearchParams, ids: Ids): StripeObject {
  const status = String(intent.status);
  if (!CANCELABLE.includes(status))
    throw unexpectedState(
      intent,
      `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
    );
  const reason = params.get("cancellation_reason");
  if (reason !== null && !CANCELLATION_REASONS.includes(reason))
    throw invalidParam(
      "cancellation_reason",
      "parameter_invalid_string",
      `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`,
    );
  Object.assign(intent, {
    status: "canceled",
    canceled_at: Math.floor(ids.now() / 1000),
    cancellation_reason: reason,
    next_action: null,
  });
  return intent;
}

/**
 * POST /v1/payment_intents/:id/confirm with one of Stripe's test payment methods: paid, waiting
 * for 3-D Secure, processing, or declined (402, the intent back to requires_payment_method with
 * the error kept on it, ready for another card).
 */
export function confirmIntent(intent: StripeObject, params: URLSearchParams, ids: Ids): StripeObject {
  const status = String(intent.status);
  if (!CONFIRMABLE.includes(status))
    throw unexpectedState(
      intent,
      `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
    );
  const method = params.get("payment_method") ?? "";
  const test = TEST_METHODS[method];
  if (!test) throw missing("PaymentMethod", method, "payment_method");
  if ("decline" in test) {
    const charge = ids.next("ch_");
    Object.assign(intent, {
      status: "requires_payment_method",
      payment_method: null,
      latest_charge: charge,
      last_payment_error: {
        type: "card_error",
        code: test.code,
        decline_code: test.decline,
        message: test.message,
        charge,
        payment_method: { id: ids.next("pm_"), object: "payment_method", type: "card" },
      },
    });
    throw cardDeclined(intent, test.code, test.decline, test.message);
  }
  const paymentMethod = ids.next("pm_");
  if (test.outcome === "succeeded")
    Object.assign(intent, {
      status: "succeeded",
      amount_received: intent.amount,
      latest_charge: ids.next("ch_"),
      payment_method: paymentMethod,
      last_payment_error: null,
      next_action: null,
    });
  else if (test.outcome === "processing")
    Object.assign(intent, {
      status: "processing",
      payment_method: paymentMethod,
      last_payment_error: null,
      processing: { type: "card" },
    });
  else
    Object.assign(intent, {
      status: "requires_action",
      payment_method: paymentMethod,
      last_payment_error: null,
      next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } },
    });
  return intent;
}

/** POST /v1/refunds: only a succeeded intent's charge, and never more than was left. */
export function createRefund(
  template: StripeObject,
  intent: StripeObject | undefined,
  params: URLSearchParams,
  refunded: number,
  ids: Ids,
): StripeObject {
  const intentId = params.get("payment_intent");
  if (!intentId)
    throw invalidParam(
      "payment_intent",
      "parameter_missing",
      "One of the following params should be provided for this request: payment_intent or charge.",
    );
  if (!intent) throw missing("payment_intent", intentId, "payment_intent");
  if (intent.status !== "succeeded")
    throw new StripeRefusal(
      400,
      {
        type: "invalid_request_error",
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      },
      true,
    );
  const left = Number(intent.amount_received) - refunded;
  if (left <= 0)
    throw new StripeRefusal(
      400,
      {
        type: "invalid_request_error",
        code: "charge_already_refunded",
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      },
      true,
    );
  const amount = params.has("amount") ? Number(params.get("amount")) : left;
  if (!Number.isInteger(amount) || amount <= 0)
    throw invalidParam("amount", "parameter_invalid_integer", "Invalid positive integer");
  if (amount > left)
    throw invalidParam(
      "amount",
      "amount_too_large",
      `Refund amount (${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (${(left / 100).toFixed(2)})`,
    );
  return {
    ...template,
    id: ids.next("re_"),
    object: "refund",
    amount,
    charge: intent.latest_charge,
    created: Math.floor(ids.now() / 1000),
    currency: intent.currency,
    metadata: metadataParams(params),
    payment_intent: intentId,
    reason: params.get("reason"),
    status: "succeeded",
  };
}

/** GET /v1/payment_intents/search: the `metadata['key']:'value'` and `status:'value'` clauses, joined by AND. */
export function searchIntents(intents: Iterable<StripeObject>, query: string | null): StripeObject {
  if (!query) throw invalidParam("query", "parameter_missing", "Missing required param: query.");
  const clauses = query.split(/\s+AND\s+/).map((clause) => {
    const match = /^(?:metadata\['([^']+)'\]|(status)):'([^']*)'$/.exec(clause.trim());
    if (!match) throw invalidParam("query", "parameter_invalid_string", `Invalid search query: ${query}`);
    return match;
  });
  const data = [...intents].filter((intent) =>
    clauses.every(([, key, status, value]) =>
      status ? intent.status === value : (intent.metadata as Record<string, string>)[key] === value,
    ),
  );
  return {
    object: "search_result",
    data: structuredClone(data),
    has_more: false,
    next_page: null,
    url: "/v1/payment_intents/search",
  };
}

const LIST_LIMIT = { min: 1, max: 100, default: 10 };

function createdBound(query: URLSearchParams, bound: "gte" | "gt" | "lte" | "lt"): number | undefined {
  const text = query.get(`created[${bound}]`);
  if (text === null) return undefined;
  if (!/^\d+$/.test(text))
    throw invalidParam(`created[${bound}]`, "parameter_invalid_integer", `Invalid integer: ${text}`);
  return Number(text);
}

/**
 * Stripe's list endpoints (GET /v1/payment_intents, GET /v1/refunds): newest first,
 * `created[gte|gt|lte|lt]` (seconds), `limit` (1 to 100, 10 by default) and `starting_after` (the
 * last id of the previous page, which must exist), with `has_more`. Unlike search, a list sees
 * every object as soon as it is made.
 */
function listNewestFirst(objects: StripeObject[], query: URLSearchParams, url: string, resource: string): StripeObject {
  const limitText = query.get("limit");
  const limit = limitText === null ? LIST_LIMIT.default : Number(limitText);
  if (!Number.isInteger(limit) || limit < LIST_LIMIT.min || limit > LIST_LIMIT.max)
    throw invalidParam("limit", "parameter_invalid_integer", "Invalid integer: limit must be between 1 and 100.");
  const [gte, gt, lte, lt] = (["gte", "gt", "lte", "lt"] as const).map((bound) => createdBound(query, bound));
  const inRange = (created: number) =>
    (gte === undefined || created >= gte) &&
    (gt === undefined || created > gt) &&
    (lte === undefined || created <= lte) &&
    (lt === undefined || created < lt);
  // Newest first: by creation time, and among objects of the same second the later made first.
  const newestFirst = objects
    .map((object, order) => ({ object, order }))
    .sort((a, b) => Number(b.object.created) - Number(a.object.created) || b.order - a.order)
    .map(({ object }) => object);
  let start = 0;
  const after = query.get("starting_after");
  if (after !== null) {
    const index = newestFirst.findIndex((object) => object.id === after);
    if (index < 0) throw missing(resource, after, "starting_after");
    start = index + 1;
  }
  const matching = newestFirst.slice(start).filter((object) => inRange(Number(object.created)));
  return {
    object: "list",
    url,
    has_more: matching.length > limit,
    data: structuredClone(matching.slice(0, limit)),
  };
}

/** GET /v1/payment_intents (oldest first in `intents`, as made). */
export function listIntents(intents: StripeObject[], query: URLSearchParams): StripeObject {
  return listNewestFirst(intents, query, "/v1/payment_intents", "payment_intent");
}

/** GET /v1/refunds, optionally of one `payment_intent` or `charge` (oldest first in `refunds`, as made). */
export function listRefunds(refunds: StripeObject[], query: URLSearchParams): StripeObject {
  const intentId = query.get("payment_intent");
  const chargeId = query.get("charge");
  const of = refunds.filter(
    (refund) => (!intentId || refund.payment_intent === intentId) && (!chargeId || refund.charge === chargeId),
  );
  return listNewestFirst(of, query, "/v1/refunds", "refund");
}
