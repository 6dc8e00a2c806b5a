/** @jest-environment node */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItems } from "@/db/schema";
import { timelineOf } from "@/lib/orders/read/timeline";
import { lockOrder, moveOrder } from "@/lib/orders/transitions";
import { callers, type Callers } from "./admin-fixtures";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";
import { adminCancel, adminRefund, orderRow, pendingCheckout, type Checkout } from "./order-life-fixtures";
import { sendWebhook, signedPayload, stripeClientFor, withStripeDouble } from "./stripe-fixtures";
import { stripeFixture, type StripeDouble } from "../support/stripe-double";

// Each change a shopper hears about queues its mail in the change's own transaction, through
// Stripe (the double and its signed events): one mail however often the event is delivered.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let who: Callers;
beforeAll(async () => {
  useFreshMailDir();
  double = stripeDouble();
  who = await callers();
});

let eventNumber = 0;
function stripeEvent(type: string, object: Record<string, unknown>, created = 1_700_000_100) {
  return signedPayload(JSON.stringify({ ...stripeFixture("event"), id: `evt_mail_${++eventNumber}`, type, created, data: { object } }));
}

function intentOf(checkout: Checkout): Record<string, unknown> {
  const intent = double.intents.get(checkout.intent.paymentIntentId);
  if (!intent) throw new Error("the double has no such intent");
  return intent;
}

/** Delivers each event five times, as Stripe may, and runs the job worker after each round. */
async function deliver(...events: { payload: string; signature: string }[]): Promise<void> {
  for (let round = 0; round < 5; round++) {
    for (const event of events) expect((await sendWebhook(event)).status).toBe(200);
    await runJobs();
  }
}

async function paidCheckout(quantities: number[]): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities);
  const intent = intentOf(checkout);
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  await deliver(stripeEvent("payment_intent.succeeded", intent));
  expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  return checkout;
}

const subjects = (checkout: Checkout) => mailTo(checkout.user.email).map((mail) => mail.subject);
const shopperSteps = async (orderId: number) => (await timelineOf(orderId, "shopper")).map((event) => event.summary);

describe("the mails the order's changes send", () => {
  it("payment received: 'Payment received' on the timeline and one confirmation", async () => {
    const checkout = await paidCheckout([1]);
    expect(subjects(checkout)).toEqual([`Your order #${checkout.orderId} is confirmed`]);
    expect(await shopperSteps(checkout.orderId)).toEqual(["Payment received"]);
  });

  it("a cancellation: one mail telling what goes back to the card, and no separate refund mail", async () => {
    const checkout = await paidCheckout([2]);
    expect((await adminCancel(who.admin, checkout.orderId)).status).toBe(200);
    await runJobs();
    await runJobs();
    expect((await adminCancel(who.admin, checkout.orderId)).status).toBe(409);
    await runJobs();
    expect((await orderRow(checkout.orderId)).refundedAmountMinor).toBe(4000);
    const cancelled = mailTo(checkout.user.email).filter((mail) => mail.subject.includes("cancelled"));
    expect(cancelled.map((mail) => mail.subject)).toEqual([`Your order #${checkout.orderId} has been cancelled`]);
    expect(cancelled[0].text).toContain("We are refunding $40.00 AUD to the card you paid with.");
    expect(subjects(checkout).filter((subject) => subject.startsWith("Refund"))).toEqual([]);
  });

  it("a payment whose stock ran out: one mail saying the order is cancelled and why, and the money goes back", async () => {
    const checkout = await pendingCheckout([1]);
    const db = await getDb();
    await db.update(productItems).set({ stock: 0 }).where(eq(productItems.id, checkout.items[0].id));
    const intent = intentOf(checkout);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    await deliver(stripeEvent("payment_intent.succeeded", intent));
    await runJobs();
    const mails = mailTo(checkout.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order #${checkout.orderId} has been cancelled`]);
    expect(mails[0].text).toContain("Reason: Some items sold out before your payment completed.");
    expect(mails[0].text).toContain("We are refunding $20.00 AUD to the card you paid with.");
  });

  it("the owner's refund of a line: one refund mail once Stripe confirms it, however often the job and the event run", async () => {
    const checkout = await paidCheckout([1, 1]);
    const before = subjects(checkout).length;
    const asked = await adminRefund(who.admin, checkout.orderId, { amount: 5, restock: false });
    expect(asked.status).toBe(202);
    await runJobs();
    const refund = [...double.refunds.values()].find((made) => made.payment_intent === checkout.intent.paymentIntentId);
    expect(refund).toBeDefined();
    // Stripe's charge.refunded for the same refund, delivered again and again, adds no mail.
    await deliver(
      stripeEvent("charge.refunded", {
        ...stripeFixture("charge"),
        id: `ch_double_${checkout.intent.paymentIntentId}`,
        amount: 4000,
        amount_refunded: 500,
        payment_intent: checkout.intent.paymentIntentId,
      }),
    );
    const refundMails = mailTo(checkout.user.email).slice(before);
    expect(refundMails.map((mail) => mail.subject)).toEqual([`Refund of $5.00 AUD for your order #${checkout.orderId}`]);
    expect(refundMails[0].text).toContain("Refunded so far: $5.00 AUD of $40.00 AUD.");
  });

  it("a refund made in Stripe's dashboard: recorded once, one refund mail", async () => {
    const checkout = await paidCheckout([1]);
    await stripeClientFor(double).refunds.create({ payment_intent: checkout.intent.paymentIntentId });
    // charge.refunded lists no refunds (API versions since 2022-11-15): the shop reads them from Stripe.
    const event = double.chargeRefundedEvent(checkout.intent.paymentIntentId);
    await deliver(signedPayload(JSON.stringify(event)));
    expect((await orderRow(checkout.orderId)).paymentStatus).toBe("refunded");
    expect(subjects(checkout).filter((subject) => subject.startsWith("Refund"))).toEqual([
      `Refund of $20.00 AUD for your order #${checkout.orderId}`,
    ]);
  });

  it("a declined card is a timeline step and no mail; a cancelled payment fails the order with one mail", async () => {
    const checkout = await pendingCheckout([1]);
    const intent = intentOf(checkout);
    await deliver(
      stripeEvent("payment_intent.payment_failed", {
        ...intent,
        status: "requires_payment_method",
        last_payment_error: { message: "Your card was declined." },
      }),
    );
    expect((await orderRow(checkout.orderId)).paymentStatus).toBe("pending");
    expect(subjects(checkout)).toEqual([]);
    expect(await shopperSteps(checkout.orderId)).toEqual(["Card declined: Your card was declined."]);

    await deliver(stripeEvent("payment_intent.canceled", { ...intent, status: "canceled" }, 1_700_000_200));
    expect((await orderRow(checkout.orderId)).paymentStatus).toBe("failed");
    const [mail, ...more] = mailTo(checkout.user.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your payment for order #${checkout.orderId} did not go through`);
    expect(mail.text).toContain("Reason: Payment was cancelled");
    expect(await shopperSteps(checkout.orderId)).toEqual([
      "Card declined: Your card was declined.",
      "Payment failed: Payment was cancelled",
    ]);
  });

  it("a payment cancelled after the checkout expired: on the owner's timeline only, no mail", async () => {
    const checkout = await pendingCheckout([1]);
    const db = await getDb();
    await db.transaction(async (tx) =>
      moveOrder(tx, await lockOrder(tx, checkout.orderId), { payment: "expired", summary: "Checkout abandoned" }),
    );
    await deliver(stripeEvent("payment_intent.canceled", { ...intentOf(checkout), status: "canceled" }));
    expect((await orderRow(checkout.orderId)).paymentStatus).toBe("expired");
    expect(subjects(checkout)).toEqual([]);
    const owner = (await timelineOf(checkout.orderId, "owner")).map((event) => event.summary);
    expect(owner).toEqual(["Checkout abandoned", "The payment provider reported: Payment was cancelled"]);
    expect(await shopperSteps(checkout.orderId)).toEqual(["Checkout abandoned"]);
  });
});
