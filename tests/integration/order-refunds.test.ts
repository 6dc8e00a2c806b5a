import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, orders } from "@/db/schema";
import { ConflictError } from "@/lib/errors";
import { runDueJobs } from "@/lib/jobs/worker";
import { FULFILMENT_STATUSES, FULFILMENT_TRANSITIONS, PAYMENT_STATUSES, PAYMENT_TRANSITIONS } from "@/lib/orders/contract/statuses";
import { lockOrder, moveOrder, type StatusChange } from "@/lib/orders/transitions";
import { testRefundsOf } from "@/lib/payments/test-provider";
import { callers, type Callers } from "./admin-fixtures";
import { card, confirm, stockOf } from "./payments-fixtures";
import {
  adminCancel,
  adminOrder,
  adminRefund,
  adminRetry,
  jobsOf,
  orderRow,
  pendingCheckout,
  refundRows,
  shopperStatus,
  statusSteps,
  type Checkout,
} from "./order-life-fixtures";

// Refunds and cancellations through the built-in test provider, as the owner asks for them.

let who: Callers;
beforeAll(async () => {
  who = await callers();
});

async function paidCheckout(quantities: number[], priceMinor = 2000): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities, priceMinor);
  expect((await confirm(checkout.token, card(checkout.intent.paymentIntentId))).status).toBe(200);
  expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  return checkout;
}

async function auditActions(orderId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(orderId)))
    .orderBy(auditLog.id);
  return rows.filter((row) => row.kind === "order").map((row) => row.action);
}

describe("the order's transitions", () => {
  it("allow exactly the moves of each table (payment, fulfilment) and refuse every other with 409", async () => {
    const base = await pendingCheckout([1]);
    const db = await getDb();
    const template = await orderRow(base.orderId);
    const refusedWith: number[] = [];
    let allowed = 0;
    const tables = [
      { column: "paymentStatus", key: "payment", statuses: PAYMENT_STATUSES, table: PAYMENT_TRANSITIONS },
      { column: "fulfilmentStatus", key: "fulfilment", statuses: FULFILMENT_STATUSES, table: FULFILMENT_TRANSITIONS },
    ] as const;
    for (const { column, key, statuses, table } of tables)
      for (const from of statuses) {
        const { id: _id, paymentIntentId: _pi, ...columns } = template;
        const [order] = await db
          .insert(orders)
          .values({ ...columns, [column]: from, paymentIntentId: `pi_table_${from}_${Date.now()}` })
          .returning();
        for (const to of statuses) {
          const expected = (table[from as keyof typeof table] as readonly string[]).includes(to);
          // Each move in a transaction rolled back afterwards, so every pair starts from `from`.
          const outcome = await db
            .transaction(async (tx) => {
              const moved = await moveOrder(tx, await lockOrder(tx, order.id), {
                ...({ [key]: to } as StatusChange),
                summary: `test ${from}→${to}`,
              });
              expect(moved[column]).toBe(to);
              tx.rollback();
            })
            .then(
              () => "allowed",
              (error: unknown) =>
                error instanceof ConflictError
                  ? (refusedWith.push(error.status), "refused")
                  : error instanceof Error && error.message === "Rollback"
                    ? "allowed"
                    : error,
            );
          expect([from, to, outcome]).toEqual([from, to, expected ? "allowed" : "refused"]);
          if (expected) allowed += 1;
        }
        expect((await orderRow(order.id))[column]).toBe(from);
      }
    expect(allowed).toBeGreaterThan(10);
    expect(new Set(refusedWith)).toEqual(new Set([409]));
  });
});

describe("POST /api/admin/orders/{id}/refunds with the test provider", () => {
  it("refunds everything with restock: pending until the job runs, then refunded and the stock back", async () => {
    const checkout = await paidCheckout([2, 1]);
    const [first, second] = checkout.items;
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([8, 9]);
    const order = await orderRow(checkout.orderId);

    const asked = await adminRefund(who.admin, checkout.orderId, { restock: true });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      state: "pending",
      amount: order.amountMinor / 100,
      restock: true,
      reason: "owner",
    });
    // The goods are back at once; the money is pending until the provider confirms it.
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([10, 10]);
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "paid",
      refundedAmount: 0,
      refunds: [{ state: "pending" }],
    });
    expect(await shopperStatus(checkout)).toMatchObject({ status: "paid", progress: "refund_pending" });

    expect(await runDueJobs()).toBeGreaterThanOrEqual(1);
    const after = await adminOrder(who.admin, checkout.orderId);
    expect(after).toMatchObject({
      status: "refunded",
      refundedAmount: order.amountMinor / 100,
      refunds: [{ state: "succeeded", error: null }],
    });
    expect(after.lines.map((line) => [line.refundedQuantity, line.restockedQuantity])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(await shopperStatus(checkout)).toMatchObject({ status: "refunded", progress: null });
    // The test provider made one refund record of the whole charge.
    expect(testRefundsOf(checkout.intent.paymentIntentId).map((refund) => refund.amountMinor)).toEqual([
      order.amountMinor,
    ]);
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "paid→refunded"]);
    // The owner asked (audited); the provider moved the order (on the timeline, not an admin write).
    expect(await auditActions(checkout.orderId)).toEqual(["refund requested"]);
  });

  it("refunds part of a line without restock, then the rest, and never more than was charged", async () => {
    const checkout = await paidCheckout([2, 1]);
    const [first] = checkout.items;
    const { lines } = await adminOrder(who.admin, checkout.orderId);
    const one = await adminRefund(who.admin, checkout.orderId, {
      lines: [{ lineId: lines[0].id, quantity: 1 }],
      restock: false,
    });
    expect(one).toMatchObject({ status: 202, body: { amount: 20, restock: false } });
    await runDueJobs();
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 20,
    });
    expect(await stockOf(first.id)).toBe(8); // not returned

    // More units than are left, more money than is left, a line of another order: refused.
    expect(
      await adminRefund(who.admin, checkout.orderId, { lines: [{ lineId: lines[0].id, quantity: 2 }] }),
    ).toMatchObject({
      status: 409,
      body: { detail: expect.stringMatching(/^lines\.0\.quantity: only 1/) },
    });
    expect(await adminRefund(who.admin, checkout.orderId, { amount: 40.01 })).toMatchObject({
      status: 409,
      body: { detail: expect.stringMatching(/^amount: at most/) },
    });
    expect(
      await adminRefund(who.admin, checkout.orderId, { lines: [{ lineId: 2_000_000, quantity: 1 }] }),
    ).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^lines\.0\.lineId/) },
    });
    // A refund still pending counts: two asks that add up to more than is left cannot both pass.
    expect((await adminRefund(who.admin, checkout.orderId, { amount: 30 })).status).toBe(202);
    expect((await adminRefund(who.admin, checkout.orderId, { amount: 10.01 })).status).toBe(409);
    expect((await adminRefund(who.admin, checkout.orderId, { amount: 10 })).status).toBe(202);
    await runDueJobs();
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "refunded",
      refundedAmount: 60,
    });
    expect((await adminRefund(who.admin, checkout.orderId, { amount: 1 })).status).toBe(409);
    expect(
      testRefundsOf(checkout.intent.paymentIntentId).reduce((total, refund) => total + refund.amountMinor, 0),
    ).toBe(6000);
  });

  it("returns a refunded line's units to stock when asked", async () => {
    const checkout = await paidCheckout([3]);
    const { lines } = await adminOrder(who.admin, checkout.orderId);
    expect(
      (
        await adminRefund(who.admin, checkout.orderId, {
          lines: [{ lineId: lines[0].id, quantity: 2 }],
          restock: true,
        })
      ).status,
    ).toBe(202);
    expect(await stockOf(checkout.items[0].id)).toBe(9);
    await runDueJobs();
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      status: "partially_refunded",
      refundedAmount: 40,
      lines: [{ refundedQuantity: 2, restockedQuantity: 2 }],
    });
  });

  it("answers 401, 403, 404, 400 and 409 as it should, changing nothing", async () => {
    const paid = await paidCheckout([1]);
    expect((await adminRefund(undefined, paid.orderId, {})).status).toBe(401);
    expect((await adminRefund(who.customer, paid.orderId, {})).status).toBe(403);
    expect((await adminRefund(who.admin, 2_000_000_000, {})).status).toBe(404);
    expect((await adminRefund(who.admin, "abc", {})).status).toBe(400);
    expect(await adminRefund(who.admin, paid.orderId, { amount: "5" })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^amount/) },
    });
    expect(await adminRefund(who.admin, paid.orderId, { amount: 1.005 })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^amount/) },
    });
    expect(await adminRefund(who.admin, paid.orderId, { amount: 5, restock: true })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^restock/) },
    });
    expect(await adminRefund(who.admin, paid.orderId, { lines: [{ lineId: 1, quantity: 0 }] })).toMatchObject(
      { status: 400, body: { detail: expect.stringMatching(/^lines\.0\.quantity/) } },
    );
    expect(await adminRefund(who.admin, paid.orderId, { refund: true })).toMatchObject({ status: 400 });
    const pending = await pendingCheckout([1]);
    expect(await adminRefund(who.admin, pending.orderId, {})).toMatchObject({
      status: 409,
      body: { detail: expect.stringMatching(/pending, so it cannot be refunded/) },
    });
    expect(await refundRows(paid.orderId)).toEqual([]);
    expect(await refundRows(pending.orderId)).toEqual([]);
  });
});

describe("POST /api/admin/orders/{id}/cancel", () => {
  it("cancels a paid order in one go: stock back, the charge refunded through the job, audited", async () => {
    const checkout = await paidCheckout([2]);
    const cancelled = await adminCancel(who.admin, checkout.orderId);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: "paid", fulfilment: "cancelled", refunds: [{ state: "pending", reason: "cancel", amount: 40 }] },
    });
    expect(await stockOf(checkout.items[0].id)).toBe(10);
    expect((await orderRow(checkout.orderId)).cancelledAt).toBeInstanceOf(Date);
    await runDueJobs();
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      fulfilment: "cancelled",
      refundedAmount: 40,
      refunds: [{ state: "succeeded" }],
    });
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "unfulfilled→cancelled", "paid→refunded"]);
    expect(await auditActions(checkout.orderId)).toEqual(["cancelled"]);
    // Once is all: a second cancel is impossible, and nothing more is refunded or restocked.
    expect((await adminCancel(who.admin, checkout.orderId)).status).toBe(409);
    expect(await stockOf(checkout.items[0].id)).toBe(10);
    expect(await refundRows(checkout.orderId)).toHaveLength(1);
  });

  it("after a partial refund without restock, refunds the rest and returns every unit", async () => {
    const checkout = await paidCheckout([3]);
    const { lines } = await adminOrder(who.admin, checkout.orderId);
    await adminRefund(who.admin, checkout.orderId, { lines: [{ lineId: lines[0].id, quantity: 1 }] });
    await runDueJobs();
    expect(await stockOf(checkout.items[0].id)).toBe(7);
    expect((await adminCancel(who.admin, checkout.orderId)).status).toBe(200);
    expect(await stockOf(checkout.items[0].id)).toBe(10);
    await runDueJobs();
    expect(await adminOrder(who.admin, checkout.orderId)).toMatchObject({
      fulfilment: "cancelled",
      refundedAmount: 60,
      lines: [{ refundedQuantity: 3, restockedQuantity: 3 }],
      refunds: [
        { amount: 20, state: "succeeded" },
        { amount: 40, state: "succeeded" },
      ],
    });
  });

  it("refuses (409) to cancel a shipped, pending or refunded order, and answers 401/403/404", async () => {
    const shipped = await paidCheckout([1]);
    const db = await getDb();
    await db.transaction(async (tx) => {
      await moveOrder(tx, await lockOrder(tx, shipped.orderId), { fulfilment: "shipped", summary: "Shipped" });
    });
    expect(await adminCancel(who.admin, shipped.orderId)).toMatchObject({
      status: 409,
      body: { detail: expect.stringMatching(/shipped, so it cannot be cancelled/) },
    });
    expect(await stockOf(shipped.items[0].id)).toBe(9);
    const pending = await pendingCheckout([1]);
    expect((await adminCancel(who.admin, pending.orderId)).status).toBe(409);
    expect((await adminCancel(undefined, pending.orderId)).status).toBe(401);
    expect((await adminCancel(who.customer, pending.orderId)).status).toBe(403);
    expect((await adminCancel(who.admin, 2_000_000_000)).status).toBe(404);
    expect(await jobsOf(shipped.orderId)).toEqual([]);
  });
});

describe("POST /api/admin/jobs/{id}/retry", () => {
  it("answers 404 for an unknown job and 409 for one that did not fail", async () => {
    const checkout = await paidCheckout([1]);
    await adminRefund(who.admin, checkout.orderId, {});
    await runDueJobs();
    const [job] = await jobsOf(checkout.orderId);
    expect(job.state).toBe("done");
    expect(await adminRetry(who.admin, job.id)).toMatchObject({
      status: 409,
      body: { detail: expect.stringMatching(/is done/) },
    });
    expect((await adminRetry(who.admin, 2_000_000_000)).status).toBe(404);
    expect((await adminRetry(who.customer, job.id)).status).toBe(403);
    expect((await adminRetry(undefined, job.id)).status).toBe(401);
  });
});
