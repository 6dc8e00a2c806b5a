import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { GET as getReconciliation, POST as postReconciliation } from "@/app/api/admin/reconciliation/route";
import { GET as getMetrics } from "@/app/api/metrics/route";
import { getDb } from "@/db/client";
import { jobs, orders } from "@/db/schema";
import { runDueJobs } from "@/lib/jobs/worker";
import type { Difference } from "@/lib/orders/ledger/compare";
import { latestReconciliationSchema, reconciliationRunSchema } from "@/lib/orders/ledger/contract";
import { queueDailyReconciliation, RECONCILE_JOB } from "@/lib/orders/ledger/jobs";
import { reconcile } from "@/lib/orders/ledger/reconcile";
import { latestReconciliation } from "@/lib/orders/ledger/runs";
import { installationId } from "@/lib/payments/installation";
import { resetPaymentProvider } from "@/lib/payments/provider";
import { RECONCILIATION_NEEDS_STRIPE } from "@/lib/payments/test-provider";
import type { StripeDouble } from "../support/stripe-double";
import { sampleValue } from "../support/prometheus-text";
import { callers, jsonRequest, send, type Callers } from "./admin-fixtures";
import { adminRefund, orderRow, pendingCheckout, refundRows, type Checkout } from "./order-life-fixtures";
import { sendWebhook, signedEvent, stripeClientFor, succeededAtStripe, withStripeDouble } from "./stripe-fixtures";

// Reconciliation (issue 34, item 8): the shop's orders and refunds against what the Stripe double
// has of this installation, with differences planted behind the shop's back.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let who: Callers;
beforeAll(async () => {
  double = stripeDouble();
  who = await callers();
});

const today = () => new Date().toISOString().slice(0, 10);
const todayRange = () => ({ from: today(), to: today() });

/** Stripe took the payment: the double's intent succeeds and its signed event reaches the shop. */
async function paidCheckout(quantities = [1]): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities);
  const intent = succeededAtStripe(double, checkout.intent.paymentIntentId);
  expect((await sendWebhook(signedEvent("payment_intent.succeeded", intent))).status).toBe(200);
  expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  return checkout;
}

/** A refund asked for in the admin and made at Stripe by the job worker. */
async function refundedInShop(checkout: Checkout, amount: number): Promise<void> {
  expect((await adminRefund(who.admin, checkout.orderId, { amount, restock: false })).status).toBe(202);
  await runDueJobs();
  expect((await refundRows(checkout.orderId)).map((refund) => refund.state)).toEqual(["succeeded"]);
}

const about = (differences: Difference[], orderId: number) => differences.filter((d) => d.orderId === orderId);

async function editOrder(orderId: number, change: Partial<typeof orders.$inferInsert>): Promise<void> {
  const db = await getDb();
  await db.update(orders).set(change).where(eq(orders.id, orderId));
}

describe("reconciliation against Stripe", () => {
  it("finds no difference in a shop whose orders and refunds all went through it", async () => {
    await paidCheckout([2]);
    await refundedInShop(await paidCheckout([1, 1]), 5);
    await pendingCheckout([1]);
    const { differences, provider } = await reconcile(todayRange());
    expect(provider).toBe("stripe");
    expect(differences).toEqual([]);
  });

  it("finds a paid order's amount edited in the database, with both figures", async () => {
    const checkout = await paidCheckout([1]);
    const { amountMinor } = await orderRow(checkout.orderId);
    await editOrder(checkout.orderId, { amountMinor: amountMinor - 500 });
    const found = about((await reconcile(todayRange())).differences, checkout.orderId);
    expect(found).toEqual([
      {
        kind: "amount_differs",
        orderId: checkout.orderId,
        providerId: checkout.intent.paymentIntentId,
        shop: { amountMinor: amountMinor - 500, currency: "AUD" },
        provider: { amountMinor, currency: "AUD" },
      },
    ]);
  });

  it("finds an order's refunded amount edited in the database", async () => {
    const checkout = await paidCheckout([1]);
    await refundedInShop(checkout, 5);
    await editOrder(checkout.orderId, { refundedAmountMinor: 900 });
    const found = about((await reconcile(todayRange())).differences, checkout.orderId);
    expect(found).toEqual([
      expect.objectContaining({
        kind: "refunded_total_differs",
        shop: { amountMinor: 900, currency: "AUD" },
        provider: { amountMinor: 500, currency: "AUD" },
      }),
    ]);
  });

  it("finds a refund made at Stripe without the shop knowing (its dashboard)", async () => {
    const checkout = await paidCheckout([1]);
    const refund = await stripeClientFor(double).refunds.create({ payment_intent: checkout.intent.paymentIntentId, amount: 700 });
    const found = about((await reconcile(todayRange())).differences, checkout.orderId);
    expect(found.map((d) => [d.kind, d.providerId])).toEqual([
      ["refund_missing_in_shop", refund.id],
      ["refunded_total_differs", null],
    ]);
    expect(found[0].provider).toEqual({ amountMinor: 700, currency: "AUD", state: "succeeded" });
  });

  it("finds an order marked paid in the database whose payment Stripe never took", async () => {
    const checkout = await pendingCheckout([1]);
    await editOrder(checkout.orderId, { paymentStatus: "paid" });
    const found = about((await reconcile(todayRange())).differences, checkout.orderId);
    expect(found).toEqual([
      expect.objectContaining({ kind: "charge_missing_at_provider", provider: { state: "requires_payment_method" } }),
    ]);
  });

  it("ignores another installation's paid intent and refund for the same order number, and finds this installation's", async () => {
    const checkout = await pendingCheckout([1]);
    const stripe = stripeClientFor(double);
    const other = await stripe.paymentIntents.create({
      amount: 4200,
      currency: "aud",
      metadata: { installationId: randomUUID(), orderId: String(checkout.orderId) },
    });
    succeededAtStripe(double, other.id);
    await stripe.refunds.create({ payment_intent: other.id, amount: 100 });
    expect(await installationId()).not.toBe(other.metadata.installationId);
    const before = (await reconcile(todayRange())).differences;
    expect(about(before, checkout.orderId)).toEqual([]);
    expect(before.filter((d) => d.providerId === other.id)).toEqual([]);
    // This installation's intent for the order paid at Stripe, the shop never told: found.
    succeededAtStripe(double, checkout.intent.paymentIntentId);
    const after = about((await reconcile(todayRange())).differences, checkout.orderId);
    expect(after).toEqual([
      expect.objectContaining({
        kind: "charge_missing_in_shop",
        providerId: checkout.intent.paymentIntentId,
        shop: { state: "pending" },
      }),
    ]);
  });

  it("compares only the range asked for", async () => {
    const checkout = await paidCheckout([1]);
    await editOrder(checkout.orderId, { refundedAmountMinor: 100 });
    const { differences } = await reconcile({ from: "2020-01-01", to: "2020-01-31" });
    expect(differences).toEqual([]);
  });

  it("says the built-in test provider has nothing to compare rather than pretending", async () => {
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetPaymentProvider();
    try {
      await expect(reconcile(todayRange())).rejects.toMatchObject({ status: 409, message: RECONCILIATION_NEEDS_STRIPE });
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetPaymentProvider();
    }
  });
});

describe("the reconciliation route", () => {
  const post = (token: string | undefined, body: unknown) =>
    send(postReconciliation, jsonRequest("/api/admin/reconciliation", "POST", token, body));

  it("lets an admin run it for a range and read the latest run, each difference naming its order", async () => {
    const checkout = await paidCheckout([1]);
    await editOrder(checkout.orderId, { refundedAmountMinor: 300 });
    const ran = await post(who.admin, todayRange());
    expect(ran.status).toBe(200);
    const run = reconciliationRunSchema.parse(ran.body);
    expect(run).toMatchObject({ from: today(), to: today(), trigger: "admin" });
    expect(run.differenceCount).toBe(run.differences.length);
    expect(run.differences).toContainEqual(
      expect.objectContaining({
        kind: "refunded_total_differs",
        label: "Total refunded differs",
        orderId: checkout.orderId,
        shop: expect.objectContaining({ amount: 3, currency: "AUD" }),
        provider: expect.objectContaining({ amount: 0, currency: "AUD" }),
      }),
    );
    const latest = await send(getReconciliation, jsonRequest("/api/admin/reconciliation", "GET", who.admin));
    expect(latest.status).toBe(200);
    expect(latestReconciliationSchema.parse(latest.body).run?.id).toBe(run.id);
  });

  it("refuses customers (403), signed-out callers (401) and a range that is not one (400)", async () => {
    expect((await post(who.customer, todayRange())).status).toBe(403);
    expect((await post(undefined, todayRange())).status).toBe(401);
    expect((await send(getReconciliation, jsonRequest("/api/admin/reconciliation", "GET", who.customer))).status).toBe(403);
    expect((await send(getReconciliation, jsonRequest("/api/admin/reconciliation", "GET", undefined))).status).toBe(401);
    expect((await post(who.admin, { from: "2026-03-02", to: "2026-03-01" })).status).toBe(400);
    expect((await post(who.admin, { from: "2026-13-01", to: "2026-13-02" })).status).toBe(400);
    expect((await post(who.admin, { from: "2024-01-01", to: "2026-01-01" })).status).toBe(400);
    expect((await post(who.admin, {})).status).toBe(400);
  });
});

describe("the daily reconciliation", () => {
  it("runs once a day from the worker, keeps its differences and reports their count as a metric", async () => {
    const checkout = await paidCheckout([1]);
    await editOrder(checkout.orderId, { amountMinor: 1 });
    await queueDailyReconciliation();
    await queueDailyReconciliation();
    const db = await getDb();
    const queued = await db.select().from(jobs).where(eq(jobs.kind, RECONCILE_JOB));
    expect(queued).toHaveLength(1);
    await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, RECONCILE_JOB));
    await runDueJobs();
    const run = await latestReconciliation();
    expect(run).toMatchObject({ trigger: "daily", range: { to: today() } });
    expect(about(run?.differences ?? [], checkout.orderId).map((d) => d.kind)).toEqual(["amount_differs"]);

    process.env.METRICS_TOKEN = "reconcile-metrics-token";
    try {
      const response = await getMetrics(
        new Request("http://localhost/api/metrics", { headers: { authorization: "Bearer reconcile-metrics-token" } }),
        { params: Promise.resolve({}) },
      );
      expect(sampleValue(await response.text(), "shop_payments_reconciliation_differences", {})).toBe(run?.differenceCount);
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });
});

describe("npm run payments:reconcile", () => {
  it("prints each difference with its order and exits 1; exits 0 over days that agree", async () => {
    const checkout = await paidCheckout([1]);
    await editOrder(checkout.orderId, { amountMinor: 2 });
    const script = resolve(__dirname, "../../scripts/payments-reconcile.ts");
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=react-server", script, ...args], {
        cwd: resolve(__dirname, "../.."),
        env: { ...process.env, NODE_OPTIONS: "" },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: `${error.stdout}${error.stderr}` }),
      );
    const differing = await run(["--from", today(), "--to", today()]);
    expect(differing.code).toBe(1);
    expect(differing.stdout).toContain(`order ${checkout.orderId} [${checkout.intent.paymentIntentId}]: Amount charged differs`);
    const agreeing = await run(["--from", "2020-01-01", "--to", "2020-01-02"]);
    expect(agreeing).toEqual({ code: 0, stdout: "The shop's orders and Stripe agree from 2020-01-01 to 2020-01-02.\n" });
  }, 60_000);
});
