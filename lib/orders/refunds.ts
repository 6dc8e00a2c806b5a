import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jobs, orderLines, orderRefunds, orders, productItems, type RefundLine } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { revalidateProductPages } from "@/lib/catalog/cache";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log/logger";
import { queueOrderMail } from "@/lib/mail/queue";
import { formatMoney } from "@/lib/money/format";
import { toDecimal, toMinorUnits } from "@/lib/money/minor-units";
import { currencyOf } from "@/lib/money/currency";
import { money, type Money } from "@/lib/money/money";
import { refuseRefundOfDisputedCharge } from "./disputes";
import { chargedUnitPrice, linesOf, type OrderLineRow, type OrderRow } from "./order-rows";
import type { RefundReason, RefundRequestInput, RefundState, RefundView } from "./refund-contract";
import { REFUNDED_WORDING } from "./refused-payment";
import { canMove, ORDER_STATUS_LABELS } from "./statuses";
import { addOrderEvent } from "./timeline";
import { lockOrder, moveOrder } from "./transitions";

export type RefundRow = typeof orderRefunds.$inferSelect;

const MAIL_TOLD_ELSEWHERE: readonly string[] = ["cancel", "sold-out", "code-used-up"] satisfies RefundReason[];

/** The job that asks the provider for a refund; its key (one per refund) keeps it from being queued twice. */
export const REFUND_JOB = "payment.refund";
export const refundJobKey = (refundId: number) => `refund-${refundId}`;

const inCurrency = (order: Pick<OrderRow, "currency">, minor: number): Money =>
  money(minor, currencyOf(order.currency));
const shown = (order: Pick<OrderRow, "currency" | "country">, minor: number) =>
  formatMoney(inCurrency(order, minor), { country: order.country });

/** Refunds asked for and not yet confirmed (or refused) by the provider, minor units. */
async function pendingMinor(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amountMinor}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.state, "pending")));
  return Number(row?.total ?? 0);
}

/** What can still be refunded: the charge, less refunds confirmed and refunds on their way. Never more. */
export async function refundableMinor(tx: Db, order: OrderRow): Promise<number> {
  return Math.max(0, order.amountMinor - order.refundedAmountMinor - (await pendingMinor(tx, order.id)));
}

/** Whether an order has been paid and not yet given back in full: refunds may be asked for. */
export function refundable(order: Pick<OrderRow, "status">): boolean {
  return canMove(order.status, "refunded") || canMove(order.status, "partially_refunded");
}

type NewRefund = {
  amountMinor: number;
  lines: RefundLine[];
  restock: boolean;
  reason: RefundReason;
  createdBy: string | null;
};

/**
 * Records a pending refund and queues the job that asks the provider for it, in the caller's
 * transaction: the refund exists exactly when the change that caused it committed.
 */
export async function queueRefund(tx: Db, order: OrderRow, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, ...refund, state: "pending" })
    .returning();
  await enqueue(tx, {
    kind: REFUND_JOB,
    key: refundJobKey(row.id),
    orderId: order.id,
    payload: { refundId: row.id },
  });
  log.info({ event: "refund.queued", orderId: order.id, refundId: row.id, amountMinor: refund.amountMinor, reason: refund.reason }, "Refund queued");
  await addOrderEvent(tx, order.id, {
    type: "refund",
    summary: `Refund of ${shown(order, refund.amountMinor)} pending`,
    actorName: refund.createdBy,
    data: { refundId: row.id, amountMinor: refund.amountMinor, reason: refund.reason },
  });
  return row;
}

/**
 * Returns units of an order's lines to stock as atomic deltas (`stock = stock + n`, so a sale
 * committed meanwhile is kept) and counts them as restocked; answers the products touched.
 * Lines of an item since deleted have nowhere to go back to and are left as they are.
 */
export async function returnToStock(
  tx: Db,
  units: { line: OrderLineRow; quantity: number }[],
): Promise<number[]> {
  const productIds: number[] = [];
  for (const { line, quantity } of units) {
    if (quantity <= 0 || line.productItemId === null) continue;
    const [item] = await tx
      .update(productItems)
      .set({ stock: sql`${productItems.stock} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(productItems.id, line.productItemId))
      .returning({ productId: productItems.productId });
    if (!item) continue;
    await tx
      .update(orderLines)
      .set({ restockedQuantity: sql`${orderLines.restockedQuantity} + ${quantity}` })
      .where(eq(orderLines.id, line.id));
    productIds.push(item.productId);
  }
  return productIds;
}

/** The lines and units a refund names, checked against the order: each unit is refunded at most once. */
function refundUnits(order: OrderRow, lines: OrderLineRow[], asked: RefundLine[]) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return asked.map(({ lineId, quantity }, index) => {
    const line = byId.get(lineId);
    if (!line)
      throw new BadRequestError(`lines.${index}.lineId: line ${lineId} is not a line of order #${order.id}`);
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left)
      throw new ConflictError(`lines.${index}.quantity: only ${left} of ${line.sku} can still be refunded`);
    return { line, quantity };
  });
}

/**
 * The owner's refund: everything left (no lines, no amount), some lines' units at the prices
 * charged, or an amount. The lines' units are counted as refunded at once (so they cannot be
 * refunded twice) and, with `restock`, go back to stock; the money is pending until the
 * provider confirms it through the refund job.
 */
export async function requestRefund(
  actor: AuditActor,
  orderId: number,
  input: RefundRequestInput,
): Promise<RefundView> {
  await refuseRefundOfDisputedCharge(orderId);
  const db = await getDb();
  const { refund, productIds, order } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!refundable(order))
      throw new ConflictError(
        `Order #${order.id} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot be refunded`,
      );
    const remaining = await refundableMinor(tx, order);
    if (remaining === 0) throw new ConflictError(`Order #${order.id} has nothing left to refund`);
    const lines = await linesOf(tx, order.id);
    const everything = input.lines === undefined && input.amount === undefined;
    const asked: RefundLine[] = everything
      ? lines
          .filter((line) => line.quantity > line.refundedQuantity)
          .map((line) => ({ lineId: line.id, quantity: line.quantity - line.refundedQuantity }))
      : (input.lines ?? []);
    if (input.restock && asked.length === 0)
      throw new BadRequestError("restock: name the lines whose units go back to stock");
    const units = refundUnits(order, lines, asked);
    const unitsMinor = units.reduce(
      (total, { line, quantity }) => total + chargedUnitPrice(line, order).minor * quantity,
      0,
    );
    // When every unit is now refunded, what is left of the charge goes with them (rounding, shipping).
    const lastUnits = lines.every(
      (line) =>
        line.quantity - line.refundedQuantity ===
        (units.find((unit) => unit.line.id === line.id)?.quantity ?? 0),
    );
    const amountMinor =
      input.amount !== undefined
        ? toMinorUnits(input.amount)
        : lastUnits
          ? remaining
          : Math.min(unitsMinor, remaining);
    if (amountMinor > remaining)
      throw new ConflictError(
        `amount: at most ${shown(order, remaining)} of order #${order.id} can still be refunded`,
      );
    if (amountMinor <= 0) throw new ConflictError(`Order #${order.id}: the lines named were charged nothing`);

    for (const { line, quantity } of units)
      await tx
        .update(orderLines)
        .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
        .where(eq(orderLines.id, line.id));
    // Units go back to stock only if the paid order took them from it.
    const productIds = input.restock && order.fulfilledAt ? await returnToStock(tx, units) : [];
    const refund = await queueRefund(tx, order, {
      amountMinor,
      lines: asked,
      restock: input.restock,
      reason: "owner",
      createdBy: actor.username,
    });
    await recordAudit(tx, actor, {
      kind: "order",
      action: "refund requested",
      subjectId: order.id,
      summary: `Order #${order.id}: refund of ${shown(order, amountMinor)} requested${input.restock ? ", units returned to stock" : ""}`,
      before: { refundedAmount: toDecimal(inCurrency(order, order.refundedAmountMinor)) },
      after: {
        refundId: refund.id,
        amount: toDecimal(inCurrency(order, amountMinor)),
        lines: asked,
        restock: input.restock,
      },
    });
    return { refund, productIds, order };
  });
  if (productIds.length > 0) revalidateProductPages(productIds);
  return (await refundViews([refund], order.currency))[0];
}

/**
 * The provider confirmed a refund: it counts in the order's refunded amount, and the order
 * becomes partially refunded or refunded where its status allows (a cancelled or sold-out order
 * stays as it is), and the shopper's refund mail is queued. Applied once: a refund already
 * confirmed changes nothing.
 */
export async function confirmRefund(
  tx: Db,
  refundId: number,
  providerRefundId: string | null,
): Promise<boolean> {
  const [found] = await tx
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  if (!found) return false;
  // The order first, as every writer of an order's refunds does: no two lock them in opposite orders.
  const order = await lockOrder(tx, found.orderId);
  const [refund] = await tx
    .update(orderRefunds)
    .set({ state: "succeeded", providerRefundId: providerRefundId ?? undefined, settledAt: sql`now()` })
    .where(and(eq(orderRefunds.id, refundId), inArray(orderRefunds.state, ["pending", "failed"])))
    .returning();
  if (!refund) return false;
  log.info({ event: "refund.issued", orderId: order.id, refundId, amountMinor: refund.amountMinor }, "Refund confirmed by the provider");
  const refundedAmountMinor = order.refundedAmountMinor + refund.amountMinor;
  const set = {
    refundedAmountMinor,
    ...(order.failureReason && REFUNDED_WORDING[order.failureReason]
      ? { failureReason: REFUNDED_WORDING[order.failureReason] }
      : {}),
  };
  const summary = `Refunded ${shown(order, refund.amountMinor)}`;
  const to = refundedAmountMinor >= order.amountMinor ? "refunded" : "partially_refunded";
  if (canMove(order.status, to)) {
    await moveOrder(tx, order, { to, summary, set, data: { refundId } });
  } else {
    await tx
      .update(orders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await addOrderEvent(tx, order.id, { type: "refund", summary, data: { refundId } });
  }
  // A cancellation's refund is told by the cancellation mail, a sold-out order's by its failure.
  if (!MAIL_TOLD_ELSEWHERE.includes(refund.reason))
    await queueOrderMail(tx, {
      kind: "refunded",
      orderId: order.id,
      refund: { id: `refund-${refund.id}`, amountMinor: refund.amountMinor, lines: refund.lines },
    });
  return true;
}

/** The provider gave up on a refund (the job's last attempt failed): the owner sees it, with a Retry. */
export async function markRefundFailed(refundId: number, error: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      .set({ state: "failed" })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")))
      .returning();
    if (!refund) return;
    await addOrderEvent(tx, refund.orderId, {
      type: "job",
      summary: `Refund #${refund.id} failed: ${error}`,
      data: { refundId, error },
      public: false,
    });
  });
}

/** The order's refunds, oldest first, with the job that carries each and its last error. */
export async function refundsOf(orderId: number): Promise<RefundView[]> {
  const db = await getDb();
  const [order] = await db.select({ currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(orderRefunds.id);
  return refundViews(rows, order.currency);
}

async function refundViews(rows: RefundRow[], currencyCode: string): Promise<RefundView[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const currency = currencyOf(currencyCode);
  const jobRows = await db
    .select({ id: jobs.id, key: jobs.key, lastError: jobs.lastError })
    .from(jobs)
    .where(
      inArray(
        jobs.key,
        rows.map((row) => refundJobKey(row.id)),
      ),
    );
  const jobByKey = new Map(jobRows.map((job) => [job.key, job]));
  return rows.map((row) => {
    const job = jobByKey.get(refundJobKey(row.id));
    return {
      id: row.id,
      amount: toDecimal(money(row.amountMinor, currency)),
      currency,
      state: row.state as RefundState,
      reason: row.reason as RefundReason,
      lines: row.lines,
      restock: row.restock,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      jobId: job?.id ?? null,
      error: row.state === "succeeded" ? null : (job?.lastError ?? null),
    };
  });
}
