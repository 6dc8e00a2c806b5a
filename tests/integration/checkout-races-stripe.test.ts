import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, orderLines } from "@/db/schema";
import { createItem, createUser, json, tokenFor } from "./account-fixtures";
import { createIntent, intentFor, orderOf, putInCart, shipping, stockOf, SYDNEY_ADDRESS } from "./payments-fixtures";
import { confirmAtStripe, sendWebhook, signedEvent, withStripeDouble } from "./stripe-fixtures";
import type { StripeDouble } from "../support/stripe-double";
import { runDueJobs } from "@/lib/jobs/worker";
import "@/lib/jobs/all";
import { adminCancel } from "./order-life-fixtures";

// The checkout against the Stripe double: the order's lines and amount change together with the
// intent's amount under the order's lock, and what Stripe says it received is compared with the
// order before the order counts as paid.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
beforeAll(() => {
  double = stripeDouble();
});

async function checkout() {
  const user = await createUser();
  const token = await tokenFor(user);
  const first = await createItem({ priceMinor: 4000, stock: 20 });
  const second = await createItem({ priceMinor: 2500, stock: 20 });
  await putInCart(user.id, first.id, 1);
  const intent = await intentFor(token, "us", "usd");
  expect((await shipping(token, intent.paymentIntentId, { name: "Ann Lee", shipping: { ...SYDNEY_ADDRESS, country: "US", state: "NY", postal_code: "10001", city: "New York" } })).status).toBe(200);
  return { user, token, first, second, intent };
}

const intentOf = (double: StripeDouble, id: string) => double.intents.get(id)!;

describe("a cart changed after Stripe took the payment", () => {
  it("is refused (409) and the paid order keeps the lines Stripe charged for", async () => {
    const { user, token, first, second, intent } = await checkout();
    expect(await confirmAtStripe(double, intent.paymentIntentId, "pm_card_visa")).toMatchObject({ status: "succeeded", amount_received: 4000 });
    const db = await getDb();
    await db.delete(cartLines).where(eq(cartLines.userId, user.id));
    await putInCart(user.id, second.id, 3);
    const repriced = await createIntent(token, { currency: "usd", country: "us", cart: [] });
    expect(repriced.status).toBe(409);
    expect((await orderOf(intent.paymentIntentId)).amountMinor).toBe(4000);

    expect((await sendWebhook(signedEvent("payment_intent.succeeded", intentOf(double, intent.paymentIntentId)))).status).toBe(200);
    const order = await orderOf(intent.paymentIntentId);
    expect(order).toMatchObject({ paymentStatus: "paid", amountMinor: 4000, receivedAmountMinor: 4000, receivedCurrency: "USD" });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => [line.productItemId, line.quantity])).toEqual([[first.id, 1]]);
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([19, 20]);
    // The new cart is a checkout of its own now.
    const next = await intentFor(token, "us", "usd");
    expect(next.paymentIntentId).not.toBe(intent.paymentIntentId);
    expect(next.amount).toBe(75);
  });
});

describe("Stripe's success for another amount than the order's", () => {
  it("holds the order for review with both figures, takes no stock, and sends no confirmation", async () => {
    const { first, intent } = await checkout();
    // Changed outside the shop (say in Stripe's dashboard) to 35.00, then paid.
    const paid = Object.assign(intentOf(double, intent.paymentIntentId), { status: "succeeded", amount: 3500, amount_received: 3500 });
    expect((await sendWebhook(signedEvent("payment_intent.succeeded", paid))).status).toBe(200);
    const held = await orderOf(intent.paymentIntentId);
    expect(held).toMatchObject({ paymentStatus: "review", amountMinor: 4000, receivedAmountMinor: 3500 });
    expect(await stockOf(first.id)).toBe(20);

    // The owner is alerted on the dashboard while it waits.
    const { paymentsUnderReview } = await import("@/lib/orders/read/under-review");
    const waiting = await paymentsUnderReview();
    expect(waiting).toBeGreaterThanOrEqual(1);
    // The owner gives back what Stripe received (not the order's figure) and the order is cancelled.
    const admin = await tokenFor(await createUser({ role: "admin" }));
    expect((await adminCancel(admin, held.id)).status).toBe(200);
    await runDueJobs();
    expect(double.refunds.filter((refund) => refund.payment_intent === intent.paymentIntentId).map((refund) => refund.amount)).toEqual([3500]);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ fulfilmentStatus: "cancelled", refundedAmountMinor: 3500 });
    expect(await stockOf(first.id)).toBe(20);
    expect(await paymentsUnderReview()).toBe(waiting - 1);
  });

  it("holds it for another currency too, and refuses an event that says nothing of what was received", async () => {
    const { intent } = await checkout();
    const stripeIntent = intentOf(double, intent.paymentIntentId);
    const silent: Record<string, unknown> = { ...stripeIntent, status: "succeeded" };
    delete silent.amount_received;
    const answer = await sendWebhook(signedEvent("payment_intent.succeeded", silent));
    expect(answer.status).toBe(400);
    expect(await json(answer)).toEqual({ detail: "The event names no amount received" });
    expect((await orderOf(intent.paymentIntentId)).paymentStatus).toBe("pending");

    const euros = { ...stripeIntent, status: "succeeded", currency: "eur", amount_received: 4000 };
    await sendWebhook(signedEvent("payment_intent.succeeded", euros));
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "review", receivedCurrency: "EUR" });
  });
});
