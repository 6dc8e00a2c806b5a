import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, users } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { provenOrder, type GuestOrderLink } from "@/lib/orders/read/guest-link";
import { ORDER_NOT_FOUND, type OrderRow } from "@/lib/orders/read/order-rows";
import { addOrderEvent } from "@/lib/orders/read/timeline";

/**
 * The order a guest's signed link proves; 404 for a tampered, expired or unknown one (the same
 * answer, so a link tells nothing about orders it does not prove).
 */
export async function findLinkedOrder(link: GuestOrderLink | null): Promise<OrderRow> {
  const orderId = provenOrder(link);
  if (orderId === null) throw new NotFoundError(ORDER_NOT_FOUND);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/**
 * Gives guest orders to an account: only those still without one, each once (a second call, or
 * two at once, attach nothing more). The caller has proved the orders are the user's (the guest's
 * signed link, or a verified e-mail address): an e-mail alone proves nothing. Answers the ids
 * attached.
 */
export async function attachGuestOrders(userId: number, orderIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const attached = await tx
      .update(orders)
      .set({ userId, updatedAt: new Date() })
      .where(and(inArray(orders.id, ids), isNull(orders.userId)))
      .returning({ id: orders.id });
    for (const { id } of attached)
      await addOrderEvent(tx, id, { type: "note", summary: "Guest order added to the customer's new account", public: false });
    return attached.map(({ id }) => id);
  });
}

/**
 * What 'Create an account' after a guest checkout starts from: the link, and the e-mail and
 * name the order was placed with. Null when the link proves nothing or the order has an account.
 */
export async function guestSignupOf(
  link: GuestOrderLink | null,
): Promise<{ link: GuestOrderLink; prefill: { email?: string; firstName?: string; lastName?: string } } | null> {
  if (!link) return null;
  const order = await findLinkedOrder(link).catch(() => null);
  if (!order || order.userId !== null) return null;
  const [firstName = "", ...rest] = (order.customerName ?? "").trim().split(/\s+/);
  return {
    link,
    prefill: { email: order.customerEmail ?? undefined, firstName: firstName || undefined, lastName: rest.join(" ") || undefined },
  };
}

/** The guest order `orderId` (a checkout cookie's) when it is the one behind `paymentIntentId`; else null. */
export async function guestOrderOfIntent(orderId: number | null, paymentIntentId: string): Promise<number | null> {
  if (orderId === null) return null;
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentIntentId, paymentIntentId), isNull(orders.userId)));
  return order?.id ?? null;
}

/** A guest order placed with the user's address (any case): theirs once they verified that address. */
const guestOrdersOf = (userId: number) =>
  and(
    isNull(orders.userId),
    sql`lower(${orders.customerEmail}) = (SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${userId})`,
  );

/** The ids of the guest orders placed with the user's e-mail address. */
export async function guestOrderIdsFor(userId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: orders.id }).from(orders).where(guestOrdersOf(userId)).orderBy(orders.id);
  return rows.map((row) => row.id);
}

/** Whether the user proved they receive mail at their address. */
export async function isEmailVerified(userId: number): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(user?.at);
}
