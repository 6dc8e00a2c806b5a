import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { cartLines, orders, paymentEvents, productItems } from "@/db/schema";
import { markCartChanged } from "@/lib/cart/changed";
import { revalidateProductPages } from "@/lib/catalog/cache";
import { redeemDiscount } from "@/lib/discounts/redeem";
import { log } from "@/lib/log/logger";
import { queueOrderMail } from "@/lib/mail/queue";
import { countPaymentFailed } from "@/lib/metrics/payments";
import { currencyOf } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { money } from "@/lib/money/money";
import type { Received } from "@/lib/payments/types";
import { chargedAmount, linesOf, type OrderLineRow, type OrderRow } from "@/lib/orders/read/order-rows";
import { queueRefund } from "@/lib/orders/after-sale/refunds";
import { CODE_USED_UP, isRefusedAfterPayment, SOLD_OUT } from "@/lib/orders/contract/refused-payment";
import { canMovePayment } from "@/lib/orders/contract/statuses";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { moveOrder } from "@/lib/orders/transitions";

export { SOLD_OUT } from "@/lib/orders/contract/refused-payment";

/** Settlements that leave an order unpaid: each is a `payment.failed` log line and counted. */
const FAILURES: Settled["result"][] = ["declined", "failed", "sold-out", "code-used-up", "review"];

/**
 * What the provider says happened: paid; a card declined while the intent still takes another
 * (the order stays pending with the reason, for the shopper to try again); or failed for good.
 */
export type Outcome =
  | { outcome: "succeeded"; received: Received }
  | { outcome: "declined"; reason: string }
  | { outcome: "failed"; reason: string };

type Settled = {
  /** What happened to the order: nothing when it was unknown, settled already, or the event was seen. */
  result: "paid" | "declined" | "failed" | "sold-out" | "code-used-up" | "review" | "unchanged" | "unknown";
  order?: OrderRow;
  /** Products whose stock this settlement took. */
  productIds?: number[];
};

/** Why a paid order cannot be honoured: its reason for the shopper, the refund's reason, the mail's words. */
type Refusal = { failureReason: string; refundReason: "sold-out" | "code-used-up"; summary: string; mailReason: string };

const SOLD_OUT_REFUSAL: Refusal = {
  failureReason: SOLD_OUT,
  refundReason: "sold-out",
  summary: "Payment received, but some items sold out before it completed: it is being refunded",
  mailReason: "Some items sold out before your payment completed.",
};

const CODE_USED_UP_REFUSAL: Refusal = {
  failureReason: CODE_USED_UP,
  refundReason: "code-used-up",
  summary: "Payment received, but its discount code was used up before it completed: it is being refunded",
  mailReason: "Your discount code was used up by other orders before your payment completed.",
};

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.summary);
  }
}

/**
 * Counts the order's discount code and takes every line's quantity from stock, or nothing at all
 * (the savepoint rolls back). Answers the products it took from, or why the order cannot be had.
 */
async function claimOrder(tx: Db, order: OrderRow, lines: OrderLineRow[]): Promise<number[] | Refusal> {
  try {
    return await tx.transaction(async (savepoint) => {
      if (!(await redeemDiscount(savepoint, order))) throw new Refused(CODE_USED_UP_REFUSAL);
      const productIds: number[] = [];
      for (const line of lines) {
        if (line.productItemId === null) throw new Refused(SOLD_OUT_REFUSAL);
        const taken = await savepoint
          .update(productItems)
          .set({ stock: sql`${productItems.stock} - ${line.quantity}`, updatedAt: sql`now()` })
          .where(and(eq(productItems.id, line.productItemId), sql`${productItems.stock} >= ${line.quantity}`))
          .returning({ productId: productItems.productId });
        if (taken.length === 0) throw new Refused(SOLD_OUT_REFUSAL);
        productIds.push(taken[0].productId);
      }
      return productIds;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

const failedSummary = (reason: string) => `Payment failed: ${reason}`;

/** Whether the provider took exactly what the order charges, in its currency. */
function receivedAsCharged(order: OrderRow, received: Received): boolean {
  return received.amountMinor === order.amountMinor && received.currency.toUpperCase() === order.currency;
}

/**
 * A payment of another amount or currency than the order's (the order was repriced after the
 * payment form read it, or the intent was changed outside the shop): nothing is taken from stock
 * and the order waits for the owner, who sees both figures and can give the money back.
 */
async function holdForReview(tx: Db, order: OrderRow, received: Received, eventId: string | undefined): Promise<Settled> {
  const paid = formatMoney(money(received.amountMinor, currencyOf(received.currency)), { country: order.country });
  const due = formatMoney(chargedAmount(order), { country: order.country });
  const held = await moveOrder(tx, order, {
    payment: "review",
    summary: `Payment of ${paid} received, but the order comes to ${due}: the shop is checking it before anything is sent`,
    set: { receivedAmountMinor: received.amountMinor, receivedCurrency: received.currency.toUpperCase(), failureReason: null },
    data: { eventId, receivedMinor: received.amountMinor, receivedCurrency: received.currency, amountMinor: order.amountMinor },
  });
  log.error(
    { event: "payment.amount_mismatch", orderId: order.id, receivedMinor: received.amountMinor, receivedCurrency: received.currency, amountMinor: order.amountMinor, currency: order.currency },
    "A payment's amount differs from its order's: held for review",
  );
  return { result: "review", order: held };
}

async function markPaid(tx: Db, order: OrderRow, received: Received, eventId: string | undefined): Promise<Settled> {
  const lines = await linesOf(tx, order.id);
  const claimed = await claimOrder(tx, order, lines);
  const receipt = { receivedAmountMinor: received.amountMinor, receivedCurrency: order.currency };
  if (!Array.isArray(claimed)) {
    const { summary, failureReason, refundReason, mailReason } = claimed;
    const set = { failureReason, ...receipt };
    const failed = canMovePayment(order.paymentStatus, "failed")
      ? await moveOrder(tx, order, { payment: "failed", summary, set, data: { eventId } })
      : await stayFailed(tx, order, summary, set, eventId);
    // The money goes back through the refund job (retried until the provider confirms it).
    if (failed.amountMinor > 0)
      await queueRefund(tx, failed, {
        amountMinor: failed.amountMinor,
        lines: [],
        restock: false,
        reason: refundReason,
        createdBy: null,
      });
    // The shopper is told at once: the shop cancels what it cannot honour and gives the money back.
    await queueOrderMail(tx, { kind: "cancelled", orderId: failed.id, reason: mailReason, refundMinor: failed.amountMinor });
    return { result: refundReason, order: failed };
  }
  const productIds = claimed;
  const now = new Date();
  const paid = await moveOrder(tx, order, {
    payment: "paid",
    summary: "Payment received",
    set: { failureReason: null, paidAt: now, fulfilledAt: now, ...receipt },
    data: { eventId },
  });
  if (order.userId !== null) {
    const itemIds = lines.flatMap((line) => line.productItemId ?? []);
    if (itemIds.length > 0) {
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.userId, order.userId), inArray(cartLines.productItemId, itemIds)));
      await markCartChanged(tx, order.userId);
    }
  }
  await queueOrderMail(tx, { kind: "confirmation", orderId: order.id });
  return { result: "paid", order: paid, productIds };
}

/** A failed order paid after all whose stock has run out meanwhile: still failed, with the new reason on its timeline. */
async function stayFailed(
  tx: Db,
  order: OrderRow,
  summary: string,
  set: Partial<typeof orders.$inferInsert>,
  eventId: string | undefined,
): Promise<OrderRow> {
  const [failed] = await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await addOrderEvent(tx, order.id, { type: "payment", summary, data: { eventId } });
  return failed;
}

/**
 * Applies a payment's outcome to its order, once. Success (from pending, or from a failed card
 * attempt the shopper then paid) counts its discount code's use and takes the stock with
 * conditional updates, marks the order paid and empties those cart lines, all in one transaction;
 * if stock ran out or the code's last use went to another order meanwhile, the order fails and a
 * refund of the payment is queued. A decline or a failure only touches an order still
 * pending, so an out-of-order one never undoes a payment; a decline keeps it pending with its
 * reason, for the shopper to pay with another card. A failure for good moves the order to failed
 * and queues the shopper's mail. Every move goes through moveOrder (its timeline step in the same
 * transaction), and a decline is a timeline step too. With `eventId` the provider's event is
 * recorded in the same transaction, and an event seen before changes nothing.
 */
export async function settlePayment(
  paymentIntentId: string,
  outcome: Outcome,
  eventId?: string,
): Promise<Settled> {
  const db = await getDb();
  const settled = await db.transaction(async (tx): Promise<Settled> => {
    if (eventId) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ id: eventId, type: outcome.outcome })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return { result: "unchanged" };
    }
    // The row lock serialises a webhook and a status poll settling the same order.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, paymentIntentId))
      .for("update");
    if (!order) return { result: "unknown" };
    if (outcome.outcome === "succeeded") {
      const payable =
        order.paymentStatus === "pending" || (order.paymentStatus === "failed" && !isRefusedAfterPayment(order.failureReason));
      if (!payable || order.fulfilledAt) return { result: "unchanged", order };
      if (!receivedAsCharged(order, outcome.received)) return holdForReview(tx, order, outcome.received, eventId);
      return markPaid(tx, order, outcome.received, eventId);
    }
    if (order.paymentStatus !== "pending") {
      // The provider cancelled a payment the shop had already settled, expired or replaced: the
      // owner sees it happened (once per event: a redelivery never gets here).
      if (outcome.outcome === "failed" && eventId)
        await addOrderEvent(tx, order.id, {
          type: "payment",
          summary: `The payment provider reported: ${outcome.reason}`,
          data: { eventId },
          public: false,
        });
      return { result: "unchanged", order };
    }
    if (outcome.outcome === "declined") {
      // A status poll reports the same decline again and again: only a new reason is news.
      if (order.failureReason === outcome.reason) return { result: "declined", order };
      const [declined] = await tx
        .update(orders)
        .set({ failureReason: outcome.reason, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning();
      await addOrderEvent(tx, order.id, {
        type: "payment",
        summary: `Card declined: ${outcome.reason}`,
        data: { eventId },
      });
      return { result: "declined", order: declined };
    }
    const failed = await moveOrder(tx, order, {
      payment: "failed",
      summary: failedSummary(outcome.reason),
      set: { failureReason: outcome.reason },
      data: { eventId },
    });
    // Final (the intent can never be paid now), unlike a decline: the shopper is told once.
    await queueOrderMail(tx, { kind: "payment_failed", orderId: order.id, reason: outcome.reason });
    return { result: "failed", order: failed };
  });

  if (FAILURES.includes(settled.result)) {
    countPaymentFailed(settled.result);
    log.warn({ event: "payment.failed", orderId: settled.order?.id, outcome: settled.result, reason: settled.order?.failureReason }, "Payment failed");
  }
  // Product pages show stock: the sold products' cached pages are refreshed.
  if (settled.productIds) revalidateProductPages(settled.productIds);
  return settled;
}
