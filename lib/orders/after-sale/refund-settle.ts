import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderLines, orderRefunds, orders, productItems, type RefundLine } from "@/db/schema";
import { log } from "@/lib/log/logger";
import { queueOrderMail } from "@/lib/mail/queue";
import { formatMoney } from "@/lib/money/format";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import type { OrderRow } from "@/lib/orders/read/order-rows";
import type { RefundReason, RefundState } from "@/lib/orders/contract/refund-contract";
import { canMoveRefund } from "@/lib/orders/after-sale/refund-states";
import { REFUNDED_WORDING } from "@/lib/orders/contract/refused-payment";
import { canMovePayment, type PaymentStatus } from "@/lib/orders/contract/statuses";

const REFUND_STATUSES: readonly PaymentStatus[] = ["refunded", "partially_refunded"];
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { moveOrder } from "@/lib/orders/transitions";

export type RefundRow = typeof orderRefunds.$inferSelect;

// A refund's moves and what each does to the order, in the caller's transaction with the order's
// row locked (lockOrder) first, as every writer of an order's refunds does: so a poll and a
// webhook racing, or one event delivered twice, apply each move once.

const MAIL_TOLD_ELSEWHERE: readonly string[] = ["cancel", "sold-out", "code-used-up"] satisfies RefundReason[];

const shown = (order: OrderRow, minor: number) =>
  formatMoney(money(minor, currencyOf(order.currency)), { country: order.country });

/**
 * Where a payment stands once `refundedMinor` of it went back: paid, partially refunded, or
 * refunded in whole (what the provider received counts when it differs, for a payment under review).
 */
function paymentAfterRefunds(order: OrderRow, refundedMinor: number): PaymentStatus {
  const charged = Math.max(order.amountMinor, order.receivedAmountMinor ?? 0);
  if (refundedMinor <= 0) return "paid";
  return refundedMinor >= charged ? "refunded" : "partially_refunded";
}

/** The refund counts in the order's refunded amount; the payment moves to (partially) refunded where its status allows. */
async function counted(tx: Db, order: OrderRow, refund: RefundRow): Promise<void> {
  log.info({ event: "refund.issued", orderId: order.id, refundId: refund.id, amountMinor: refund.amountMinor }, "Refund confirmed by the provider");
  const refundedAmountMinor = order.refundedAmountMinor + refund.amountMinor;
  const set = {
    refundedAmountMinor,
    ...(order.failureReason && REFUNDED_WORDING[order.failureReason]
      ? { failureReason: REFUNDED_WORDING[order.failureReason] }
      : {}),
  };
  const summary = `Refunded ${shown(order, refund.amountMinor)}`;
  const to = paymentAfterRefunds(order, refundedAmountMinor);
  if (canMovePayment(order.paymentStatus, to))
    await moveOrder(tx, order, { payment: to, summary, set, data: { refundId: refund.id } });
  else {
    await tx.update(orders).set({ ...set, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await addOrderEvent(tx, order.id, { type: "refund", summary, data: { refundId: refund.id } });
  }
  // A cancellation's refund is told by the cancellation mail, a sold-out order's by its failure.
  if (!MAIL_TOLD_ELSEWHERE.includes(refund.reason))
    await queueOrderMail(tx, {
      kind: "refunded",
      orderId: order.id,
      refund: { id: `refund-${refund.id}`, amountMinor: refund.amountMinor, lines: refund.lines },
    });
}

/**
 * Units a refund that did not happen had restocked go back out of stock. Rule: stock never goes
 * below zero; units sold again meanwhile cannot be taken back, so stock stops at 0 and the owner
 * is told how many are short. The line no longer counts them as restocked either way.
 */
async function unstock(tx: Db, order: OrderRow, restocked: RefundLine[]): Promise<void> {
  for (const { lineId, quantity } of restocked) {
    const [line] = await tx
      .update(orderLines)
      .set({ restockedQuantity: sql`greatest(0, ${orderLines.restockedQuantity} - ${quantity})` })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)))
      .returning({ productItemId: orderLines.productItemId, sku: orderLines.sku });
    if (!line?.productItemId) continue;
    const [before] = await tx
      .select({ stock: productItems.stock })
      .from(productItems)
      .where(eq(productItems.id, line.productItemId))
      .for("update");
    if (!before) continue;
    const taken = Math.min(before.stock, quantity);
    await tx
      .update(productItems)
      .set({ stock: sql`${productItems.stock} - ${taken}`, updatedAt: sql`now()` })
      .where(eq(productItems.id, line.productItemId));
    if (taken < quantity)
      await addOrderEvent(tx, order.id, {
        type: "refund",
        summary: `${quantity - taken} of ${line.sku} restocked by the refund were sold again: stock is now 0`,
        data: { lineId, short: quantity - taken },
        public: false,
      });
  }
}

/**
 * A refund that failed or was cancelled gives back what it held: its units count as not refunded
 * (a new refund may name them), its restocked units leave stock, and a succeeded one that failed
 * later leaves the order's refunded amount. The owner sees it (timeline, log) with a Retry on the
 * order page; the shopper is told by mail.
 */
async function released(
  tx: Db,
  order: OrderRow,
  refund: RefundRow,
  from: RefundState,
  to: RefundState,
  why: string | undefined,
): Promise<void> {
  // Restocked first: a line never counts more units restocked than refunded.
  await unstock(tx, order, refund.restockedLines);
  // A cancellation's units stay returned whatever becomes of its money: the cancellation (not the
  // refund) put them back on the shelf, and they never reach the shopper; only the money is released.
  const releasedLines = refund.reason === "cancel" ? [] : refund.lines;
  for (const { lineId, quantity } of releasedLines)
    await tx
      .update(orderLines)
      .set({
        refundedQuantity: sql`greatest(0, ${orderLines.refundedQuantity} - ${quantity})`,
        restockedQuantity: sql`least(${orderLines.restockedQuantity}, greatest(0, ${orderLines.refundedQuantity} - ${quantity}))`,
      })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)));
  if (from === "succeeded") {
    const refundedAmountMinor = Math.max(0, order.refundedAmountMinor - refund.amountMinor);
    const to = paymentAfterRefunds(order, refundedAmountMinor);
    // A refunded payment whose refund failed later holds that money again.
    if (REFUND_STATUSES.includes(order.paymentStatus) && to !== order.paymentStatus)
      await moveOrder(tx, order, {
        payment: to,
        summary: `Refund of ${shown(order, refund.amountMinor)} failed after it succeeded: that money is held again`,
        set: { refundedAmountMinor },
        data: { refundId: refund.id },
      });
    else
      await tx.update(orders).set({ refundedAmountMinor, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  }
  const word = to === "cancelled" ? "was cancelled" : "failed";
  log.warn({ event: `refund.${to}`, orderId: order.id, refundId: refund.id, amountMinor: refund.amountMinor, from, reason: why }, `A refund ${word} at the provider`);
  await addOrderEvent(tx, order.id, {
    type: "refund",
    summary: `Refund of ${shown(order, refund.amountMinor)} ${word} at the payment provider${why ? ` (${why})` : ""}; nothing was refunded, and what it named can be refunded again.`,
    data: { refundId: refund.id, state: to, ...(why ? { reason: why } : {}) },
    public: false,
  });
  await queueOrderMail(tx, {
    kind: "refund_failed",
    orderId: order.id,
    refund: { id: `refund-${refund.id}`, amountMinor: refund.amountMinor, lines: refund.lines },
  });
}

/**
 * Moves a refund to `to` as the provider reports it, if the table allows (refund-states.ts), and
 * applies what that means once; `order` must be locked by the caller. Answers whether it moved.
 * The provider's refund id is recorded the first time it is seen.
 */
export async function moveRefund(
  tx: Db,
  order: OrderRow,
  refundId: number,
  to: RefundState,
  providerRefundId: string | null,
  why?: string,
): Promise<boolean> {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.orderId !== order.id) return false;
  if (providerRefundId && refund.providerRefundId === null)
    await tx.update(orderRefunds).set({ providerRefundId }).where(eq(orderRefunds.id, refundId));
  const from = refund.state as RefundState;
  if (!canMoveRefund(from, to)) return false;
  const [moved] = await tx
    .update(orderRefunds)
    .set({ state: to, settledAt: sql`now()` })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, from)))
    .returning();
  if (!moved) return false;
  // The order as this transaction left it (an earlier move in it may have changed its amounts).
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (to === "succeeded") await counted(tx, current, moved);
  else await released(tx, current, moved, from, to, why);
  return true;
}
