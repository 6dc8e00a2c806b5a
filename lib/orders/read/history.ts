import "server-only";
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import type { Money } from "@/lib/money/money";
import { groupBy } from "@/lib/catalog/read/mappers";
import { chargedAmount, chargedUnitPrice } from "@/lib/orders/read/order-rows";
import { CLOSED_PAYMENT_STATUSES, type FulfilmentStatus, type PaymentStatus } from "@/lib/orders/contract/statuses";

/** One of a customer's orders, its amounts as charged (in its currency). */
export type OrderSummary = {
  id: number;
  paymentIntentId: string;
  status: PaymentStatus;
  fulfilment: FulfilmentStatus;
  reason: string | null;
  amount: Money;
  country: string | null;
  createdAt: string;
  lines: { productId: number | null; productName: string; sku: string; quantity: number; unitPrice: Money }[];
};

const ORDER_HISTORY_LIMIT = 50;

/**
 * The user's latest orders, newest first, with their lines (two queries however many orders).
 * Abandoned checkouts (expired) are not among them.
 */
export async function listOrdersForUser(userId: number): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.paymentStatus, [...CLOSED_PAYMENT_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_HISTORY_LIMIT);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((row) => row.id)))
    .orderBy(orderLines.id);
  const linesByOrder = groupBy(lines, (line) => line.orderId);
  return rows.map((order) => ({
    id: order.id,
    paymentIntentId: order.paymentIntentId,
    status: order.paymentStatus,
    fulfilment: order.fulfilmentStatus,
    reason: order.failureReason,
    amount: chargedAmount(order),
    country: order.country,
    createdAt: order.createdAt.toISOString(),
    lines: (linesByOrder.get(order.id) ?? []).map((line) => ({
      productId: line.productId,
      productName: line.productName,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: chargedUnitPrice(line, order),
    })),
  }));
}
