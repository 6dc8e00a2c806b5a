import "server-only";
import { and, gte, inArray, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderRefunds, orders } from "@/db/schema";
import { paymentProvider } from "@/lib/payments/provider";
import { RECONCILIATION_NEEDS_STRIPE } from "@/lib/payments/test-provider";
import { compareLedgers, type Difference } from "./compare";
import { rangeBounds, type ReconcileRange } from "./range";

/** An intent is made at checkout, at most this much before its order's row is written. */
const BEFORE_ORDER_MS = 5 * 60 * 1000;
/** An order's later intents (a payment retried after the shopper came back) are read up to a day after the range. */
const AFTER_RANGE_MS = 24 * 60 * 60 * 1000;

export type Reconciliation = { range: ReconcileRange; provider: string; differences: Difference[] };

/**
 * Compares, over a range of days, every order created in it (its charge, each refund and the total
 * refunded) with what the payment provider has of this installation, read with its lists. Throws
 * ConflictError where the provider keeps nothing to compare (the built-in test provider).
 */
export async function reconcile(range: ReconcileRange): Promise<Reconciliation> {
  const provider = paymentProvider();
  const { start, end } = rangeBounds(range);
  const ledger = await provider.ledger({
    from: new Date(start.getTime() - BEFORE_ORDER_MS),
    to: new Date(end.getTime() + AFTER_RANGE_MS),
  });
  const db = await getDb();
  const named = [...new Set(ledger.intents.flatMap((intent) => (intent.orderId === null ? [] : [intent.orderId])))];
  const inRangeWhere = and(gte(orders.createdAt, start), lt(orders.createdAt, end));
  const orderRows = await db
    .select({
      id: orders.id,
      status: orders.paymentStatus,
      provider: orders.provider,
      amountMinor: orders.amountMinor,
      currency: orders.currency,
      receivedAmountMinor: orders.receivedAmountMinor,
      receivedCurrency: orders.receivedCurrency,
      refundedAmountMinor: orders.refundedAmountMinor,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(named.length > 0 ? or(inRangeWhere, inArray(orders.id, named)) : inRangeWhere);
  const inRange = new Set(orderRows.filter((order) => order.createdAt >= start && order.createdAt < end).map((order) => order.id));
  const refunds =
    inRange.size === 0
      ? []
      : await db
          .select({
            id: orderRefunds.id,
            orderId: orderRefunds.orderId,
            amountMinor: orderRefunds.amountMinor,
            state: orderRefunds.state,
            providerRefundId: orderRefunds.providerRefundId,
          })
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, [...inRange]));
  const differences = compareLedgers({
    provider: provider.name,
    orders: orderRows,
    refunds,
    intents: ledger.intents,
    providerRefunds: ledger.refunds,
    inRange,
  });
  return { range, provider: provider.name, differences };
}

/** Why reconciliation cannot run here (no Stripe: nothing to compare), or null when it can. */
export function reconciliationUnavailable(): string | null {
  try {
    return paymentProvider().name === "stripe" ? null : RECONCILIATION_NEEDS_STRIPE;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
