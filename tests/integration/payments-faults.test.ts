import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import { PROVIDER_UNAVAILABLE } from "@/lib/payments/stripe-provider";
import { POST as postIntent } from "@/app/api/stripe/create-intent/route";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { createIntent, intentFor, orderOf, putInCart, status, stockOf, type IntentAnswer } from "./payments-fixtures";
import { sendWebhook, signedEvent, succeededAtStripe, withStripeDouble } from "./stripe-fixtures";

// Stripe falling silent or failing in the middle of a checkout: the shopper gets a clear answer,
// the order waits, and it is paid exactly once when Stripe is back.

// A silent Stripe gives up after 3 × 300 ms (two retries) instead of 3 × 15 s.
const stripeDouble = withStripeDouble({ STRIPE_API_TIMEOUT_MS: "300" });
const CHECKOUT = { amount: 1, currency: "aud", country: "au", cart: [] };

async function ordersOf(userId: number) {
  return (await getDb()).select().from(orders).where(eq(orders.userId, userId));
}

async function orderedItems(orderId: number) {
  const lines = await (await getDb()).select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.map(({ productItemId, quantity }) => ({ productItemId, quantity }));
}

async function shopperWithCart(stock: number, quantity: number) {
  const user = await createUser();
  const token = await tokenFor(user);
  const item = await createItem({ priceMinor: 2000, stock });
  await putInCart(user.id, item.id, quantity);
  return { user, token, item };
}

function succeeded(paymentIntentId: string, id?: string) {
  return signedEvent("payment_intent.succeeded", succeededAtStripe(stripeDouble(), paymentIntentId), id);
}

describe("checkout while Stripe does not answer", () => {
  it("answers 503 with a detail, keeps one pending order, and a retry then pays it once", async () => {
    const { user, token, item } = await shopperWithCart(5, 2);
    stripeDouble().hang(true);
    const failed = await createIntent(token, CHECKOUT).finally(() => stripeDouble().hang(false));
    expect(failed.status).toBe(503);
    expect(await json(failed)).toEqual({ detail: PROVIDER_UNAVAILABLE });
    const [waiting, ...others] = await ordersOf(user.id);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ paymentStatus: "pending", amountMinor: 4000, clientSecret: null });

    const retried = await intentFor(token);
    expect(await ordersOf(user.id)).toEqual([expect.objectContaining({ id: waiting.id, paymentIntentId: retried.paymentIntentId })]);
    const event = succeeded(retried.paymentIntentId);
    for (let delivery = 0; delivery < 2; delivery++) expect((await sendWebhook(event)).status).toBe(200);
    expect(await json(await status(token, `?pi=${retried.paymentIntentId}`))).toMatchObject({ status: "paid" });
    expect(await stockOf(item.id)).toBe(3);
  });
});

describe("a guest's checkout while Stripe does not answer", () => {
  // Fails until lib/orders/checkout/checkout.ts tells the guest path which order it made before the
  // provider failed (placeCheckout's onCreated hook): then it becomes `it`.
  it("sets the checkout cookie on the 503, so the retry continues that order instead of making another", async () => {
    const item = await createItem({ priceMinor: 2000, stock: 5 });
    const body = { currency: "aud", country: "au", cart: [{ product: { id: item.productId }, productItemId: item.id, quantity: 1 }] };
    const send = (cookie?: string) =>
      postIntent(
        apiRequest("/api/stripe/create-intent", { method: "POST", body, headers: { "x-forwarded-for": "192.0.2.34", ...(cookie ? { cookie } : {}) } }),
        routeContext(),
      );
    stripeDouble().hang(true);
    const failed = await send().finally(() => stripeDouble().hang(false));
    expect(failed.status).toBe(503);
    const cookie = failed.headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toMatch(/^shop-guest-checkout=\d+\./);

    const retried = await send(cookie);
    expect(retried.status).toBe(200);
    const intent = await json<IntentAnswer>(retried);
    const db = await getDb();
    const ordered = await db.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.productItemId, item.id));
    const order = await orderOf(intent.paymentIntentId);
    expect(ordered).toEqual([{ orderId: order.id }]);
    expect(stripeDouble().liveIntentsOf(order.id)).toHaveLength(1);
  });
});

describe("checkout while Stripe answers 500", () => {
  it("keeps a changed cart's order as its intent was made (lines and amount) when the amount update fails", async () => {
    const { user, token, item } = await shopperWithCart(5, 1);
    const intent = await intentFor(token);
    const added = await createItem({ priceMinor: 3000, stock: 5 });
    await putInCart(user.id, added.id, 1);

    stripeDouble().failWith(500);
    const failed = await createIntent(token, CHECKOUT).finally(() => stripeDouble().failWith(null));
    expect(failed.status).toBe(503);
    expect(await json(failed)).toEqual({ detail: PROVIDER_UNAVAILABLE });
    const order = await orderOf(intent.paymentIntentId);
    expect(order).toMatchObject({ paymentStatus: "pending", amountMinor: 2000 });
    expect(await orderedItems(order.id)).toEqual([{ productItemId: item.id, quantity: 1 }]);

    // The browser still holds the first intent and pays it: what was paid for is what is taken.
    expect((await sendWebhook(succeeded(intent.paymentIntentId))).status).toBe(200);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "paid", amountMinor: 2000 });
    expect([await stockOf(item.id), await stockOf(added.id)]).toEqual([4, 5]);
  });

  it("leaves the order pending while the status check fails, and the webhook then pays it once", async () => {
    const { user, token, item } = await shopperWithCart(5, 1);
    const intent = await intentFor(token);
    succeededAtStripe(stripeDouble(), intent.paymentIntentId);

    stripeDouble().failWith(500);
    const polled = await status(token, `?pi=${intent.paymentIntentId}`).finally(() => stripeDouble().failWith(null));
    expect(polled.status).toBe(200);
    expect(await json(polled)).toMatchObject({ status: "pending" });

    expect((await sendWebhook(succeeded(intent.paymentIntentId))).status).toBe(200);
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({ status: "paid" });
    expect(await ordersOf(user.id)).toEqual([expect.objectContaining({ paymentStatus: "paid" })]);
    expect(await stockOf(item.id)).toBe(4);
  });
});

describe("webhooks out of order", () => {
  it("pays an order whose earlier card was declined, and the decline's redelivery changes nothing", async () => {
    const { token, item } = await shopperWithCart(5, 1);
    const intent = await intentFor(token);
    const stripeIntent = stripeDouble().intents.get(intent.paymentIntentId)!;
    const declined = signedEvent("payment_intent.payment_failed", { ...stripeIntent, last_payment_error: { message: "Your card was declined." } });

    expect((await sendWebhook(declined)).status).toBe(200);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending", failureReason: "Your card was declined." });
    expect((await sendWebhook(succeeded(intent.paymentIntentId))).status).toBe(200);
    for (const late of [declined, signedEvent("payment_intent.canceled", { ...stripeIntent, status: "canceled" })])
      expect((await sendWebhook(late)).status).toBe(200);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "paid", failureReason: null });
    expect(await stockOf(item.id)).toBe(4);
  });
});
