import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import type { SessionUser } from "@/lib/users/types";
import { NotFoundError } from "@/lib/errors";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const ORDER_NOT_FOUND = "Order not found";

export async function findOrderByIntent(db: Db, paymentIntentId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return order;
}

/**
 * The order behind a payment reference, for its owner (or, when `allowAdmin`, an admin).
 * Anyone else gets the same 404 as for a reference that does not exist.
 */
export async function findOwnOrder(
  db: Db,
  user: SessionUser,
  paymentIntentId: string,
  { allowAdmin = false } = {},
): Promise<OrderRow> {
  const order = await findOrderByIntent(db, paymentIntentId);
  const visible = order && (order.userId === user.id || (allowAdmin && user.role === "admin"));
  if (!visible) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** The user's newest order still waiting for payment, if any. */
export async function findPendingOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "pending")))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order;
}

export async function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}
