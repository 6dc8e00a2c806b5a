import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderRefunds } from "@/db/schema";

/**
 * The random idempotency key of a refund's current request, stored with the refund before the
 * request is sent (two workers at once agree on one). Refund ids restart in every database, so
 * a key made of them would collide with another installation's on a shared provider account.
 */
export async function refundKey(db: Db, refund: { id: number; idempotencyKey: string | null }): Promise<string> {
  if (refund.idempotencyKey) return refund.idempotencyKey;
  await db
    .update(orderRefunds)
    .set({ idempotencyKey: randomUUID() })
    .where(and(eq(orderRefunds.id, refund.id), isNull(orderRefunds.idempotencyKey)));
  const [row] = await db.select({ key: orderRefunds.idempotencyKey }).from(orderRefunds).where(eq(orderRefunds.id, refund.id));
  return row.key!;
}

/**
 * A new key once the provider answered under the old one: it keeps that answer (a 500, a refund
 * that later failed) for 24 hours, so asking again needs another key. The next request first
 * looks for a refund made under the old one, so none is made twice.
 */
export async function renewRefundKey(db: Db, refundId: number, usedKey: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ idempotencyKey: randomUUID() })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.idempotencyKey, usedKey)));
}
