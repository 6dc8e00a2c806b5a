import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jobs, orderLines, orderRefunds, orders, productItems, type RefundLine } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { revalidateProductPages } from "@/lib/catalog/cache";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { enqueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log/logger";
import { formatMoney } from "@/lib/money/format";
import { toDecimal, toMinorUnits } from "@/lib/money/minor-units";
import { currencyOf } from "@/lib/money/currency";
import { money, type Money } from "@/lib/money/money";
import { refuseRefundOfDisputedCharge } from "@/lib/orders/payment/disputes";
import { unitsShare } from "@/lib/orders/ledger/line-shares";
import { linesOf, type OrderLineRow, type OrderRow } from "@/lib/orders/read/order-rows";
import type { RefundReason, RefundRequestInput, RefundState, RefundView } from "@/lib/orders/contract/refund-contract";
import { refundableMinor, refundFactsOf } from "@/lib/orders/ledger/refund-ledger";
import { moveRefund, type RefundRow } from "@/lib/orders/after-sale/refund-settle";
import { refusalOf } from "@/lib/orders/after-sale/refusals";
import { canRefund } from "@/lib/orders/contract/statuses";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { lockOrder } from "@/lib/orders/transitions";

export { refundableMinor } from "@/lib/orders/ledger/refund-ledger";
export type { RefundRow } from "@/lib/orders/after-sale/refund-settle";

/** The job that asks the provider for a refund; its key (one per refund) keeps it from being queued twice. */
export const REFUND_JOB = "payment.refund";
export const refundJobKey = (refundId: number) => `refund-${refundId}`;
/** A later job polling a refund the provider keeps pending (refund-job.ts). */
export const refundPollKey = (refundId: number, poll: number) => `refund-${refundId}-poll-${poll}`;

const inCurrency = (order: Pick<OrderRow, "currency">, minor: number): Money =>
  money(minor, currencyOf(order.currency));
const shown = (order: Pick<OrderRow, "currency" | "country">, minor: number) =>
  formatMoney(inCurrency(order, minor), { country: order.country });

/** Whether an order has been paid and not yet given back in full: refunds may be asked for. */
export function refundable(order: Pick<OrderRow, "paymentStatus" | "fulfilmentStatus">): boolean {
  return canRefund(order);
}

type NewRefund = {
  amountMinor: number;
  lines: RefundLine[];
  restock: boolean;
  /** The units this refund put back in stock (taken out again if it fails). */
  restockedLines?: RefundLine[];
  /** Whether it gives back the delivery's share. */
  delivery?: boolean;
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
  return (await restockUnits(tx, units)).productIds;
}

/** returnToStock, answering the units that went back too. */
async function restockUnits(
  tx: Db,
  units: { line: OrderLineRow; quantity: number }[],
): Promise<{ productIds: number[]; restocked: RefundLine[] }> {
  const productIds: number[] = [];
  const restocked: RefundLine[] = [];
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
    restocked.push({ lineId: line.id, quantity });
  }
  return { productIds, restocked };
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

/** What the owner's refund asks for, worked out from the ledger (refund-ledger.ts) under the order's lock. */
async function refundOfRequest(tx: Db, order: OrderRow, input: RefundRequestInput) {
  const lines = await linesOf(tx, order.id);
  const facts = await refundFactsOf(tx, order, lines);
  if (facts.leftMinor === 0) throw new ConflictError(`Order #${order.id} has nothing left to refund`);
  const everything = input.lines === undefined && input.amount === undefined && input.delivery === undefined;
  const asked: RefundLine[] = everything
    ? lines
        .filter((line) => line.quantity > line.refundedQuantity)
        .map((line) => ({ lineId: line.id, quantity: line.quantity - line.refundedQuantity }))
    : (input.lines ?? []);
  if (input.restock && asked.length === 0)
    throw new BadRequestError("restock: name the lines whose units go back to stock");
  const units = refundUnits(order, lines, asked);
  const delivery = everything ? facts.delivery.leftMinor > 0 : input.delivery === true;
  if (input.delivery && facts.delivery.leftMinor === 0)
    throw new ConflictError(
      facts.delivery.shareMinor === 0
        ? `delivery: order #${order.id} charged nothing for delivery`
        : `delivery: the delivery of order #${order.id} is already refunded or being refunded`,
    );
  const shareOf = new Map(facts.lines.map((line) => [line.lineId, line.shareMinor]));
  // Each line's units at their share of what was paid (discount and tax as charged), to the cent.
  const unitsMinor = units.reduce(
    (total, { line, quantity }) =>
      total + unitsShare(shareOf.get(line.id) ?? 0, line.quantity, line.refundedQuantity, quantity),
    0,
  );
  const worth = unitsMinor + (delivery ? facts.delivery.leftMinor : 0);
  const amountMinor =
    input.amount !== undefined
      ? toMinorUnits(input.amount)
      : everything
        ? facts.leftMinor
        : Math.min(worth, facts.leftMinor);
  if (amountMinor > facts.leftMinor)
    throw new ConflictError(
      `amount: at most ${shown(order, facts.leftMinor)} of order #${order.id} can still be refunded`,
    );
  if (amountMinor <= 0) throw new ConflictError(`Order #${order.id}: the lines named were charged nothing`);
  return { asked, units, delivery, amountMinor };
}

/**
 * The owner's refund: everything left (no lines, no amount, no delivery), some lines' units at
 * their share of what was paid, the delivery, or an amount. The lines' units are counted as
 * refunded at once (so they cannot be refunded twice) and, with `restock`, go back to stock; the
 * money is pending until the provider confirms it. A refund that fails gives them back.
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
        refusalOf(order, "refund"),
      );
    const { refund, productIds } = await bookRefund(tx, actor, order, input);
    return { refund, productIds, order };
  });
  if (productIds.length > 0) revalidateProductPages(productIds);
  return (await refundViews([refund], order.currency))[0];
}

/** Books the owner's refund on a locked order: its units, its restock, the refund and its job, the audit entry. */
async function bookRefund(tx: Db, actor: AuditActor, order: OrderRow, input: RefundRequestInput) {
  const { asked, units, delivery, amountMinor } = await refundOfRequest(tx, order, input);
  for (const { line, quantity } of units)
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
      .where(eq(orderLines.id, line.id));
  // Units go back to stock only if the paid order took them from it.
  const { productIds, restocked } =
    input.restock && order.fulfilledAt ? await restockUnits(tx, units) : { productIds: [], restocked: [] };
  const refund = await queueRefund(tx, order, {
    amountMinor,
    lines: asked,
    restock: input.restock,
    restockedLines: restocked,
    delivery,
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
      delivery,
      restock: input.restock,
    },
  });
  return { refund, productIds };
}

/**
 * The owner's Retry of a refund that failed or was cancelled at the provider: a NEW refund of its
 * amount, within what is still refundable, naming its lines and delivery again (released when it
 * failed), whatever the order's status now (money was received, or no refund would have been
 * asked). The failed refund stays as it was, for the record.
 */
export async function retryRefund(actor: AuditActor, orderId: number, refundId: number): Promise<RefundView> {
  const db = await getDb();
  const { refund, order } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [failed] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, order.id)));
    if (!failed) throw new NotFoundError(`Order #${order.id} has no refund ${refundId}`);
    if (failed.state !== "failed" && failed.state !== "cancelled")
      throw new ConflictError(`Refund ${refundId} is ${failed.state}: only a failed or cancelled refund is asked for again`);
    const left = await refundableMinor(tx, order);
    if (left === 0) throw new ConflictError(`Order #${order.id} has nothing left to refund`);
    // Its amount (a cancellation's included the delivery without naming it), for its lines and delivery again.
    // A cancellation's lines stay refunded when its money fails (refund-settle.ts): only its amount is asked again.
    const lines = failed.reason === "cancel" ? [] : failed.lines;
    const input: RefundRequestInput = {
      ...(lines.length > 0 ? { lines } : {}),
      ...(failed.delivery ? { delivery: true } : {}),
      amount: toDecimal(inCurrency(order, Math.min(failed.amountMinor, left))),
      restock: false,
    };
    const { refund } = await bookRefund(tx, actor, order, input);
    return { refund, order };
  });
  return (await refundViews([refund], order.currency))[0];
}

/**
 * The provider confirmed a refund: it counts in the order's refunded amount once (refund-settle.ts).
 * Kept for the callers that know only the refund's id.
 */
export async function confirmRefund(tx: Db, refundId: number, providerRefundId: string | null): Promise<boolean> {
  const [found] = await tx
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  if (!found) return false;
  const order = await lockOrder(tx, found.orderId);
  return moveRefund(tx, order, refundId, "succeeded", providerRefundId);
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
  // Each refund's latest job: the first, or the one polling it later on.
  const jobRows = await db
    .select({ id: jobs.id, refundId: sql<number>`(${jobs.payload}->>'refundId')::int`, lastError: jobs.lastError })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, REFUND_JOB),
        inArray(
          sql`(${jobs.payload}->>'refundId')::int`,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(jobs.id);
  const jobByRefund = new Map(jobRows.map((job) => [Number(job.refundId), job]));
  return rows.map((row) => {
    const job = jobByRefund.get(row.id);
    return {
      id: row.id,
      amount: toDecimal(money(row.amountMinor, currency)),
      currency,
      state: row.state as RefundState,
      reason: row.reason as RefundReason,
      lines: row.lines,
      restock: row.restock,
      delivery: row.delivery,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      jobId: job?.id ?? null,
      error: row.state === "succeeded" ? null : (job?.lastError ?? null),
    };
  });
}
