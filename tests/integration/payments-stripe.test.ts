import { installationId } from "@/lib/payments/installation";
import { createItem, createUser, json, tokenFor } from "./account-fixtures";
import { createIntent, intentFor, orderOf, putInCart, shipping, status, stockOf, SYDNEY_ADDRESS } from "./payments-fixtures";
import { confirmAtStripe, sendWebhook, signedEvent, signedPayload, succeededAtStripe, withStripeDouble } from "./stripe-fixtures";
import { stripeFixture, type StripeDouble } from "../support/stripe-double";

const stripeDouble = withStripeDouble();
let double: StripeDouble;
beforeAll(() => {
  double = stripeDouble();
});

async function stripeCheckout(stock = 5, quantity = 1) {
  const user = await createUser();
  const token = await tokenFor(user);
  const item = await createItem({ priceMinor: 2000, stock });
  await putInCart(user.id, item.id, quantity);
  const intent = await intentFor(token);
  return { user, token, item, intent };
}

describe("the Stripe provider, against a local double of Stripe's API", () => {
  it("creates a PaymentIntent with the server's amount, the currency, the order, this installation and a random idempotency key", async () => {
    const { intent, user } = await stripeCheckout(5, 2);
    expect(intent).toMatchObject({ provider: "stripe", amount: 40, currency: "aud" });
    const created = double.requests.find((request) => request.path === "/v1/payment_intents" && request.params.get("amount") === "4000");
    expect(created?.params.get("currency")).toBe("aud");
    expect(created?.params.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(created?.params.get("receipt_email")).toBe(user.email);
    expect(created?.params.get("metadata[orderId]")).toMatch(/^\d+$/);
    expect(created?.params.get("metadata[installationId]")).toBe(await installationId());
    expect(created?.headers["idempotency-key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(double.intents.get(intent.paymentIntentId)?.client_secret).toBe(intent.clientSecret);
  });

  it("sends the confirmed shipping address to the intent", async () => {
    const { token, intent } = await stripeCheckout();
    expect((await shipping(token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS })).status).toBe(200);
    expect(double.intents.get(intent.paymentIntentId)?.shipping).toMatchObject({
      name: "Sam Buyer",
      address: { line1: "1 George Street", city: "Sydney", postal_code: "2000", country: "AU" },
    });
  });

  it("answers 503 and keeps the order pending when Stripe fails; a retry then completes it", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    await putInCart(user.id, (await createItem()).id, 1);
    double.failWith(500);
    const failed = await createIntent(token, { amount: 1, currency: "aud", country: "au", cart: [] });
    double.failWith(null);
    expect(failed.status).toBe(503);
    expect((await json<{ detail: string }>(failed)).detail).toMatch(/payment provider/);
    const retried = await intentFor(token);
    expect(retried.clientSecret).toContain("_secret_");
    expect(await orderOf(retried.paymentIntentId)).toMatchObject({ paymentStatus: "pending", userId: user.id });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("pays the order once, however often the same event arrives", async () => {
    const { item, intent } = await stripeCheckout(5, 2);
    const stripeIntent = succeededAtStripe(double, intent.paymentIntentId);
    const event = signedEvent("payment_intent.succeeded", stripeIntent, "evt_repeated_success");
    for (let delivery = 0; delivery < 5; delivery++) {
      const response = await sendWebhook(event);
      expect(response.status).toBe(200);
    }
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "paid" });
    expect(await stockOf(item.id)).toBe(3);
    // Another event for the same payment (Stripe may send several) takes nothing more.
    await sendWebhook(signedEvent("payment_intent.succeeded", stripeIntent));
    expect(await stockOf(item.id)).toBe(3);
  });

  it("never lets a late failure undo a payment", async () => {
    const { intent } = await stripeCheckout();
    const stripeIntent = double.intents.get(intent.paymentIntentId)!;
    await sendWebhook(signedEvent("payment_intent.succeeded", succeededAtStripe(double, intent.paymentIntentId)));
    await sendWebhook(
      signedEvent("payment_intent.payment_failed", { ...stripeIntent, last_payment_error: { message: "Your card was declined." } }),
    );
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "paid", failureReason: null });
  });

  it("keeps a declined order pending with Stripe's reason (another card may pay it), and fails a cancelled one", async () => {
    const first = await stripeCheckout();
    await confirmAtStripe(double, first.intent.paymentIntentId, "pm_card_chargeDeclinedInsufficientFunds");
    const declined = double.intents.get(first.intent.paymentIntentId)!;
    expect((await sendWebhook(signedEvent("payment_intent.payment_failed", declined))).status).toBe(200);
    expect(await orderOf(first.intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending", failureReason: "Your card has insufficient funds." });

    const second = await stripeCheckout();
    await sendWebhook(signedEvent("payment_intent.canceled", { ...double.intents.get(second.intent.paymentIntentId)!, status: "canceled" }));
    expect(await orderOf(second.intent.paymentIntentId)).toMatchObject({ paymentStatus: "failed", failureReason: "Payment was cancelled" });
  });

  it("refunds a payment whose stock ran out meanwhile", async () => {
    const { item, intent } = await stripeCheckout(1, 1);
    const { getDb } = await import("@/db/client");
    const { productItems } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    await (await getDb()).update(productItems).set({ stock: 0 }).where(eq(productItems.id, item.id));
    await confirmAtStripe(double, intent.paymentIntentId, "pm_card_visa");
    await sendWebhook(signedEvent("payment_intent.succeeded", double.intents.get(intent.paymentIntentId)!));
    expect((await orderOf(intent.paymentIntentId)).failureReason).toMatch(/sold out.*is being refunded/);
    // The refund goes through the job queue, retried until Stripe confirms it.
    const { runDueJobs } = await import("@/lib/jobs/worker");
    await import("@/lib/jobs/all");
    await runDueJobs();
    const refund = double.requests.find((request) => request.method === "POST" && request.path === "/v1/refunds" && request.params.get("payment_intent") === intent.paymentIntentId);
    expect(refund?.params.get("amount")).toBe("2000");
    expect(double.refunds).toContainEqual(expect.objectContaining({ payment_intent: intent.paymentIntentId, amount: 2000, status: "succeeded" }));
    expect((await orderOf(intent.paymentIntentId)).failureReason).toMatch(/sold out.*has been refunded/);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { intent } = await stripeCheckout();
    const stripeIntent = succeededAtStripe(double, intent.paymentIntentId);
    const forged = signedEvent("payment_intent.succeeded", stripeIntent, "evt_forged", "whsec_someone_else");
    expect((await sendWebhook(forged)).status).toBe(400);
    expect((await sendWebhook({ payload: forged.payload })).status).toBe(400);
    const tampered = signedEvent("payment_intent.succeeded", stripeIntent);
    expect((await sendWebhook({ payload: tampered.payload.replace("succeeded", "succeeded "), signature: tampered.signature })).status).toBe(400);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending" });
  });

  it("answers a signed event whose id holds a NUL character with 400 (not 500) and leaves the order pending", async () => {
    const { intent } = await stripeCheckout();
    const stripeIntent = succeededAtStripe(double, intent.paymentIntentId);
    const response = await sendWebhook(signedEvent("payment_intent.succeeded", stripeIntent, "evt_\u0000"));
    expect(response.status).toBe(400);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending" });
  });

  it("answers a signed payment event that names no payment intent, has no id or is no object, with 400 (not 500)", async () => {
    const { intent } = await stripeCheckout();
    for (const object of ["' OR '1'='1", null, { id: 42 }, { status: "succeeded" }]) {
      const event = signedEvent("payment_intent.succeeded", object as unknown as Record<string, unknown>);
      expect((await sendWebhook(event)).status).toBe(400);
    }
    const noEventId = JSON.stringify({ ...stripeFixture("event"), id: undefined, type: "payment_intent.payment_failed", data: { object: { id: intent.paymentIntentId } } });
    for (const payload of [noEventId, "null", "5"])
      expect((await sendWebhook(signedPayload(payload))).status).toBe(400);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending" });
  });

  it("acknowledges events for unknown intents and other event types without acting", async () => {
    const unknown = signedEvent("payment_intent.succeeded", { ...stripeFixture("payment_intent"), id: "pi_unknown_to_the_shop" });
    expect((await sendWebhook(unknown)).status).toBe(200);
    expect((await sendWebhook(signedEvent("plan.created", { id: "plan_1" }))).status).toBe(200);
  });
});

describe("GET /api/orderstatus with Stripe", () => {
  it("settles a pending order from Stripe's own state when no webhook came", async () => {
    const { token, item, intent } = await stripeCheckout(4, 1);
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({ status: "pending" });
    succeededAtStripe(double, intent.paymentIntentId);
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toEqual({
      status: "paid",
      fulfilment: "unfulfilled",
      reason: null,
      amount: 2000,
      currency: "aud",
      progress: null,
    });
    expect(await stockOf(item.id)).toBe(3);
  });
});
