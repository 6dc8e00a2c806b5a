import "server-only";
import { and, count, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { signInTickets, userPasskeys, userRecoveryCodes, userTotp } from "@/db/schema";
import { hashToken, newToken } from "@/lib/accounts/tokens";
import { countAttempt, LOGIN_LIMITS, tooMany } from "@/lib/auth/rate-limit";
import { UnauthorizedError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { currentRequest } from "@/lib/observability/request-context";
import { findSessionSubject } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import {
  CODE_INVALID,
  SECOND_STEP_NEEDED,
  SIGN_IN_TICKET_MINUTES,
  TICKET_INVALID,
  type CredentialJson,
  type SecondStepMethod,
  type SecondStepRequired,
} from "./contract";
import { passkeySignInOptions, verifyPasskeyAssertion } from "./passkeys";
import { spendRecoveryCode, spendTotpCode } from "./totp";

/**
 * Wrong second steps per 15-minute window (the password's window): per (account, address) 5,
 * per account 10 from anywhere, per address 20. Unlike the password, the account itself is
 * limited: whoever gets here knows the password, and a million codes must not be tried.
 */
export const SECOND_STEP_LIMITS = { perAccountAndIp: 5, perAccount: 10, perIp: 20 } as const;
/** Failed passkey sign-ins (no account known yet) per address per 15 minutes. */
export const PASSKEY_SIGN_IN_LIMIT_PER_IP = 20;

/** What a user can offer as a second step: an app, a recovery code (while any is left), a passkey. */
export async function secondStepMethods(userId: number): Promise<SecondStepMethod[]> {
  const db = await getDb();
  const [[totp], [codes], [passkeys]] = await Promise.all([
    db
      .select({ n: count() })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt))),
    db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt))),
    db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId)),
  ]);
  const methods: SecondStepMethod[] = [];
  if (totp.n > 0) methods.push("totp");
  if (totp.n > 0 && codes.n > 0) methods.push("recovery");
  if (passkeys.n > 0) methods.push("passkey");
  return methods;
}

/**
 * After a right password: the answer that asks for the second step (a ticket bound to the
 * user, living SIGN_IN_TICKET_MINUTES, used once), or undefined when the account has none.
 */
export async function secondStepFor(
  user: SessionSubject,
  remember: boolean,
): Promise<SecondStepRequired | undefined> {
  const methods = await secondStepMethods(user.id);
  if (methods.length === 0) return undefined;
  const ticket = newToken();
  const db = await getDb();
  // Old tickets are swept here: nothing else reads them once expired.
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(signInTickets).values({
    tokenHash: hashToken(ticket),
    userId: user.id,
    sessionVersion: user.sessionVersion,
    remember,
    expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_TICKET_MINUTES})`,
  });
  return {
    detail: SECOND_STEP_NEEDED,
    secondStep: { ticket, methods, expiresInSeconds: SIGN_IN_TICKET_MINUTES * 60 },
  };
}

type Ticket = { hash: string; user: SessionSubject; remember: boolean };

/** The ticket's user as they are now, or 401: unknown, used, expired, or the password changed since. */
async function openTicket(ticket: string): Promise<Ticket> {
  const db = await getDb();
  const hash = hashToken(ticket);
  const [row] = await db
    .select()
    .from(signInTickets)
    .where(
      and(
        eq(signInTickets.tokenHash, hash),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const user = row && (await findSessionSubject(row.userId));
  if (!row || !user || user.sessionVersion !== row.sessionVersion)
    throw new UnauthorizedError(TICKET_INVALID);
  return { hash, user, remember: row.remember };
}

/** Uses the ticket up; false when another request used it first. */
async function closeTicket(hash: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .update(signInTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInTickets.tokenHash, hash),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: signInTickets.userId });
  return Boolean(row);
}

/**
 * Counts a second-step attempt before it is checked (a parallel burst cannot slip past), 429
 * past a limit. The caller withdraws it when the code was right.
 */
export async function beginSecondStepAttempt(
  userId: number,
  ip: string | undefined,
): Promise<() => Promise<void>> {
  const limits: { key: string; limit: number }[] = [
    { key: `second-step:pair:${userId}|${ip ?? "unknown"}`, limit: SECOND_STEP_LIMITS.perAccountAndIp },
    { key: `second-step:user:${userId}`, limit: SECOND_STEP_LIMITS.perAccount },
  ];
  if (ip) limits.push({ key: `second-step:ip:${ip}`, limit: SECOND_STEP_LIMITS.perIp });
  const attempt = await countAttempt(limits, LOGIN_LIMITS.windowMs);
  if (!attempt.ok) {
    log.warn({ event: "auth.second_step_limited", accountId: userId }, "Second-step attempts over the limit");
    throw tooMany("failed sign-in codes", attempt.retryAfterMs);
  }
  return attempt.withdraw;
}

export type SecondStepAnswer =
  | { method: "totp"; code: string }
  | { method: "recovery"; code: string }
  | { method: "passkey"; challengeId: string; credential: CredentialJson };

/**
 * Completes a half sign-in: the ticket and a right app code, unused recovery code or the
 * account's passkey. Answers whom to sign in and whether to remember them; 401 otherwise.
 */
export async function completeSecondStep(
  ticket: string,
  answer: SecondStepAnswer,
  ip: string | undefined,
): Promise<{ user: SessionSubject; remember: boolean }> {
  const opened = await openTicket(ticket);
  const { user } = opened;
  const withdraw = await beginSecondStepAttempt(user.id, ip);
  let passed: boolean;
  if (answer.method === "totp") passed = await spendTotpCode(user.id, answer.code);
  else if (answer.method === "recovery") passed = await spendRecoveryCode(user.id, answer.code);
  else
    passed =
      (await verifyPasskeyAssertion({
        challengeId: answer.challengeId,
        credential: answer.credential,
        userId: user.id,
      })) === user.id;
  if (!passed) {
    log.info(
      { event: "auth.login_failed", reason: `wrong-${answer.method}`, accountId: user.id },
      "Sign-in failed",
    );
    throw new UnauthorizedError(CODE_INVALID);
  }
  await withdraw();
  if (!(await closeTicket(opened.hash))) throw new UnauthorizedError(TICKET_INVALID);
  if (answer.method === "recovery")
    log.info({ event: "auth.recovery_code_used", accountId: user.id }, "Recovery code used");
  const served = currentRequest();
  if (served) served.userId = user.id;
  return { user, remember: opened.remember };
}

/** A sign-in with a passkey alone (usernameless); failures are limited per address. */
export async function signInWithPasskey(
  input: { challengeId: string; credential: CredentialJson },
  ip: string | undefined,
): Promise<SessionSubject> {
  const attempt = await countAttempt(
    [{ key: `passkey:ip:${ip ?? "unknown"}`, limit: PASSKEY_SIGN_IN_LIMIT_PER_IP }],
    LOGIN_LIMITS.windowMs,
  );
  if (!attempt.ok) throw tooMany("failed passkey sign-ins", attempt.retryAfterMs);
  const userId = await verifyPasskeyAssertion({ ...input, userId: null });
  const user = await findSessionSubject(userId);
  if (!user) throw new UnauthorizedError();
  await attempt.withdraw();
  const served = currentRequest();
  if (served) served.userId = user.id;
  return user;
}

/** Passkey options for a half sign-in's second step: the ticket's account's passkeys only. */
export async function passkeyOptionsForTicket(ticket: string) {
  const { user } = await openTicket(ticket);
  return passkeySignInOptions(user.id);
}
