import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { BadRequestError } from "@/lib/errors";
import { LINK_INVALID } from "./contract";
import { attachGuestOrdersOfConfirmedEmail } from "./guest-orders";
import { queueAccountMail } from "./mail-queue";
import { ACCOUNT_LIMITS, limitOrRefuse } from "./rate-limit";
import { consumeAccountToken, issueAccountToken } from "./tokens";

/** Mails a verification link to the user's address as it is now (after sign-up, or asked again). */
export async function sendEmailVerification(user: { id: number; email: string }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user.id, "email_verify", { newEmail: user.email });
    await queueAccountMail(tx, { kind: "email_verify", userId: user.id, to: user.email, token });
  });
}

/** The signed-in user asks for the link again: nothing when already verified; 429 past the hourly limit. */
export async function resendEmailVerification(userId: number): Promise<{ verified: boolean }> {
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.verifiedAt) return { verified: Boolean(user) };
  await limitOrRefuse(`email-verify:${userId}`, ACCOUNT_LIMITS.mailPerAccount, "verification e-mails");
  await sendEmailVerification({ id: userId, email: user.email });
  return { verified: false };
}

/**
 * Follows a verification link: the address it was mailed to is verified, if it is still the
 * account's (a link to an address changed since proves nothing about the new one: 400). Guest
 * orders placed with that address then join the account: its owner has just proved it.
 */
export async function verifyEmail(token: string, ip: string | undefined): Promise<void> {
  if (ip) await limitOrRefuse(`links-ip:${ip}`, ACCOUNT_LIMITS.linksPerIp, "attempts from this address");
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const { userId, newEmail } = await consumeAccountToken(tx, token, "email_verify");
    const updated = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${newEmail ?? ""})`))
      .returning({ id: users.id });
    if (updated.length === 0) throw new BadRequestError(LINK_INVALID);
    return userId;
  });
  await attachGuestOrdersOfConfirmedEmail(userId);
}
