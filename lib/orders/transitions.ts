import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { ORDER_NOT_FOUND, type OrderRow } from "./order-rows";
import { canMove, ORDER_STATUS_LABELS, type OrderStatus } from "./statuses";
import { addOrderEvent } from "./timeline";

/** Reads the order and locks its row until the transaction ends: its moves happen one at a time. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

export const impossibleMove = (order: Pick<OrderRow, "id" | "status">, to: OrderStatus) =>
  `Order #${order.id} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}`;

export type Move = {
  to: OrderStatus;
  /** The timeline's words for the move ("Shipped with DHL, tracking 123"). */
  summary: string;
  /** Columns set with the move (timestamps, tracking). */
  set?: Partial<typeof orders.$inferInsert>;
  /** The admin who asked for it (recorded in the audit trail too), or none for the shop or the provider. */
  actor?: AuditActor | null;
  data?: Record<string, unknown>;
};

/**
 * The one way an order changes status: checked against ORDER_TRANSITIONS (409 otherwise), with
 * its timeline step and, for an admin's move, its audit entry, all in the caller's transaction.
 * Call it on a row read with lockOrder.
 */
export async function moveOrder(tx: Db, order: OrderRow, move: Move): Promise<OrderRow> {
  if (!canMove(order.status, move.to)) throw new ConflictError(impossibleMove(order, move.to));
  const [moved] = await tx
    .update(orders)
    .set({ ...move.set, status: move.to, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  // Written inside the caller's transaction: a rollback after it is logged as that request's error.
  log.info({ event: "order.status_changed", orderId: order.id, from: order.status, to: move.to }, "Order status changed");
  await addOrderEvent(tx, order.id, {
    type: "status",
    summary: move.summary,
    actorName: move.actor?.username ?? null,
    data: { from: order.status, to: move.to, ...move.data },
  });
  if (move.actor)
    await recordAudit(tx, move.actor, {
      kind: "order",
      action: move.to,
      subjectId: order.id,
      summary: `Order #${order.id}: ${move.summary}`,
      before: { status: order.status },
      after: { status: move.to, ...(move.set ? jsonable(move.set) : {}) },
    });
  return moved;
}

function jsonable(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
