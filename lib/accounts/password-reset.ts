import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { personalPart } from "@/lib/auth/password-policy";
import { PASSWORD_PERSONAL_DETAIL } from "@/lib/auth/schemas";
import { BadRequestError } from "@/lib/errors";
import { endAccountAccess } from "./end-access";
import { consumeAccountToken, issueAccountToken, newToken } from "./tokens";
import { queueAccountMail } from "./mail-queue";
import { ACCOUNT_LIMITS, limitOrRefuse, withinLimit } from "./rate-limit";

/**
 * Mails a reset link to the account named by `identifier` (its e-mail address or username), if
 * there is one. The caller answers the same either way; the work is the same too (the lookup, a token
 * and the per-account count, for an unknown name as for a known one), and the
 * mail itself leaves later through the job queue, so the answer's timing tells little.
 * 429 past the per-address limit; past the per-account one, silently no more mail.
 */
export async function requestPasswordReset(identifier: string, ip: string | undefined): Promise<void> {
  if (ip)
    await limitOrRefuse(
      `reset-ip:${ip}`,
      ACCOUNT_LIMITS.resetPerIp,
      "password reset requests from this address",
    );
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = lower(${identifier})`,
        sql`lower(${users.username}) = lower(${identifier})`,
      ),
    )
    .limit(1);
  const token = newToken();
  const accountKey = user ? `reset-account:${user.id}` : `reset-account:none:${identifier.toLowerCase()}`;
  const allowed = await withinLimit(accountKey, ACCOUNT_LIMITS.resetPerAccount);
  if (!user || !allowed) return;
  await db.transaction(async (tx) => {
    await issueAccountToken(tx, user.id, "password_reset", { token, newEmail: user.email });
    await queueAccountMail(tx, { kind: "password_reset", userId: user.id, to: user.email, token });
  });
}

/**
 * Sets a new password through a reset link: the token is used up, every session of the user ends
 * (the session version rises), and the address the link was mailed to counts as verified if it
 * is still the account's; every other open link of the account (a pending e-mail change, its
 * cancel link, a verification) ends. A wrong, used or expired token is a 400 and changes nothing.
 */
export async function resetPassword(
  token: string,
  newPassword: string,
  ip: string | undefined,
): Promise<void> {
  if (ip) await limitOrRefuse(`links-ip:${ip}`, ACCOUNT_LIMITS.linksPerIp, "attempts from this address");
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { userId, newEmail } = await consumeAccountToken(tx, token, "password_reset");
    // Only now is the owner known; throwing rolls the transaction back, so the link still works.
    const [owner] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
    if (owner && personalPart(newPassword, owner)) throw new BadRequestError(`newPassword: ${PASSWORD_PERSONAL_DETAIL}`);
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: newEmail
          ? sql`CASE WHEN lower(${users.email}) = lower(${newEmail}) THEN coalesce(${users.emailVerifiedAt}, now()) ELSE ${users.emailVerifiedAt} END`
          : users.emailVerifiedAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    // Whoever knew the old password may have asked to move the account to their own address.
    await endAccountAccess(tx, userId, null);
  });
}
