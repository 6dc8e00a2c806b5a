import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { logIn } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { EMAIL_TAKEN } from "@/lib/auth/rules";
import type { CurrentSession, SessionUser } from "@/lib/auth/session";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { removeSecondStepsSince } from "@/lib/two-step/account";
import { LINK_INVALID } from "./contract";
import type { Db } from "@/db/client";
import { endAccountAccess } from "./end-access";
import { attachGuestOrdersOfConfirmedEmail } from "./guest-orders";
import { queueAccountMail } from "./mail-queue";
import { ACCOUNT_LIMITS, limitOrRefuse } from "./rate-limit";
import { consumeAccountToken, issueAccountToken, newToken } from "./tokens";

async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

async function assertEmailFree(db: Db, email: string, userId: number): Promise<void> {
  // A 409 tells that the address has an account: acceptable here, since only a signed-in user who
  // has just typed their password can ask, each ask is counted, and sign-up already answers the same.
  if (await emailTakenByOther(db, email, userId)) throw new ConflictError(EMAIL_TAKEN);
}

/**
 * Asks to move the account to `newEmail`: checks the current password (with the login's limits),
 * then mails a link TO THE NEW ADDRESS; nothing changes until it is followed (24 hours, once).
 * The OLD address is told at once, with a link that cancels the change (cancelEmailChange):
 * whoever asked may only know the password.
 * 400 for the address already in use by this account, 401 for a wrong password, 409 for an
 * address of another account, 429 past the hourly limit.
 */
export async function requestEmailChange(
  user: SessionUser,
  input: { newEmail: string; currentPassword: string },
  ip: string | undefined,
): Promise<{ sentTo: string }> {
  if (input.newEmail.toLowerCase() === user.email.toLowerCase())
    throw new BadRequestError("newEmail: This is already your e-mail address");
  await limitOrRefuse(`email-change:${user.id}`, ACCOUNT_LIMITS.mailPerAccount, "e-mail change requests");
  await logIn({ username: user.username, password: input.currentPassword, ip });
  const db = await getDb();
  await assertEmailFree(db, input.newEmail, user.id);
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user.id, "email_change", { newEmail: input.newEmail });
    await queueAccountMail(tx, { kind: "email_change", userId: user.id, to: input.newEmail, token });
    // The cancel link keeps the address it was mailed to: the one it gives the account back to.
    const cancel = await issueAccountToken(tx, user.id, "email_change_cancel", { newEmail: user.email });
    await queueAccountMail(tx, {
      kind: "email_change_cancel",
      userId: user.id,
      to: user.email,
      newEmail: input.newEmail,
      token: cancel,
    });
  });
  return { sentTo: input.newEmail };
}

/**
 * Follows an e-mail change link: the account takes the new address, which counts as verified,
 * and the old address is told. Every other pending link of the account ends (a reset mailed to
 * the old address, the cancel link) and so does every session but the confirmer's own, when
 * `confirmer` is signed in to this account. Guest orders placed with the new address join the
 * account. 400 for a wrong, used or expired link; 409 (and the link still usable) when another
 * account took the address meanwhile.
 */
export async function confirmEmailChange(
  token: string,
  ip: string | undefined,
  confirmer: CurrentSession | null = null,
): Promise<{ email: string }> {
  if (ip) await limitOrRefuse(`links-ip:${ip}`, ACCOUNT_LIMITS.linksPerIp, "attempts from this address");
  const db = await getDb();
  const confirmed = await db.transaction(async (tx) => {
    const { userId, newEmail } = await consumeAccountToken(tx, token, "email_change");
    if (!newEmail)
      throw new BadRequestError("token: This link is invalid or has expired. Please ask for a new one.");
    await assertEmailFree(tx, newEmail, userId);
    const [before] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx
      .update(users)
      .set({ email: newEmail, emailVerifiedAt: sql`now()`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await endAccountAccess(tx, userId, confirmer?.user.id === userId ? confirmer.sessionId : null);
    if (before && before.email.toLowerCase() !== newEmail.toLowerCase())
      await queueAccountMail(tx, { kind: "email_changed_notice", userId, to: before.email, newEmail });
    return { userId, email: newEmail };
  });
  await attachGuestOrdersOfConfirmedEmail(confirmed.userId);
  return { email: confirmed.email };
}

/**
 * Follows the link mailed to the OLD address when a change was asked: the account takes that
 * address back if the change was confirmed meanwhile (unless another account holds it now),
 * every pending link (other ways back included) and every session end, and the current password
 * stops working (whoever asked the change knew it), and so do the second steps of sign-in set up
 * since the change was asked (they would keep the owner out after the new password). The answer is a fresh reset token, so the
 * page asks the owner of the old mailbox for a new password at once. 400 for a wrong, used or
 * expired link.
 */
export async function cancelEmailChange(token: string, ip: string | undefined): Promise<{ resetToken: string }> {
  if (ip) await limitOrRefuse(`links-ip:${ip}`, ACCOUNT_LIMITS.linksPerIp, "attempts from this address");
  // A password nobody knows: hashed like any other, so the login check treats it as just wrong.
  const lockedHash = await hashPassword(newToken());
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { userId, newEmail: oldEmail, issuedAt } = await consumeAccountToken(tx, token, "email_change_cancel");
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    const takeBack = oldEmail && current && current.email.toLowerCase() !== oldEmail.toLowerCase() && !(await emailTakenByOther(tx, oldEmail, userId));
    await tx
      .update(users)
      .set({
        passwordHash: lockedHash,
        ...(takeBack ? { email: oldEmail, emailVerifiedAt: sql`now()` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await endAccountAccess(tx, userId, null, true);
    await removeSecondStepsSince(tx, userId, issuedAt);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new BadRequestError(LINK_INVALID);
    // Mailed to this address, so the reset also verifies it (as a reset link from the mail would).
    const resetToken = await issueAccountToken(tx, userId, "password_reset", { newEmail: user.email });
    return { resetToken };
  });
}
