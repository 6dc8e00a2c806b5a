import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderRefunds } from "@/db/schema";
import { lineShares, unitsShare, type Shares } from "@/lib/orders/ledger/line-shares";
import { currencyOf } from "@/lib/money/currency";
import { money, type Money } from "@/lib/money/money";
import { chargedUnitPrice, linesOf, type OrderLineRow, type OrderRow } from "@/lib/orders/read/order-rows";

// The order's money as refunds see it: what each line and the delivery are worth of the charge
// (line-shares.ts), and what of each is still refundable. The admin's refund form and the refund
// itself read these, so the page never computes money on its own.

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

/**
 * Each line's and the delivery's share of what the order charged, from what the order recorded:
 * each line's part of the discount as the checkout priced it, never the code or catalogue of today.
 */
export function sharesOfOrder(order: OrderRow, lines: OrderLineRow[]): Shares {
  return lineShares({
    totalMinor: order.amountMinor,
    lines: lines.map((line) => ({
      id: line.id,
      itemsMinor: chargedUnitPrice(line, order).minor * line.quantity,
      discountMinor: line.discountMinor,
    })),
    deliveryMinor: order.shippingAmountMinor,
  });
}

/** Whether a refund of the delivery is pending or went through (it is given back once). */
async function deliveryRefunded(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.delivery, true),
        inArray(orderRefunds.state, ["pending", "succeeded"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type RefundFacts = {
  lines: {
    lineId: number;
    /** The line's share of the charge. */
    shareMinor: number;
    /** Units not yet refunded (nor on their way). */
    unitsLeft: number;
    /** What those units are worth of the line's share, never more than is left of the charge. */
    amountLeftMinor: number;
  }[];
  delivery: { shareMinor: number; leftMinor: number };
  /** The charge less refunds confirmed and pending. */
  leftMinor: number;
};

/** What of an order can still be refunded, by line, for the delivery and in all. */
export async function refundFactsOf(tx: Db, order: OrderRow, lines?: OrderLineRow[]): Promise<RefundFacts> {
  const rows = lines ?? (await linesOf(tx, order.id));
  const shares = sharesOfOrder(order, rows);
  const leftMinor = await refundableMinor(tx, order);
  const shareOf = new Map(shares.lines.map((line) => [line.id, line.shareMinor]));
  return {
    lines: rows.map((line) => {
      const shareMinor = shareOf.get(line.id) ?? 0;
      const unitsLeft = line.quantity - line.refundedQuantity;
      return {
        lineId: line.id,
        shareMinor,
        unitsLeft,
        amountLeftMinor: Math.min(leftMinor, unitsShare(shareMinor, line.quantity, line.refundedQuantity, unitsLeft)),
      };
    }),
    delivery: {
      shareMinor: shares.deliveryMinor,
      leftMinor: (await deliveryRefunded(tx, order.id)) ? 0 : Math.min(leftMinor, shares.deliveryMinor),
    },
    leftMinor,
  };
}

/** What the owner can still refund, as the admin's order page and API show it (amounts in the order's currency). */
export type RefundableMoney = {
  lines: { lineId: number; units: number; amount: Money }[];
  delivery: Money;
  total: Money;
};

/** The admin's money facts of an order: what each line, the delivery and the order can still refund. */
export async function refundableMoneyOf(tx: Db, order: OrderRow): Promise<RefundableMoney> {
  const facts = await refundFactsOf(tx, order);
  const inCurrency = (minor: number) => money(minor, currencyOf(order.currency));
  return {
    lines: facts.lines.map((line) => ({ lineId: line.lineId, units: line.unitsLeft, amount: inCurrency(line.amountLeftMinor) })),
    delivery: inCurrency(facts.delivery.leftMinor),
    total: inCurrency(facts.leftMinor),
  };
}
