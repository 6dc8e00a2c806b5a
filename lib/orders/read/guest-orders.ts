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
 * two at once, attach nothing more). The caller has proved the orders are the user's: the
 * account's confirmed e-mail address is the orders' (an unconfirmed one, or a guest's order
 * link, proves nothing). Answers the ids attached.
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
 * An address as a hint its owner recognises and a stranger learns little from: the first
 * letter of the name and of the domain, and the top-level domain ("j***@e***.com").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${domain[0] ?? ""}***${tld}`;
}

/**
 * What 'Create an account' after a guest checkout shows: the address the order was placed
 * with, MASKED, and nothing prefilled. Decision (issue 35): the link lives for weeks in a
 * mailbox and a browser history, so whoever holds it may not be the guest; the page only
 * reminds the guest which address to use, and the order joins an account only once that
 * account confirms this very address (never through the link). Null when the link proves
 * nothing, the order has an account, or it has no address.
 */
export async function guestSignupOf(link: GuestOrderLink | null): Promise<{ emailHint: string } | null> {
  if (!link) return null;
  const order = await findLinkedOrder(link).catch(() => null);
  if (!order || order.userId !== null || !order.customerEmail) return null;
  return { emailHint: maskEmail(order.customerEmail) };
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
