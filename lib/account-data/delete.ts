import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { getDb } from "@/db/client";
import { discountRedemptions, jobs, orders, paymentAttempts, users } from "@/db/schema";
import { LINK_INVALID } from "@/lib/accounts/contract";
import { ACCOUNT_MAIL_JOB, queueAccountMail } from "@/lib/accounts/mail-queue";
import { ACCOUNT_LIMITS, limitOrRefuse, withinLimit } from "@/lib/accounts/rate-limit";
import { consumeAccountToken, issueAccountToken } from "@/lib/accounts/tokens";
import { recordAudit } from "@/lib/audit/record";
import { logIn } from "@/lib/auth/login";
import { BadRequestError, ConflictError } from "@/lib/errors";
import type { SessionUser } from "@/lib/users/types";
import { LAST_ADMIN } from "./contract";

// "Delete my account": the password first, then a link mailed to the account's address (whoever
// holds a session alone cannot delete it), then the deletion itself. Orders stay for the shop's
// books, stripped of the personal fields; every other row of the user goes with the user row
// (ON DELETE CASCADE: cart, addresses, links, reminders; SET NULL: orders, discount uses).

/** 409 when `userId` is the only admin; locks the admin rows so two last admins cannot both go. */
async function refuseLastAdmin(tx: Db, userId: number): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
  if (admins.some((admin) => admin.id === userId) && admins.length === 1) throw new ConflictError(LAST_ADMIN);
}

/**
 * Checks the password (with the login's rate limits: 401, 429) and mails the confirmation
 * link to the account's address. 409 for the last admin.
 */
export async function requestAccountDeletion(
  user: SessionUser,
  currentPassword: string,
  ip: string | undefined,
): Promise<void> {
  await logIn({ username: user.username, password: currentPassword, ip });
  const db = await getDb();
  await refuseLastAdmin(db, user.id);
  // The right password, asked again and again, must not flood the mailbox.
  if (!(await withinLimit(`delete-account:${user.id}`, ACCOUNT_LIMITS.mailPerAccount))) return;
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user.id, "account_delete");
    await queueAccountMail(tx, { kind: "account_delete", userId: user.id, to: user.email, token });
  });
}

/** What the deletion did, for the caller and the tests. */
export type DeletedAccount = { userId: number; ordersKept: number };

/**
 * Deletes the account the link was mailed for: its orders lose the personal fields and stay,
 * the user row and everything cascading from it go, and the audit trail records the deletion
 * by id only. A wrong, used or expired link is a 400 and changes nothing; the last admin, 409.
 */
export async function deleteAccount(token: string, ip: string | undefined): Promise<DeletedAccount> {
  if (ip) await limitOrRefuse(`links-ip:${ip}`, ACCOUNT_LIMITS.linksPerIp, "attempts from this address");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { userId } = await consumeAccountToken(tx, token, "account_delete");
    await refuseLastAdmin(tx, userId);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new BadRequestError(LINK_INVALID);

    // Orders: kept (amounts, lines, statuses) without who placed them or where they went.
    const kept = await tx
      .update(orders)
      .set({ customerName: null, customerEmail: null, shipping: null, updatedAt: new Date() })
      .where(eq(orders.userId, userId))
      .returning({ id: orders.id });
    const orderIds = kept.map((order) => order.id);
    if (orderIds.length > 0)
      await tx.update(paymentAttempts).set({ receiptEmail: null }).where(inArray(paymentAttempts.orderId, orderIds));
    await tx.update(discountRedemptions).set({ email: null }).where(eq(discountRedemptions.userId, userId));
    // Account mails not yet sent (or sent, with the address in their payload).
    await tx.delete(jobs).where(and(eq(jobs.kind, ACCOUNT_MAIL_JOB), sql`(${jobs.payload} ->> 'userId')::int = ${userId}`));

    await recordAudit(
      tx,
      // The actor is the account itself, named by id: its username is personal data too.
      { id: userId, username: `account #${userId}` },
      {
        kind: "customer",
        action: "account deleted",
        subjectId: userId,
        summary: `Account #${userId} deleted by its holder; ${orderIds.length} order(s) kept without personal data`,
      },
    );
    await tx.delete(users).where(eq(users.id, userId));
    return { userId, ordersKept: orderIds.length };
  });
}
