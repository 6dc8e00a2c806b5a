import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { ORDER_NOT_FOUND, type OrderRow } from "@/lib/orders/read/order-rows";
import {
  canMoveFulfilment,
  canMovePayment,
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type FulfilmentStatus,
  type PaymentStatus,
} from "@/lib/orders/contract/statuses";
import { addOrderEvent } from "@/lib/orders/read/timeline";

/** Reads the order and locks its row until the transaction ends: its moves happen one at a time. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

type Dimension = "payment" | "fulfilment";

const STATUS_COLUMN = { payment: "paymentStatus", fulfilment: "fulfilmentStatus" } as const;

function labelOf(dimension: Dimension, status: string): string {
  return dimension === "payment"
    ? PAYMENT_STATUS_LABELS[status as PaymentStatus]
    : FULFILMENT_STATUS_LABELS[status as FulfilmentStatus];
}

/** "Order #5's payment is refunded: it cannot become disputed." */
export function impossibleMove(order: Pick<OrderRow, "id" | "paymentStatus" | "fulfilmentStatus">, move: StatusChange): string {
  const dimension: Dimension = "payment" in move ? "payment" : "fulfilment";
  const from = order[STATUS_COLUMN[dimension]];
  const to = "payment" in move ? move.payment : move.fulfilment;
  const what = dimension === "payment" ? "payment" : "goods";
  return `Order #${order.id}: its ${what} ${dimension === "payment" ? "is" : "are"} ${labelOf(dimension, from).toLowerCase()}, so it cannot become ${labelOf(dimension, to).toLowerCase()}`;
}

/** One status moved at a time: the payment's or the fulfilment's. */
export type StatusChange = { payment: PaymentStatus } | { fulfilment: FulfilmentStatus };

export type Move = StatusChange & {
  /** The timeline's words for the move ("Shipped with DHL, tracking 123"). */
  summary: string;
  /** Columns set with the move (timestamps, tracking). */
  set?: Partial<typeof orders.$inferInsert>;
  /** The admin who asked for it (recorded in the audit trail too), or none for the shop or the provider. */
  actor?: AuditActor | null;
  data?: Record<string, unknown>;
};

function allowed(order: OrderRow, move: StatusChange): boolean {
  return "payment" in move
    ? canMovePayment(order.paymentStatus, move.payment)
    : canMoveFulfilment(order.fulfilmentStatus, move.fulfilment);
}

/**
 * The one way an order's payment or fulfilment changes status: checked against its transition
 * table (409 otherwise), with its timeline step and, for an admin's move, its audit entry, all in
 * the caller's transaction. Call it on a row read with lockOrder.
 */
export async function moveOrder(tx: Db, order: OrderRow, move: Move): Promise<OrderRow> {
  if (!allowed(order, move)) throw new ConflictError(impossibleMove(order, move));
  const dimension: Dimension = "payment" in move ? "payment" : "fulfilment";
  const from = order[STATUS_COLUMN[dimension]];
  const to = "payment" in move ? move.payment : move.fulfilment;
  const [moved] = await tx
    .update(orders)
    .set({ ...move.set, [STATUS_COLUMN[dimension]]: to, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  // Written inside the caller's transaction: a rollback after it is logged as that request's error.
  log.info({ event: "order.status_changed", orderId: order.id, of: dimension, from, to }, "Order status changed");
  await addOrderEvent(tx, order.id, {
    type: "status",
    summary: move.summary,
    actorName: move.actor?.username ?? null,
    data: { of: dimension, from, to, ...move.data },
  });
  if (move.actor)
    await recordAudit(tx, move.actor, {
      kind: "order",
      action: to,
      subjectId: order.id,
      summary: `Order #${order.id}: ${move.summary}`,
      before: { [STATUS_COLUMN[dimension]]: from },
      after: { [STATUS_COLUMN[dimension]]: to, ...(move.set ? jsonable(move.set) : {}) },
    });
  return moved;
}

function jsonable(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
