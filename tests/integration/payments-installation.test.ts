import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { orderRefunds, orders } from "@/db/schema";
import { runDueJobs } from "@/lib/jobs/worker";
import { callers, type Callers } from "./admin-fixtures";
import { createItem, createUser, json, tokenFor } from "./account-fixtures";
import { adminOrder, adminRefund, makeDue, pendingCheckout, refundRows } from "./order-life-fixtures";
import { createIntent, intentFor, putInCart, status } from "./payments-fixtures";
import { confirmAtStripe, sendWebhook, signedEvent, stripeClientFor, withStripeDouble } from "./stripe-fixtures";
import type { StripeDouble } from "../support/stripe-double";

// Two installations of the shop (staging and production) sharing one Stripe account: their order
// and refund ids restart in every database, so nothing the shop makes at Stripe may be found by
// them alone. "The other shop" is the real SDK talking to the double as another installation would.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let who: Callers;
beforeAll(async () => {
  double = stripeDouble();
  who = await callers();
});
afterEach(() => {
  double.failWith(null);
  double.setSearchLag(60_000);
});

const OTHER_INSTALLATION = "00000000-0000-4000-8000-000000000042";

async function shopperWithCart(priceMinor = 2000) {
  const user = await createUser();
  const token = await tokenFor(user);
  const item = await createItem({ priceMinor, stock: 5 });
  await putInCart(user.id, item.id, 1);
  return { user, token };
}

/** The id the next order of this database will get. */
async function nextOrderId(): Promise<number> {
  const [row] = rowsOf<{ next: number }>(
    await (await getDb()).execute(
      sql`SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::int AS next FROM orders_id_seq`,
    ),
  );
  return row.next;
}

async function orderOfUser(userId: number) {
  const [order] = await (await getDb()).select().from(orders).where(eq(orders.userId, userId));
  return order;
}

describe("another installation's intents are never this shop's", () => {
  it("an intent the other shop paid for its own order #N is not handed to this shop's order #N", async () => {
    const { user, token } = await shopperWithCart();
    const orderId = await nextOrderId();
    // The other shop's order #N, same amount and e-mail, made and paid under the key it uses for it.
    const other = stripeClientFor(double);
    const theirs = await other.paymentIntents.create(
      {
        amount: 2000,
        currency: "usd",
        automatic_payment_methods: { enabled: true },
        receipt_email: user.email,
        metadata: { orderId: String(orderId) },
      },
      { idempotencyKey: `order-${orderId}-2000-usd` },
    );
    await confirmAtStripe(double, theirs.id, "pm_card_visa");

    const mine = await intentFor(token, "us", "usd");
    expect(mine.paymentIntentId).not.toBe(theirs.id);
    expect((await orderOfUser(user.id)).id).toBe(orderId);
    expect(await json(await status(token, `?pi=${mine.paymentIntentId}`))).toMatchObject({ status: "pending" });
  });

  it("a key the other shop used with other parameters does not block this shop's checkout", async () => {
    const { token } = await shopperWithCart();
    const orderId = await nextOrderId();
    await stripeClientFor(double).paymentIntents.create(
      { amount: 5000, currency: "usd", metadata: { orderId: String(orderId), installationId: OTHER_INSTALLATION } },
      { idempotencyKey: `order-${orderId}-2000-usd` },
    );
    const first = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    const answer = first.status === 200 ? first : await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    expect(answer.status).toBe(200);
  });

  it("recovery after Stripe's 500 neither takes, cancels nor re-prices the other shop's intents for the same order id", async () => {
    double.setSearchLag(0); // even a search that saw everything at once must not be what recovery reads
    const { user, token } = await shopperWithCart();
    const orderId = await nextOrderId();
    const other = stripeClientFor(double);
    const theirs = [];
    for (const amount of [3100, 3200])
      theirs.push(
        await other.paymentIntents.create({
          amount,
          currency: "usd",
          metadata: { orderId: String(orderId), installationId: OTHER_INSTALLATION },
        }),
      );
    double.failWith(500);
    const failed = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    double.failWith(null);
    expect(failed.status).toBe(503);

    const mine = await intentFor(token, "us", "usd");
    expect(theirs.map((intent) => intent.id)).not.toContain(mine.paymentIntentId);
    expect(theirs.map((intent) => double.intents.get(intent.id))).toEqual([
      expect.objectContaining({ status: "requires_payment_method", amount: 3100 }),
      expect.objectContaining({ status: "requires_payment_method", amount: 3200 }),
    ]);
    expect((await orderOfUser(user.id)).paymentIntentId).toBe(mine.paymentIntentId);
    // Recovery lists (strongly consistent) rather than searches.
    expect(double.requests.some((request) => request.path === "/v1/payment_intents/search")).toBe(false);
  });

  it("a payment event about an intent carrying the other shop's installation id changes nothing here", async () => {
    const { user, token } = await shopperWithCart();
    const mine = await intentFor(token, "us", "usd");
    const made = double.intents.get(mine.paymentIntentId)!;
    const metadata = { ...(made.metadata as Record<string, string>), installationId: OTHER_INSTALLATION };
    const intent = { ...made, status: "succeeded", amount_received: 2000, metadata };
    expect((await sendWebhook(signedEvent("payment_intent.succeeded", intent))).status).toBe(200);
    expect((await orderOfUser(user.id)).paymentStatus).toBe("pending");
  });
});

describe("refunds carry this installation's id, and only its refunds count", () => {
  it("a refund the other shop made with this shop's refund id is not taken for this shop's refund", async () => {
    const checkout = await pendingCheckout([1]);
    await confirmAtStripe(double, checkout.intent.paymentIntentId, "pm_card_visa");
    await sendWebhook(signedEvent("payment_intent.succeeded", double.intents.get(checkout.intent.paymentIntentId)!));
    const [{ next }] = rowsOf<{ next: number }>(
      await (await getDb()).execute(
        sql`SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::int AS next FROM order_refunds_id_seq`,
      ),
    );
    await stripeClientFor(double).refunds.create({
      payment_intent: checkout.intent.paymentIntentId,
      amount: 500,
      metadata: { shopRefundId: String(next), installationId: OTHER_INSTALLATION },
    });
    const asked = await adminRefund(who.admin, checkout.orderId, { amount: 10 });
    expect(asked.body.id).toBe(next);
    await runDueJobs();
    const sent = double.requests.filter((request) => request.method === "POST" && request.path === "/v1/refunds");
    const made = sent.at(-1)!;
    expect(made.params.get("metadata[shopRefundId]")).toBe(String(next));
    expect(made.params.get("metadata[installationId]")).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.params.get("metadata[installationId]")).not.toBe(OTHER_INSTALLATION);
    const [refund] = await refundRows(checkout.orderId);
    expect(double.refunds.find((each) => each.id === refund.providerRefundId)).toMatchObject({ amount: 1000 });
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({ refunds: [{ state: "succeeded" }] });
  });

  it("a refund's key refused as used with other parameters is replaced, and the next attempt makes the refund", async () => {
    const checkout = await pendingCheckout([1]);
    await confirmAtStripe(double, checkout.intent.paymentIntentId, "pm_card_visa");
    await sendWebhook(signedEvent("payment_intent.succeeded", double.intents.get(checkout.intent.paymentIntentId)!));
    const asked = await adminRefund(who.admin, checkout.orderId, { amount: 10 });
    const db = await getDb();
    const clashing = randomUUID();
    await db.update(orderRefunds).set({ idempotencyKey: clashing }).where(eq(orderRefunds.id, Number(asked.body.id)));
    await stripeClientFor(double).refunds.create(
      { payment_intent: checkout.intent.paymentIntentId, amount: 100 },
      { idempotencyKey: clashing },
    );
    await runDueJobs();
    expect((await refundRows(checkout.orderId))[0]).toMatchObject({ state: "pending" });
    await makeDue(checkout.orderId);
    await runDueJobs();
    const keys = double.requests
      .filter((request) => request.method === "POST" && request.path === "/v1/refunds")
      .map((request) => request.headers["idempotency-key"]);
    expect(keys.slice(-3, -1)).toEqual([clashing, clashing]);
    expect(keys.at(-1)).not.toBe(clashing);
    const [refund] = await refundRows(checkout.orderId);
    expect(refund).toMatchObject({ state: "succeeded", idempotencyKey: keys.at(-1) });
    expect(double.refunds.find((each) => each.id === refund.providerRefundId)).toMatchObject({ amount: 1000 });
  });

  it("after Stripe's 500 on a refund the next attempt goes under a new key, and one refund is made", async () => {
    const checkout = await pendingCheckout([1]);
    await confirmAtStripe(double, checkout.intent.paymentIntentId, "pm_card_visa");
    await sendWebhook(signedEvent("payment_intent.succeeded", double.intents.get(checkout.intent.paymentIntentId)!));
    await adminRefund(who.admin, checkout.orderId, { amount: 10 });
    double.failWith(500, { method: "POST" });
    await runDueJobs();
    double.failWith(null);
    await makeDue(checkout.orderId);
    await runDueJobs();
    const posts = double.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/refunds" && request.params.get("payment_intent") === checkout.intent.paymentIntentId,
    );
    expect(posts).toHaveLength(2);
    expect(posts[1].headers["idempotency-key"]).not.toBe(posts[0].headers["idempotency-key"]);
    expect(double.refunds.filter((refund) => refund.payment_intent === checkout.intent.paymentIntentId)).toHaveLength(1);
    expect((await refundRows(checkout.orderId))[0]).toMatchObject({ state: "succeeded" });
  });

  it("a refund Stripe made before answering 500 is found by the next attempt, never made twice", async () => {
    const checkout = await pendingCheckout([1]);
    await confirmAtStripe(double, checkout.intent.paymentIntentId, "pm_card_visa");
    await sendWebhook(signedEvent("payment_intent.succeeded", double.intents.get(checkout.intent.paymentIntentId)!));
    await adminRefund(who.admin, checkout.orderId, { amount: 10 });
    double.failWith(500, { method: "POST", applied: true });
    await runDueJobs();
    double.failWith(null);
    await makeDue(checkout.orderId);
    await runDueJobs();
    expect(double.refunds.filter((refund) => refund.payment_intent === checkout.intent.paymentIntentId)).toHaveLength(1);
    expect((await refundRows(checkout.orderId))[0]).toMatchObject({ state: "succeeded" });
  });
});
