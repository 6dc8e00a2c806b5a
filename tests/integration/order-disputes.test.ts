/** @jest-environment node */
import { disputeViewsOf } from "@/lib/orders/payment/disputes";
import { runDueJobs } from "@/lib/jobs/worker";
import { callers, type Callers } from "./admin-fixtures";
import { adminRefund, orderRow, pendingCheckout, refundRows, statusSteps, timelineSummaries, type Checkout } from "./order-life-fixtures";
import { disputeEvent, sendWebhook, signedPayload, withStripeDouble } from "./stripe-fixtures";
import { stripeFixture, type StripeDouble } from "../support/stripe-double";

// Issue 34, defect 7: a card holder's dispute through its whole life, from Stripe's signed
// events (each delivered twice and out of order): opened, updated, won or lost, funds withdrawn
// and reinstated; and a refund of a disputed charge refused by the shop as Stripe would refuse it.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let who: Callers;
beforeAll(async () => {
  double = stripeDouble();
  who = await callers();
});

const intentOf = (checkout: Checkout) => double.intents.get(checkout.intent.paymentIntentId)!;

async function deliver(events: { payload: string; signature: string }[]): Promise<void> {
  for (let round = 0; round < 2; round++)
    for (const event of events) expect((await sendWebhook(event)).status).toBe(200);
}

/** A checkout paid at Stripe (the double's intent succeeded) and its event delivered. */
async function paidCheckout(): Promise<Checkout> {
  const checkout = await pendingCheckout([1]);
  const intent = intentOf(checkout);
  Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: `ch_${checkout.orderId}` });
  const succeeded = JSON.stringify({ ...stripeFixture("event"), id: `evt_paid_${checkout.orderId}`, type: "payment_intent.succeeded", created: 1_700_000_000, data: { object: intent } });
  await deliver([signedPayload(succeeded)]);
  expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "paid" });
  return checkout;
}

describe("a card holder's dispute", () => {
  it("won: the order returns to the status it had, funds withdrawn and reinstated on the timeline once, whatever the order of delivery", async () => {
    const checkout = await paidCheckout();
    const opened = double.openDispute(checkout.intent.paymentIntentId);
    const events = [
      disputeEvent("charge.dispute.created", opened, 1_700_000_100),
      disputeEvent("charge.dispute.funds_withdrawn", opened, 1_700_000_101),
      disputeEvent("charge.dispute.updated", { ...opened, status: "under_review" }, 1_700_000_200),
    ];
    await deliver(events);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "disputed" });
    const won = double.closeDispute(String(opened.id), "won");
    const closing = [
      disputeEvent("charge.dispute.closed", won, 1_700_000_300),
      disputeEvent("charge.dispute.funds_reinstated", won, 1_700_000_301),
    ];
    await deliver([...closing, ...events].reverse());
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "paid→disputed", "disputed→paid"]);
    const summaries = await timelineSummaries(checkout.orderId);
    expect(summaries.filter((summary) => summary.includes("withdrawn"))).toHaveLength(1);
    expect(summaries.filter((summary) => summary.includes("reinstated"))).toHaveLength(1);
    expect(await disputeViewsOf(checkout.orderId)).toEqual([
      expect.objectContaining({ state: "Won: the payment stays with the shop", withdrawnMinor: 2000, reinstatedMinor: 2000 }),
    ]);
  });

  it("won before its opening is delivered: the order never leaves paid", async () => {
    const checkout = await paidCheckout();
    const opened = double.openDispute(checkout.intent.paymentIntentId);
    const won = double.closeDispute(String(opened.id), "won");
    await deliver([disputeEvent("charge.dispute.closed", won, 1_700_000_300), disputeEvent("charge.dispute.created", opened, 1_700_000_100)]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid"]);
  });

  it("lost: the money is gone, shown as such on the order's disputes and timeline; the order stays disputed and cannot be refunded", async () => {
    const checkout = await paidCheckout();
    const opened = double.openDispute(checkout.intent.paymentIntentId, { reason: "product_not_received" });
    const lost = double.closeDispute(String(opened.id), "lost");
    await deliver([disputeEvent("charge.dispute.closed", lost, 1_700_000_300), disputeEvent("charge.dispute.created", opened, 1_700_000_100)]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "disputed" });
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "paid→disputed"]);
    expect(await timelineSummaries(checkout.orderId)).toContain("Dispute of $20.00 AUD lost: the card holder's bank took the money back");
    expect(await disputeViewsOf(checkout.orderId)).toEqual([
      expect.objectContaining({ reason: "product not received", state: "Lost: the card holder's bank took the money back" }),
    ]);
    const refused = await adminRefund(who.admin, checkout.orderId, { amount: 5 });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("the card holder's bank took the payment back when the dispute was lost");
  });

  it("open: a refund from the admin is refused with the reason (409) and nothing is asked of Stripe, until Stripe says the charge is refundable", async () => {
    const checkout = await paidCheckout();
    const opened = double.openDispute(checkout.intent.paymentIntentId);
    await deliver([disputeEvent("charge.dispute.created", opened, 1_700_000_100)]);
    const refundsAsked = () => double.requests.filter((request) => request.method === "POST" && request.path === "/v1/refunds").length;
    const asked = refundsAsked();
    const refused = await adminRefund(who.admin, checkout.orderId, { amount: 5 });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("cannot be refunded while the card holder's dispute of its payment is open");
    expect(await refundRows(checkout.orderId)).toEqual([]);
    await runDueJobs();
    expect(refundsAsked()).toBe(asked);

    const refundable = double.markDisputeRefundable(String(opened.id));
    await deliver([disputeEvent("charge.dispute.updated", refundable, 1_700_000_200)]);
    expect((await adminRefund(who.admin, checkout.orderId, { amount: 5 })).status).toBe(202);
    await runDueJobs();
    expect(await refundRows(checkout.orderId)).toEqual([expect.objectContaining({ amountMinor: 500, state: "succeeded" })]);
  });
});
