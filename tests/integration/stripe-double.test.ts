import Stripe from "stripe";
import {
  DEFAULT_SEARCH_LAG_MS,
  IDEMPOTENCY_WINDOW_MS,
  startStripeDouble,
  stripeFixture,
  type StripeDouble,
} from "../support/stripe-double";

// The double itself, through the real SDK: it must refuse what Stripe refuses, with the error
// classes the SDK raises for Stripe, and answer objects with the fields of Stripe's own examples,
// or the shop's tests prove nothing about the real Stripe.

let double: StripeDouble;
let stripe: Stripe;
beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new Stripe("sk_test_double", {
    host: "127.0.0.1",
    port: double.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});
afterAll(() => double.close());

type StripeErrorClass = typeof Stripe.errors.StripeError;

async function refusal(call: Promise<unknown>): Promise<InstanceType<StripeErrorClass>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error("Stripe accepted what it should have refused");
}

const newIntent = (amount = 2000, currency = "aud", options?: Stripe.RequestOptions) =>
  stripe.paymentIntents.create(
    { amount, currency, automatic_payment_methods: { enabled: true }, metadata: { orderId: "7" } },
    options,
  );

function kind(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "array" : typeof value;
}

/** The SDK's extra `lastResponse` aside, the fields of the object as Stripe sent it. */
function fieldsOf(object: object): Record<string, unknown> {
  const { lastResponse: _ignored, ...fields } = object as Record<string, unknown>;
  return fields;
}

/**
 * Field by field: each of the fixture's fields has the fixture's type, or is null (not set yet);
 * where the fixture shows null, Stripe's reference types it (an id string), so any value goes.
 */
function expectFieldsLike(object: Record<string, unknown>, fixture: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(fixture)) {
    const allowed = value === null ? /.*/ : new RegExp(`^(${kind(value)}|null)$`);
    expect({ field, kind: kind(object[field]) }).toEqual({ field, kind: expect.stringMatching(allowed) });
  }
}

describe("objects with the fields of Stripe's own examples", () => {
  it("a PaymentIntent: the fixture's fields, each of its type (or null until set), and the values the shop reads", async () => {
    const fixture = stripeFixture("payment_intent");
    const intent = fieldsOf(await newIntent());
    expect(Object.keys(intent).sort()).toEqual(Object.keys(fixture).sort());
    expectFieldsLike(intent, fixture);
    expect(intent).toMatchObject({
      object: "payment_intent",
      amount: 2000,
      currency: "aud",
      status: "requires_payment_method",
      metadata: { orderId: "7" },
      last_payment_error: null,
    });
    expect(String(intent.client_secret)).toMatch(new RegExp(`^${String(intent.id)}_secret_`));
    expect(String(intent.id)).toMatch(/^pi_/);

    // After a decline and a payment, the fields the shop reads have the fixture's types.
    await refusal(
      stripe.paymentIntents.confirm(String(intent.id), { payment_method: "pm_card_chargeDeclined" }),
    );
    const declined = fieldsOf(await stripe.paymentIntents.retrieve(String(intent.id)));
    expect(kind(declined.last_payment_error)).toBe(kind(fixture.last_payment_error));
    expect(declined).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    });
    const paid = fieldsOf(
      await stripe.paymentIntents.confirm(String(intent.id), { payment_method: "pm_card_visa" }),
    );
    expect(paid).toMatchObject({ status: "succeeded", amount_received: 2000, last_payment_error: null });
    expect(kind(paid.latest_charge)).toBe("string");
  });

  it("a Refund: the fixture's fields, each of its type", async () => {
    const fixture = stripeFixture("refund");
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    const refund = fieldsOf(await stripe.refunds.create({ payment_intent: intent.id }));
    expect(Object.keys(refund).sort()).toEqual(Object.keys(fixture).sort());
    expectFieldsLike(refund, fixture);
    expect(refund).toMatchObject({
      object: "refund",
      amount: 2000,
      currency: "aud",
      payment_intent: intent.id,
      status: "succeeded",
    });
  });
});

describe("idempotency keys, as Stripe keeps them", () => {
  it("replays the first answer for a key (one intent made) and marks it replayed", async () => {
    const first = await newIntent(2000, "aud", { idempotencyKey: "key-replay" });
    const again = await newIntent(2000, "aud", { idempotencyKey: "key-replay" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(double.liveIntentsOf("7").filter((intent) => intent.id === first.id)).toHaveLength(1);
  });

  it("refuses the key with other parameters: 400 idempotency_error", async () => {
    await newIntent(2000, "aud", { idempotencyKey: "key-mismatch" });
    const error = await refusal(newIntent(2500, "aud", { idempotencyKey: "key-mismatch" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({
      statusCode: 400,
      type: "StripeIdempotencyError",
      rawType: "idempotency_error",
    });
    expect(error.message).toMatch(/same parameters/);
  });

  it("stores a 500 and replays it for 24 hours, then runs the request afresh", async () => {
    double.failWith(500);
    const failed = await refusal(newIntent(2000, "aud", { idempotencyKey: "key-500" }));
    double.failWith(null);
    expect(failed).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(failed).toMatchObject({ statusCode: 500, rawType: "api_error" });
    const replayed = await refusal(newIntent(2000, "aud", { idempotencyKey: "key-500" }));
    expect(replayed).toMatchObject({ statusCode: 500, rawType: "api_error" });
    expect(replayed.headers?.["idempotent-replayed"]).toBe("true");
    double.advanceClock(IDEMPOTENCY_WINDOW_MS - 60_000);
    expect(await refusal(newIntent(2000, "aud", { idempotencyKey: "key-500" }))).toMatchObject({
      statusCode: 500,
    });
    double.advanceClock(60_000);
    expect((await newIntent(2000, "aud", { idempotencyKey: "key-500" })).status).toBe(
      "requires_payment_method",
    );
  });

  it("stores nothing for a refused parameter, so the key can carry a corrected request", async () => {
    const tooSmall = await refusal(newIntent(10, "aud", { idempotencyKey: "key-validation" }));
    expect(tooSmall).toMatchObject({ code: "amount_too_small" });
    expect((await newIntent(2000, "aud", { idempotencyKey: "key-validation" })).amount).toBe(2000);
  });
});

describe("amount limits", () => {
  it.each(["aud", "usd", "cad", "sgd", "eur"])(
    "in %s: 0.50 is the least, 8 digits the most",
    async (currency) => {
      const small = await refusal(newIntent(49, currency));
      expect(small).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(small).toMatchObject({
        statusCode: 400,
        rawType: "invalid_request_error",
        code: "amount_too_small",
        param: "amount",
      });
      expect((await newIntent(50, currency)).amount).toBe(50);
      const large = await refusal(newIntent(100_000_000, currency));
      expect(large).toMatchObject({ statusCode: 400, code: "amount_too_large", param: "amount" });
      expect((await newIntent(99_999_999, currency)).amount).toBe(99_999_999);
    },
  );

  it("refuses an amount under the minimum in an update too", async () => {
    const intent = await newIntent();
    expect(await refusal(stripe.paymentIntents.update(intent.id, { amount: 30 }))).toMatchObject({
      code: "amount_too_small",
      param: "amount",
    });
  });
});

describe("the PaymentIntent's status rules", () => {
  const unexpected = {
    statusCode: 400,
    rawType: "invalid_request_error",
    code: "payment_intent_unexpected_state",
  };

  it("cancels from requires_payment_method and requires_action, never once succeeded or processing", async () => {
    const open = await newIntent();
    expect((await stripe.paymentIntents.cancel(open.id, { cancellation_reason: "abandoned" })).status).toBe(
      "canceled",
    );
    const authenticating = await newIntent();
    expect(
      (
        await stripe.paymentIntents.confirm(authenticating.id, {
          payment_method: "pm_card_threeDSecure2Required",
        })
      ).status,
    ).toBe("requires_action");
    expect((await stripe.paymentIntents.cancel(authenticating.id)).status).toBe("canceled");

    const paid = await newIntent();
    await stripe.paymentIntents.confirm(paid.id, { payment_method: "pm_card_visa" });
    const refusedPaid = await refusal(stripe.paymentIntents.cancel(paid.id));
    expect(refusedPaid).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refusedPaid).toMatchObject(unexpected);
    expect(refusedPaid.payment_intent).toMatchObject({ id: paid.id, status: "succeeded" });

    const processing = await newIntent();
    await stripe.paymentIntents.confirm(processing.id, { payment_method: "pm_usBankAccount" });
    expect(await refusal(stripe.paymentIntents.cancel(processing.id))).toMatchObject(unexpected);
  });

  it("refuses an amount change once paid or canceled, and any change once canceled", async () => {
    const paid = await newIntent();
    await stripe.paymentIntents.confirm(paid.id, { payment_method: "pm_card_visa" });
    expect(await refusal(stripe.paymentIntents.update(paid.id, { amount: 3000 }))).toMatchObject(unexpected);
    expect((await stripe.paymentIntents.retrieve(paid.id)).amount).toBe(2000);
    const canceled = await newIntent();
    await stripe.paymentIntents.cancel(canceled.id);
    expect(
      await refusal(stripe.paymentIntents.update(canceled.id, { metadata: { note: "x" } })),
    ).toMatchObject(unexpected);
    expect(
      await refusal(stripe.paymentIntents.confirm(canceled.id, { payment_method: "pm_card_visa" })),
    ).toMatchObject(unexpected);
  });

  it("a declined card is a 402 card_error with its decline code, and the intent takes another card", async () => {
    const intent = await newIntent();
    const declined = await refusal(
      stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclinedInsufficientFunds" }),
    );
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      statusCode: 402,
      rawType: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    expect((await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).status).toBe(
      "succeeded",
    );
  });

  it("refunds only a paid intent, and never more than was paid", async () => {
    const open = await newIntent();
    expect(await refusal(stripe.refunds.create({ payment_intent: open.id }))).toMatchObject({
      statusCode: 400,
      rawType: "invalid_request_error",
    });
    await stripe.paymentIntents.confirm(open.id, { payment_method: "pm_card_visa" });
    expect(await refusal(stripe.refunds.create({ payment_intent: open.id, amount: 2001 }))).toMatchObject({
      code: "amount_too_large",
      param: "amount",
    });
    expect((await stripe.refunds.create({ payment_intent: open.id, amount: 500 })).amount).toBe(500);
    expect((await stripe.refunds.create({ payment_intent: open.id })).amount).toBe(1500);
    expect(await refusal(stripe.refunds.create({ payment_intent: open.id }))).toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("an unknown intent is a 404 resource_missing", async () => {
    expect(await refusal(stripe.paymentIntents.retrieve("pi_nobody"))).toMatchObject({
      statusCode: 404,
      rawType: "invalid_request_error",
      code: "resource_missing",
    });
  });
});

describe("Stripe's failures, with the SDK's error classes", () => {
  it("429 is a rate_limit_error, 500 an api_error", async () => {
    double.failWith(429);
    const limited = await refusal(stripe.paymentIntents.retrieve("pi_any")).finally(() =>
      double.failWith(null),
    );
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(limited).toMatchObject({ statusCode: 429, rawType: "rate_limit_error", code: "rate_limit" });
    double.failWith(500);
    const failed = await refusal(stripe.paymentIntents.retrieve("pi_any")).finally(() =>
      double.failWith(null),
    );
    expect(failed).toBeInstanceOf(Stripe.errors.StripeAPIError);
  });

  it("finds an order's intents by metadata with the search API only after its indexing lag", async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 900,
      currency: "eur",
      metadata: { orderId: "search-me" },
    });
    const search = () => stripe.paymentIntents.search({ query: "metadata['orderId']:'search-me'" });
    expect((await search()).data).toEqual([]);
    double.advanceClock(DEFAULT_SEARCH_LAG_MS - 1_000);
    expect((await search()).data).toEqual([]);
    double.advanceClock(1_000);
    expect((await search()).data.map((each) => each.id)).toEqual([intent.id]);
  });

  it("a test can set the search lag, to 0 for immediate results", async () => {
    double.setSearchLag(0);
    try {
      const intent = await stripe.paymentIntents.create({ amount: 900, currency: "eur", metadata: { orderId: "now" } });
      const found = await stripe.paymentIntents.search({ query: "metadata['orderId']:'now'" });
      expect(found.data.map((each) => each.id)).toEqual([intent.id]);
    } finally {
      double.setSearchLag(DEFAULT_SEARCH_LAG_MS);
    }
  });
});

describe("listing intents, as strongly consistent as Stripe's list", () => {
  it("lists newest first from created[gte], by pages of `limit` with has_more and starting_after", async () => {
    const since = Math.floor(Date.now() / 1000) + 3600 * 24 * 30;
    double.advanceClock(3600 * 24 * 30 * 1000 + 5_000); // later than every intent of the other tests
    const made = [];
    for (let index = 0; index < 3; index++)
      made.push(await stripe.paymentIntents.create({ amount: 1000 + index, currency: "usd", metadata: { page: "yes" } }));
    const first = await stripe.paymentIntents.list({ created: { gte: since }, limit: 2 });
    expect(first.data.map((intent) => intent.id)).toEqual([made[2].id, made[1].id]);
    expect(first.has_more).toBe(true);
    const second = await stripe.paymentIntents.list({ created: { gte: since }, limit: 2, starting_after: made[1].id });
    expect(second.data.map((intent) => intent.id)).toEqual([made[0].id]);
    expect(second.has_more).toBe(false);
    // Seen at once, with no search lag, and the SDK's auto-pagination walks every page.
    const all = [];
    for await (const intent of stripe.paymentIntents.list({ created: { gte: since }, limit: 1 })) all.push(intent.id);
    expect(all).toEqual([made[2].id, made[1].id, made[0].id]);
    expect((await stripe.paymentIntents.list({ created: { gt: made[2].created } })).data).toEqual([]);
  });

  it("refuses a limit over 100", async () => {
    expect(await refusal(stripe.paymentIntents.list({ limit: 101 }))).toMatchObject({
      statusCode: 400,
      param: "limit",
    });
  });
});

describe("one idempotency key store for the whole run, and keys in flight", () => {
  it("a key used through one double is known to every other (keys must be unique across databases)", async () => {
    const other = await startStripeDouble();
    try {
      const elsewhere = new Stripe("sk_test_double", { host: "127.0.0.1", port: other.port, protocol: "http", maxNetworkRetries: 0 });
      await elsewhere.paymentIntents.create(
        { amount: 2000, currency: "usd", metadata: { orderId: "1" } },
        { idempotencyKey: "shared-key" },
      );
      const clash = await refusal(
        stripe.paymentIntents.create({ amount: 3000, currency: "usd", metadata: { orderId: "1" } }, { idempotencyKey: "shared-key" }),
      );
      expect(clash).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      expect(clash).toMatchObject({ statusCode: 400, rawType: "idempotency_error" });
    } finally {
      await other.close();
    }
  });

  it("answers 409 idempotency_key_in_use while a request under the same key is executing, then replays its answer", async () => {
    double.setLatency(300);
    try {
      const create = () =>
        refusal(
          stripe.paymentIntents.create({ amount: 2000, currency: "usd" }, { idempotencyKey: "key-in-flight" }),
        ).catch((error: unknown) => error);
      const first = stripe.paymentIntents.create({ amount: 2000, currency: "usd" }, { idempotencyKey: "key-in-flight" });
      await new Promise((done) => setTimeout(done, 100));
      const second = await create();
      // The SDK raises a 409 as a StripeAPIError whatever its type (and retries it when allowed to).
      expect(second).toBeInstanceOf(Stripe.errors.StripeError);
      expect(second).toMatchObject({ statusCode: 409, code: "idempotency_key_in_use", rawType: "idempotency_error" });
      const made = await first;
      const again = await stripe.paymentIntents.create({ amount: 2000, currency: "usd" }, { idempotencyKey: "key-in-flight" });
      expect(again.id).toBe(made.id);
    } finally {
      double.setLatency(0);
    }
  });
});

describe("disputes", () => {
  it("refuses a refund of a charge under an open or lost dispute with charge_disputed, unless Stripe marks it refundable", async () => {
    const paid = async () => {
      const intent = await newIntent();
      await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
      return intent.id;
    };
    const open = await paid();
    const dispute = double.openDispute(open);
    expect(dispute).toMatchObject({ object: "dispute", status: "needs_response", payment_intent: open, amount: 2000, is_charge_refundable: false });
    const disputed = await refusal(stripe.refunds.create({ payment_intent: open, amount: 500 }));
    expect(disputed).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(disputed).toMatchObject({ statusCode: 400, code: "charge_disputed" });
    double.markDisputeRefundable(String(dispute.id));
    expect(await stripe.refunds.create({ payment_intent: open, amount: 500 })).toMatchObject({ amount: 500, status: "succeeded" });

    const lost = await paid();
    double.closeDispute(String(double.openDispute(lost).id), "lost");
    expect(await refusal(stripe.refunds.create({ payment_intent: lost }))).toMatchObject({ code: "charge_disputed" });
    const won = await paid();
    double.closeDispute(String(double.openDispute(won).id), "won");
    expect(await stripe.refunds.create({ payment_intent: won })).toMatchObject({ amount: 2000 });
  });
});

