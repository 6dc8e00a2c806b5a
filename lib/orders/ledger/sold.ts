import "server-only";
import { and, inArray, ne, sql, type SQL } from "drizzle-orm";
import { orders } from "@/db/schema";
import { SOLD_PAYMENT_STATUSES } from "@/lib/orders/contract/statuses";

/** An order that counts as a sale: its money held (in part) and its goods not cancelled. */
export function isSold(): SQL {
  return and(inArray(orders.paymentStatus, [...SOLD_PAYMENT_STATUSES]), ne(orders.fulfilmentStatus, "cancelled"))!;
}

/** The same, for raw SQL over `orders o`. */
export const SOLD_ORDER_SQL = sql.raw(
  `o.payment_status IN (${SOLD_PAYMENT_STATUSES.map((status) => `'${status}'`).join(", ")}) AND o.fulfilment_status <> 'cancelled'`,
);
