import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, users } from "@/db/schema";

/** A guest order is the user's when it was placed with their address (any case) and no account. */
const guestOrdersOf = (userId: number) =>
  and(
    isNull(orders.userId),
    sql`lower(${orders.customerEmail}) = (SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${userId})`,
  );

/**
 * Gives guest orders to an account: only those of `orderIds` that have no account and were placed
 * with the account's e-mail address. Answers how many were attached. The caller decides the
 * address is proven (verified, or the order's own signed link).
 */
export async function attachGuestOrders(userId: number, orderIds: number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const db = await getDb();
  const attached = await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(inArray(orders.id, orderIds), guestOrdersOf(userId)))
    .returning({ id: orders.id });
  return attached.length;
}

/** The ids of the guest orders placed with the user's e-mail address. */
export async function guestOrderIdsFor(userId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(guestOrdersOf(userId))
    .orderBy(orders.id);
  return rows.map((row) => row.id);
}

/** Whether the user proved they receive mail at their address. */
export async function isEmailVerified(userId: number): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(user?.at);
}
