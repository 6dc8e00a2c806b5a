import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, paymentAttempts } from "@/db/schema";
import { resetPaymentProvider } from "@/lib/payments/provider";
import { PAYMENT_STATE_CHANGED, PROVIDER_UNAVAILABLE } from "@/lib/payments/stripe-provider";
import { createItem, createUser, json, tokenFor } from "./account-fixtures";
import { createIntent, intentFor, orderOf, putInCart, status, stockOf } from "./payments-fixtures";
import { confirmAtStripe, sendWebhook, signedEvent, stripeClientFor, withStripeDouble } from "./stripe-fixtures";
import { IDEMPOTENCY_WINDOW_MS, type StripeDouble } from "../support/stripe-double";

// The payment defects found against Stripe's documented behaviour, each against the double that
// behaves like Stripe: a retry after Stripe's 500, a declined card followed by another, and
// Stripe's refusals (400) told to the shopper as what they are rather than "not answering".

const stripeDouble = withStripeDouble();
let double: StripeDouble;
beforeAll(() => {
  double = stripeDouble();
});

async function shopperWithCart({ priceMinor = 2000, quantity = 1, stock = 5 } = {}) {
  const user = await createUser();
  const token = await tokenFor(user);
  const item = await createItem({ priceMinor, stock });
  await putInCart(user.id, item.id, quantity);
  return { user, token, item };
}

async function ordersOf(userId: number) {
  return (await getDb()).select().from(orders).where(eq(orders.userId, userId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function attemptsOf(orderId: number) {
  return (await getDb())
    .select({ idempotencyKey: paymentAttempts.idempotencyKey, state: paymentAttempts.state, intentId: paymentAttempts.intentId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(paymentAttempts.id);
}

/** Makes the order's intent creation go unanswered once (Stripe silent): the order exists, its attempt is started. */
async function unansweredCheckout(token: string) {
  double.hang(true);
  process.env.STRIPE_API_TIMEOUT_MS = "300";
  resetPaymentProvider();
  const failed = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] }).finally(() => {
    double.hang(false);
    delete process.env.STRIPE_API_TIMEOUT_MS;
    resetPaymentProvider();
  });
  expect(failed.status).toBe(503);
}

const creations = (orderId: number) =>
  double.requests.filter(
    (request) =>
      request.path === "/v1/payment_intents" &&
      request.method === "POST" &&
      request.params.get("metadata[orderId]") === String(orderId),
  );

describe("a retry after Stripe answered 500", () => {
  it("uses a new idempotency key (Stripe replays the stored 500 for 24 hours) and makes one intent", async () => {
    const { user, token } = await shopperWithCart();
    double.failWith(500);
    const failed = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] }).finally(
      () => double.failWith(null),
    );
    expect(failed.status).toBe(503);
    expect(await json(failed)).toEqual({ detail: PROVIDER_UNAVAILABLE });

    const retried = await intentFor(token, "us", "usd");
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({ paymentStatus: "pending", paymentIntentId: retried.paymentIntentId });
    const keys = creations(order.id).map((request) => request.headers["idempotency-key"]);
    // Random keys, one per attempt, each stored with its attempt before it was sent.
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(await attemptsOf(order.id)).toEqual([
      { idempotencyKey: keys[0], state: "unknown", intentId: null },
      { idempotencyKey: keys[1], state: "created", intentId: retried.paymentIntentId },
    ]);
    expect(double.liveIntentsOf(order.id).map((intent) => intent.id)).toEqual([retried.paymentIntentId]);
  });

  it("reuses the intent Stripe made before its 500, never a second live intent for the order", async () => {
    const { user, token } = await shopperWithCart();
    double.failWith(500, { applied: true });
    const failed = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] }).finally(
      () => double.failWith(null),
    );
    expect(failed.status).toBe(503);
    const [order] = await ordersOf(user.id);
    const [madeDuringFailure] = double.liveIntentsOf(order.id);
    expect(madeDuringFailure).toBeDefined();

    const retried = await intentFor(token, "us", "usd");
    expect(retried.paymentIntentId).toBe(madeDuringFailure.id);
    expect(double.liveIntentsOf(order.id)).toHaveLength(1);
    // It pays like any other.
    await confirmAtStripe(double, retried.paymentIntentId, "pm_card_visa");
    expect(await json(await status(token, `?pi=${retried.paymentIntentId}`))).toMatchObject({
      status: "paid",
    });
  });

  it("after two 500s in a row the third try still gets through, with one live intent", async () => {
    const { user, token } = await shopperWithCart();
    double.failWith(500);
    for (let attempt = 0; attempt < 2; attempt++)
      expect(
        (await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] })).status,
      ).toBe(503);
    double.failWith(null);
    const retried = await intentFor(token, "us", "usd");
    const [order] = await ordersOf(user.id);
    // Each try that reached the creation went under a key of its own (the second could not even list).
    const keys = creations(order.id).map((request) => request.headers["idempotency-key"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(keys.length);
    expect(double.liveIntentsOf(order.id).map((intent) => intent.id)).toEqual([retried.paymentIntentId]);
  });

  it("a timeout is retried with the same key (Stripe stored nothing), and still makes one intent", async () => {
    const { user, token } = await shopperWithCart();
    double.advanceClock(IDEMPOTENCY_WINDOW_MS); // keys from earlier tests are forgotten, as after a day
    await unansweredCheckout(token);
    const retried = await intentFor(token, "us", "usd");
    const [order] = await ordersOf(user.id);
    const keys = new Set(creations(order.id).map((request) => request.headers["idempotency-key"]));
    expect(keys.size).toBe(1);
    expect(await attemptsOf(order.id)).toEqual([
      { idempotencyKey: [...keys][0], state: "created", intentId: retried.paymentIntentId },
    ]);
    expect(double.liveIntentsOf(order.id).map((intent) => intent.id)).toEqual([retried.paymentIntentId]);
  });
});

describe("idempotency errors are resolved, never repeated", () => {
  it("a key Stripe refuses as used with other parameters is replaced at once: the shopper's retry succeeds", async () => {
    const { user, token } = await shopperWithCart();
    await unansweredCheckout(token);
    const [order] = await ordersOf(user.id);
    const [started] = await attemptsOf(order.id);
    expect(started.state).toBe("started");
    // Something else reaches Stripe first under that key, with other parameters.
    await stripeClientFor(double).paymentIntents.create({ amount: 999, currency: "usd" }, { idempotencyKey: started.idempotencyKey });

    const retried = await intentFor(token, "us", "usd");
    const keys = creations(order.id).map((request) => request.headers["idempotency-key"]);
    expect(keys.at(-1)).not.toBe(started.idempotencyKey);
    expect(await attemptsOf(order.id)).toEqual([
      { idempotencyKey: started.idempotencyKey, state: "unknown", intentId: null },
      { idempotencyKey: keys.at(-1), state: "created", intentId: retried.paymentIntentId },
    ]);
    expect(double.liveIntentsOf(order.id).map((intent) => intent.id)).toEqual([retried.paymentIntentId]);
  });

  it("two checkouts of one order at once send one request under one key (409 while it runs) and share one intent", async () => {
    const { user, token } = await shopperWithCart();
    double.failWith(500);
    expect((await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] })).status).toBe(503);
    double.failWith(null);
    double.setLatency(400);
    const both = await Promise.all([intentFor(token, "us", "usd"), intentFor(token, "us", "usd")]).finally(() =>
      double.setLatency(0),
    );
    const [order] = await ordersOf(user.id);
    expect(both[0].paymentIntentId).toBe(both[1].paymentIntentId);
    expect(double.liveIntentsOf(order.id).map((intent) => intent.id)).toEqual([both[0].paymentIntentId]);
    const answered = double.requests.filter(
      (request) => request.path === "/v1/payment_intents" && request.method === "POST" && request.params.get("metadata[orderId]") === String(order.id),
    );
    const keys = answered.slice(1).map((request) => request.headers["idempotency-key"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });
});

describe("a declined card, then another card on the same intent", () => {
  it("keeps the order pending with the reason, asks Stripe on each status call, and ends paid", async () => {
    const { user, token, item } = await shopperWithCart();
    const intent = await intentFor(token);
    const declined = await confirmAtStripe(double, intent.paymentIntentId, "pm_card_chargeDeclined");
    expect(declined).toMatchObject({
      type: "StripeCardError",
      code: "card_declined",
      decline_code: "generic_decline",
      statusCode: 402,
    });
    const failedEvent = signedEvent(
      "payment_intent.payment_failed",
      double.intents.get(intent.paymentIntentId)!,
    );
    expect((await sendWebhook(failedEvent)).status).toBe(200);

    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toEqual({
      status: "pending",
      fulfilment: "unfulfilled",
      reason: "Your card was declined.",
      amount: 2000,
      currency: "aud",
      progress: null,
    });
    // The shopper tries again: the checkout hands back the same intent.
    expect((await intentFor(token)).paymentIntentId).toBe(intent.paymentIntentId);
    expect(await confirmAtStripe(double, intent.paymentIntentId, "pm_card_visa")).toMatchObject({
      status: "succeeded",
    });
    const asked = double.requests.filter(
      (request) =>
        request.method === "GET" && request.path === `/v1/payment_intents/${intent.paymentIntentId}`,
    ).length;
    // No webhook yet: the status call asks Stripe and settles the order.
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({
      status: "paid",
      reason: null,
    });
    expect(
      double.requests.filter(
        (request) =>
          request.method === "GET" && request.path === `/v1/payment_intents/${intent.paymentIntentId}`,
      ).length,
    ).toBe(asked + 1);
    // The webhooks arrive late, the decline after the success: the order stays paid, stock taken once.
    await sendWebhook(signedEvent("payment_intent.succeeded", double.intents.get(intent.paymentIntentId)!));
    await sendWebhook(failedEvent);
    expect(await ordersOf(user.id)).toEqual([
      expect.objectContaining({ paymentStatus: "paid", failureReason: null }),
    ]);
    expect(await stockOf(item.id)).toBe(4);
  });

  it("does not show an earlier decline while a new attempt is processing", async () => {
    const { token } = await shopperWithCart();
    const intent = await intentFor(token);
    await confirmAtStripe(double, intent.paymentIntentId, "pm_card_chargeDeclined");
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({
      status: "pending",
      reason: "Your card was declined.",
    });
    await confirmAtStripe(double, intent.paymentIntentId, "pm_card_threeDSecure2Required");
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({
      status: "pending",
      reason: null,
    });
  });
});

describe("what Stripe refuses is a 400 or 409 with the reason, not 'not answering'", () => {
  it("an order under Stripe's minimum charge says so, with the minimum", async () => {
    const { token } = await shopperWithCart({ priceMinor: 30 });
    const response = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      detail:
        "Card payments start at $0.50 USD; this order comes to $0.30 USD. Add something to your cart to pay by card.",
    });
  });

  it("an order over 8 digits says so, with the maximum", async () => {
    const { token } = await shopperWithCart({ priceMinor: 60_000_000, quantity: 2 });
    const response = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toBe(
      "Card payments can be at most $999,999.99 USD; this order comes to $1,200,000.00 USD. Split it into smaller orders.",
    );
  });

  it("a cart changed after Stripe took the payment is a 409, and the order keeps what was paid for", async () => {
    const { user, token } = await shopperWithCart();
    const intent = await intentFor(token, "us", "usd");
    await confirmAtStripe(double, intent.paymentIntentId, "pm_card_visa");
    await putInCart(user.id, (await createItem({ priceMinor: 3000 })).id, 1);
    const response = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ detail: PAYMENT_STATE_CHANGED });
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending", amountMinor: 2000 });
    expect(double.intents.get(intent.paymentIntentId)).toMatchObject({ status: "succeeded", amount: 2000 });
  });

  it("switching currency after Stripe took the payment is a 409: the paid order is not replaced by a second one", async () => {
    const { user, token } = await shopperWithCart();
    const intent = await intentFor(token, "us", "usd");
    await confirmAtStripe(double, intent.paymentIntentId, "pm_card_visa");
    const response = await createIntent(token, { amount: 1, currency: "aud", country: "au", cart: [] });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ detail: PAYMENT_STATE_CHANGED });
    expect(await ordersOf(user.id)).toEqual([expect.objectContaining({ paymentStatus: "pending", currency: "USD" })]);
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({ status: "paid" });
  });

  it("Stripe's rate limit is a 503 the shopper may retry, and the retry goes through", async () => {
    const { token } = await shopperWithCart();
    double.failWith(429);
    const limited = await createIntent(token, {
      amount: 1,
      currency: "usd",
      country: "us",
      cart: [],
    }).finally(() => double.failWith(null));
    expect(limited.status).toBe(503);
    expect((await intentFor(token, "us", "usd")).clientSecret).toContain("_secret_");
  });
});
