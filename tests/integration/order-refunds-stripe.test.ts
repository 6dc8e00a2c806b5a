import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, jobs, orderEvents, orders } from "@/db/schema";
import { listOrders } from "@/lib/orders/read/admin-orders";
import { installationId } from "@/lib/payments/installation";
import { runDueJobs, runSweeps } from "@/lib/jobs/worker";
import { listOrdersForUser } from "@/lib/orders/read/history";
import { updateShopSettings } from "@/lib/settings/store";
import { callers, type Callers } from "./admin-fixtures";
import { stockOf } from "./payments-fixtures";
import { sendWebhook, signedPayload, stripeClientFor, succeededAtStripe, withStripeDouble } from "./stripe-fixtures";
import { stripeFixture, type StripeDouble } from "../support/stripe-double";
import {
  adminOrder,
  adminRefund,
  adminRetry,
  ageOrder,
  createUser,
  jobsOf,
  makeDue,
  orderRow,
  pendingCheckout,
  refundRows,
  shopperStatus,
  statusSteps,
  type Checkout,
} from "./order-life-fixtures";

// Refunds, disputes, payment progress and abandoned checkouts through the Stripe provider, against
// the local double of Stripe's API (the real `stripe` SDK) and Stripe's signed webhook events.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let who: Callers;
beforeAll(async () => {
  double = stripeDouble();
  who = await callers();
});
afterEach(() => double.failWith(null));

let eventNumber = 0;
/** A signed Stripe event about `object`, created at `created` (seconds), with a fresh id unless given. */
function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created: number,
  id = `evt_life_${++eventNumber}`,
) {
  return signedPayload(JSON.stringify({ ...stripeFixture("event"), id, type, created, data: { object } }));
}

function intentOf(checkout: Checkout): Record<string, unknown> {
  const intent = double.intents.get(checkout.intent.paymentIntentId);
  if (!intent) throw new Error("the double has no such intent");
  return intent;
}

/**
 * The charge of a checkout's payment as Stripe's charge events carry it, `refunded` minor units
 * refunded so far; no `refunds` list (API versions since 2022-11-15, as the SDK pins).
 */
function chargeOf(checkout: Checkout, amount: number, refunded: number) {
  const { refunds: _unlisted, ...charge } = stripeFixture("charge");
  return {
    ...charge,
    id: `ch_double_${checkout.intent.paymentIntentId}`,
    amount,
    amount_captured: amount,
    captured: true,
    paid: true,
    payment_intent: checkout.intent.paymentIntentId,
    amount_refunded: refunded,
    refunded: refunded === amount,
  };
}

function disputeOf(checkout: Checkout, amount: number) {
  return {
    id: `dp_${checkout.orderId}`,
    object: "dispute",
    amount,
    currency: "aud",
    charge: `ch_double_${checkout.intent.paymentIntentId}`,
    payment_intent: checkout.intent.paymentIntentId,
    reason: "fraudulent",
    status: "needs_response",
  };
}

/** Stripe took the payment: the double's intent succeeds and its event reaches the shop. */
async function pay(checkout: Checkout): Promise<void> {
  const intent = intentOf(checkout);
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  expect((await sendWebhook(stripeEvent("payment_intent.succeeded", intent, 1_700_000_100))).status).toBe(
    200,
  );
}

async function paidCheckout(quantities: number[]): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities);
  await pay(checkout);
  expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  return checkout;
}

const refundsAtStripe = (checkout: Checkout) =>
  [...double.refunds.values()].filter((refund) => refund.payment_intent === checkout.intent.paymentIntentId);

/** Delivers each event `times` times, round after round, in the order given. */
async function deliver(events: { payload: string; signature: string }[], times = 5): Promise<void> {
  for (let round = 0; round < times; round++)
    for (const event of events) expect((await sendWebhook(event)).status).toBe(200);
}

describe("refunds through Stripe", () => {
  it("refunds a line with restock: one refund at Stripe of that line's amount, keyed and labelled with the shop's refund", async () => {
    const checkout = await paidCheckout([2, 1]);
    const { lines } = await adminOrder(who.admin, checkout.orderId);
    const asked = await adminRefund(who.admin, checkout.orderId, {
      lines: [{ lineId: lines[0].id, quantity: 1 }],
      restock: true,
    });
    expect(asked.status).toBe(202);
    expect(await stockOf(checkout.items[0].id)).toBe(9);
    await runDueJobs();
    const sent = double.requests.filter(
      (request) =>
        request.method === "POST" &&
        request.path === "/v1/refunds" &&
        request.params.get("payment_intent") === checkout.intent.paymentIntentId,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].params.get("amount")).toBe("2000");
    const [stored] = await refundRows(checkout.orderId);
    expect(sent[0].headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].params.get("metadata[shopRefundId]")).toBe(String(asked.body.id));
    expect(sent[0].params.get("metadata[installationId]")).toBe(await installationId());
    // A refund that succeeded keeps the key it was made under.
    expect(stored.idempotencyKey).toBe(sent[0].headers["idempotency-key"]);
    const [refund] = await refundRows(checkout.orderId);
    expect(refund).toMatchObject({ state: "succeeded", providerRefundId: refundsAtStripe(checkout)[0].id });
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 20,
    });
  });

  it("retries a refund Stripe fails, showing it pending meanwhile, until it passes, and refunds once", async () => {
    const checkout = await paidCheckout([2]);
    expect((await adminRefund(who.admin, checkout.orderId, {})).status).toBe(202);
    double.failWith(500);
    await runDueJobs();
    let [job] = await jobsOf(checkout.orderId);
    expect(job).toMatchObject({ state: "queued", attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now()); // backed off
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "paid",
      refundedAmount: 0,
      refunds: [{ state: "pending", error: expect.stringMatching(/payment provider/) }],
    });
    expect(await shopperStatus(checkout)).toMatchObject({ status: "paid", progress: "refund_pending" });
    await makeDue(checkout.orderId);
    await runDueJobs();
    double.failWith(null);
    await makeDue(checkout.orderId);
    await runDueJobs();
    [job] = await jobsOf(checkout.orderId);
    expect(job).toMatchObject({ state: "done", attempts: 3 });
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "refunded",
      refundedAmount: 40,
      refunds: [{ state: "succeeded", error: null }],
    });
    expect(refundsAtStripe(checkout).map((refund) => refund.amount)).toEqual([4000]);
  });

  it("finds a refund Stripe made under an answer that was lost, rather than making a second", async () => {
    const checkout = await paidCheckout([1]);
    const asked = await adminRefund(who.admin, checkout.orderId, {});
    // The first attempt reached Stripe, but its answer never came back (the worker died).
    const sdk = new Stripe("sk_test_double", { host: "127.0.0.1", port: double.port, protocol: "http" });
    await sdk.refunds.create({
      payment_intent: checkout.intent.paymentIntentId,
      metadata: { shopRefundId: String(asked.body.id), installationId: await installationId() },
    });
    const db = await getDb();
    await db.update(jobs).set({ attempts: 1 }).where(eq(jobs.orderId, checkout.orderId));
    await runDueJobs();
    expect(refundsAtStripe(checkout)).toHaveLength(1);
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "refunded",
      refunds: [{ state: "succeeded" }],
    });
  });

  it("gives up asking after its attempts: the refund stays pending (Stripe may have made it), the job's failure is shown, and the owner's Retry passes", async () => {
    const checkout = await paidCheckout([1]);
    await adminRefund(who.admin, checkout.orderId, { amount: 5 });
    const db = await getDb();
    await db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.orderId, checkout.orderId));
    double.failWith(500);
    await runDueJobs();
    await makeDue(checkout.orderId);
    await runDueJobs();
    const [job] = await jobsOf(checkout.orderId);
    expect(job.state).toBe("failed");
    const failed = await adminOrder(who.admin, checkout.orderId);
    expect(failed).toMatchObject({
      status: "paid",
      refunds: [{ state: "pending", jobId: job.id, error: expect.any(String) }],
    });
    const ownerOnly = await db.select().from(orderEvents).where(eq(orderEvents.orderId, checkout.orderId));
    expect(ownerOnly.find((event) => event.type === "job")).toMatchObject({
      public: false,
      summary: expect.stringMatching(/failed/),
    });
    expect(await shopperStatus(checkout)).toMatchObject({ progress: "refund_pending" });

    double.failWith(null);
    expect(await adminRetry(who.admin, job.id)).toMatchObject({
      status: 200,
      body: { id: job.id, state: "queued" },
    });
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({ refunds: [{ state: "pending" }] });
    await runDueJobs();
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 5,
      refunds: [{ state: "succeeded" }],
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(checkout.orderId)));
    expect(audit.map((entry) => entry.action)).toEqual(["refund requested", "job retried"]);
  });

  it("refunds a payment whose stock ran out through the job, the order saying so until Stripe confirms", async () => {
    const checkout = await pendingCheckout([3]);
    const db = await getDb();
    const { productItems } = await import("@/db/schema");
    await db.update(productItems).set({ stock: 2 }).where(eq(productItems.id, checkout.items[0].id));
    await pay(checkout);
    expect(await shopperStatus(checkout)).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/sold out.*is being refunded/),
      progress: "refund_pending",
    });
    await runDueJobs();
    expect(await shopperStatus(checkout)).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/sold out.*has been refunded/),
      progress: null,
    });
    expect(refundsAtStripe(checkout).map((refund) => refund.amount)).toEqual([6000]);
    expect(await stockOf(checkout.items[0].id)).toBe(2);
  });
});

describe("Stripe's events, each delivered five times and out of order", () => {
  it("refunds made in Stripe's dashboard: recorded once, the order refunded, whatever the order of delivery", async () => {
    const backwards = await pendingCheckout([2]);
    const forwards = await pendingCheckout([2]);
    const sdk = stripeClientFor(double);
    const events = async (checkout: Checkout) => {
      const intent = succeededAtStripe(double, checkout.intent.paymentIntentId);
      // charge.refunded lists no refunds (API versions since 2022-11-15): the shop asks Stripe.
      const chargeAfter = async (amount: number) => {
        await sdk.refunds.create({ payment_intent: checkout.intent.paymentIntentId, amount });
        return (double.chargeRefundedEvent(checkout.intent.paymentIntentId).data as { object: Record<string, unknown> }).object;
      };
      return [
        stripeEvent("payment_intent.processing", { ...intent, status: "processing" }, 1_700_000_000),
        stripeEvent("payment_intent.succeeded", { ...intent }, 1_700_000_100),
        stripeEvent("charge.refunded", await chargeAfter(1000), 1_700_000_200),
        stripeEvent("charge.refunded", await chargeAfter(3000), 1_700_000_300),
      ];
    };
    await deliver((await events(backwards)).reverse());
    await deliver(await events(forwards));
    for (const checkout of [backwards, forwards]) {
      expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
        status: "refunded",
        refundedAmount: 40,
      });
      expect(await stockOf(checkout.items[0].id)).toBe(8); // taken once, never returned by a money refund
      // Each of Stripe's refunds once, by its id, whichever event told of it.
      expect(
        (await refundRows(checkout.orderId)).map((refund) => [refund.reason, refund.state, refund.amountMinor]),
      ).toEqual([
        ["provider", "succeeded", 1000],
        ["provider", "succeeded", 3000],
      ]);
      expect(await statusSteps(checkout.orderId)).toEqual([
        "pending→paid",
        "paid→partially_refunded",
        "partially_refunded→refunded",
      ]);
    }
  });

  it("a dispute makes the order disputed once, and a later refund or replay never takes it back", async () => {
    const checkout = await pendingCheckout([1]);
    const intent = succeededAtStripe(double, checkout.intent.paymentIntentId);
    const succeeded = stripeEvent("payment_intent.succeeded", intent, 1_700_000_100);
    const dispute = stripeEvent("charge.dispute.created", disputeOf(checkout, 2000), 1_700_000_200);
    await deliver([dispute, succeeded]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "disputed" });
    expect(await stockOf(checkout.items[0].id)).toBe(9);
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "paid→disputed"]);
    Object.assign(intentOf(checkout), { status: "succeeded", amount_received: 2000 });
    await stripeClientFor(double).refunds.create({ payment_intent: checkout.intent.paymentIntentId });
    const refunded = stripeEvent("charge.refunded", chargeOf(checkout, 2000, 2000), 1_700_000_300);
    await deliver([refunded, dispute, succeeded]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "refunded", refundedAmountMinor: 2000 });
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "paid→disputed", "disputed→refunded"]);
  });

  it("processing and needs-action: timeline steps while pending, the shopper sees the latest, the order stays pending", async () => {
    const checkout = await pendingCheckout([1]);
    const intent = intentOf(checkout);
    const needsAction = stripeEvent(
      "payment_intent.requires_action",
      { ...intent, status: "requires_action" },
      1_700_000_000,
    );
    const processing = stripeEvent(
      "payment_intent.processing",
      { ...intent, status: "processing" },
      1_700_000_050,
    );
    await deliver([processing, needsAction]);
    expect(await shopperStatus(checkout)).toMatchObject({ status: "pending", progress: "processing" });
    const db = await getDb();
    const steps = await db.select().from(orderEvents).where(eq(orderEvents.orderId, checkout.orderId));
    expect(
      steps
        .filter((step) => step.type === "payment")
        .map((step) => step.summary)
        .sort(),
    ).toEqual(["Payment needs your action (for example your bank's 3-D Secure check)", "Payment processing"]);
    await pay(checkout);
    await deliver([needsAction, processing]);
    expect(await shopperStatus(checkout)).toMatchObject({ status: "paid", progress: null });
    expect(
      (await db.select().from(orderEvents).where(eq(orderEvents.orderId, checkout.orderId))).filter(
        (step) => step.type === "payment",
      ),
    ).toHaveLength(2);
  });

  it("the shop's own refunds seen in charge.refunded: confirmed by it when it comes first, never counted twice", async () => {
    const checkout = await paidCheckout([2]);
    const first = await adminRefund(who.admin, checkout.orderId, { amount: 10 });
    await runDueJobs();
    const [made] = refundsAtStripe(checkout);
    await deliver([stripeEvent("charge.refunded", chargeOf(checkout, 4000, 1000), 1_700_000_200)]);
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 10,
      refunds: [{ id: first.body.id }],
    });

    // Stripe's event overtakes the job's own answer (the refund is made, the job has not heard): it confirms the pending refund.
    const second = await adminRefund(who.admin, checkout.orderId, { amount: 5 });
    const seen = await stripeClientFor(double).refunds.create({
      payment_intent: checkout.intent.paymentIntentId,
      amount: 500,
      metadata: { shopRefundId: String(second.body.id) },
    });
    await deliver([stripeEvent("charge.refunded", chargeOf(checkout, 4000, 1500), 1_700_000_300)]);
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      refundedAmount: 15,
      refunds: [{ state: "succeeded" }, { id: second.body.id, state: "succeeded" }],
    });
    await runDueJobs();
    expect(refundsAtStripe(checkout).map((refund) => refund.id)).toEqual([made.id, seen.id]); // the job asked nothing more
    expect(await refundRows(checkout.orderId)).toHaveLength(2);
  });
});

describe("abandoned checkouts", () => {
  it("expire once with two workers sweeping and running jobs: one cancellation at Stripe, off the active lists", async () => {
    const abandoned = await pendingCheckout([1]);
    const fresh = await pendingCheckout([1]);
    await ageOrder(abandoned.orderId, 25);
    await Promise.all([runSweeps(), runSweeps()]);
    await Promise.all([runDueJobs(), runDueJobs()]);
    await Promise.all([runSweeps(), runSweeps()]);
    await Promise.all([runDueJobs(), runDueJobs()]);
    expect(await orderRow(abandoned.orderId)).toMatchObject({ paymentStatus: "expired" });
    expect(await orderRow(fresh.orderId)).toMatchObject({ paymentStatus: "pending" });
    const cancels = double.requests.filter(
      (request) => request.path === `/v1/payment_intents/${abandoned.intent.paymentIntentId}/cancel`,
    );
    expect(cancels).toHaveLength(1);
    expect(intentOf(abandoned).status).toBe("canceled");
    expect(await statusSteps(abandoned.orderId)).toEqual(["pending→expired"]);
    expect(await jobsOf(abandoned.orderId)).toEqual([
      expect.objectContaining({ kind: "payment.cancel_intent", state: "done" }),
    ]);

    // Stripe's word of the cancellation changes nothing more.
    await deliver([stripeEvent("payment_intent.canceled", { ...intentOf(abandoned) }, 1_700_000_500)]);
    expect(await shopperStatus(abandoned)).toMatchObject({ status: "expired" });
    expect(await listOrdersForUser(abandoned.user.id)).toEqual([]);
    const active = await listOrders({ page: 1, pageSize: 50 });
    expect(active.results.map((order) => order.id)).not.toContain(abandoned.orderId);
    const expired = await listOrders({ page: 1, pageSize: 50, status: "expired" });
    expect(expired.results.map((order) => order.id)).toContain(abandoned.orderId);
  });

  it("settles a payment that succeeded after all as paid instead of cancelling it", async () => {
    const checkout = await pendingCheckout([2]);
    succeededAtStripe(double, checkout.intent.paymentIntentId);
    await ageOrder(checkout.orderId, 30);
    await Promise.all([runSweeps(), runSweeps()]);
    await Promise.all([runDueJobs(), runDueJobs()]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await stockOf(checkout.items[0].id)).toBe(8);
    expect(
      double.requests.filter(
        (request) =>
          request.path.endsWith("/cancel") && request.path.includes(checkout.intent.paymentIntentId),
      ),
    ).toEqual([]);
  });

  it("waits as long as the shop's setting says", async () => {
    const owner = await createUser({ role: "admin" });
    await updateShopSettings(owner, { checkoutExpiryHours: 48 });
    const checkout = await pendingCheckout([1]);
    await ageOrder(checkout.orderId, 30);
    await runSweeps();
    await runDueJobs();
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "pending" });
    await ageOrder(checkout.orderId, 49);
    await runSweeps();
    await runDueJobs();
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "expired" });
    await updateShopSettings(owner, { checkoutExpiryHours: 24 });
  });
  it("expires a checkout that never reached a provider (a demo order) without asking any, and still refuses another provider's intent", async () => {
    const db = await getDb();
    const neverStarted = await pendingCheckout([1]);
    const otherProvider = await pendingCheckout([1]);
    await db.update(orders).set({ provider: "seed", clientSecret: null }).where(eq(orders.id, neverStarted.orderId));
    await db.update(orders).set({ provider: "seed" }).where(eq(orders.id, otherProvider.orderId));
    await ageOrder(neverStarted.orderId, 25);
    await ageOrder(otherProvider.orderId, 25);
    const requestsBefore = double.requests.length;
    await runSweeps();
    await runDueJobs();
    expect(await orderRow(neverStarted.orderId)).toMatchObject({ paymentStatus: "expired" });
    expect(await jobsOf(neverStarted.orderId)).toEqual([expect.objectContaining({ kind: "payment.cancel_intent", state: "done" })]);
    // An intent taken by a provider the shop no longer uses is not Stripe's to cancel: the job fails for the owner to see.
    expect(await orderRow(otherProvider.orderId)).toMatchObject({ paymentStatus: "pending" });
    expect(await jobsOf(otherProvider.orderId)).toEqual([expect.objectContaining({ kind: "payment.cancel_intent", state: "queued" })]);
    expect(double.requests.slice(requestsBefore)).toEqual([]);
  });
});
