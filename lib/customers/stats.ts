import "server-only";
import { inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { isSold } from "@/lib/orders/ledger/sold";
import { PAYMENT_STATUSES, type PaymentStatus } from "@/lib/orders/contract/statuses";

/** Orders that were paid, whatever happened after: what a customer's order count counts. */
export const COUNTED_STATUSES: readonly PaymentStatus[] = PAYMENT_STATUSES.filter(
  (status) => !["pending", "failed", "expired", "review"].includes(status),
);

/**
 * An order's takings in the catalogue's currency, net of refunds: its catalogue amount scaled by
 * the share of the charge not refunded, rounded half away from zero (PostgreSQL's round of a
 * numeric, the rounding lib/money uses).
 */
export const netBaseMinor = sql`round(${orders.baseAmountMinor}::numeric * (${orders.amountMinor} - ${orders.refundedAmountMinor}) / nullif(${orders.amountMinor}, 0))`;

/** Per user: orders counted and total spent (minor units, base currency), as a subquery to join. */
export function customerStats(db: Db) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`(count(*) filter (where ${inArray(orders.paymentStatus, [...COUNTED_STATUSES])}))::int`.as("order_count"),
      spentMinor: sql<string>`coalesce(sum(coalesce(${netBaseMinor}, ${orders.baseAmountMinor})) filter (where ${isSold()}), 0)::bigint`.as(
        "spent_minor",
      ),
    })
    .from(orders)
    .where(isNotNull(orders.userId))
    .groupBy(orders.userId)
    .as("customer_stats");
}
