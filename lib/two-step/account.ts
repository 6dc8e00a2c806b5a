import "server-only";
import { and, count, eq, gte, isNotNull, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { userPasskeys, userRecoveryCodes, userTotp } from "@/db/schema";
import { logIn } from "@/lib/auth/login";
import { UnauthorizedError } from "@/lib/errors";
import type { SessionUser } from "@/lib/users/types";
import { CODE_INVALID, type TotpDisableRequest, type TwoStepStatus } from "./contract";
import { listPasskeys } from "./passkeys";
import { staffSecondStepMissing } from "./required";
import { beginSecondStepAttempt } from "./sign-in";
import { regenerateRecoveryCodes, removeTotp, spendTotpCode } from "./totp";

// The profile's "Two-step sign-in" section: what is set up, and the changes that need proof.

export async function twoStepStatus(user: Pick<SessionUser, "id" | "role">): Promise<TwoStepStatus> {
  const db = await getDb();
  const [[totp], [codes], passkeys, requiredButMissing] = await Promise.all([
    db
      .select({ n: count() })
      .from(userTotp)
      .where(and(eq(userTotp.userId, user.id), isNotNull(userTotp.enabledAt))),
    db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, user.id), isNull(userRecoveryCodes.usedAt))),
    listPasskeys(user.id),
    staffSecondStepMissing(user),
  ]);
  return { totpEnabled: totp.n > 0, recoveryCodesLeft: codes.n, passkeys, requiredButMissing };
}

/** Checks the password with the login's rate limits (401 or 429 when wrong). */
async function provePassword(
  user: Pick<SessionUser, "username">,
  password: string,
  ip: string | undefined,
): Promise<void> {
  await logIn({ username: user.username, password, ip });
}

/** Turns the authenticator app off, proven by the password or a current code. */
export async function turnOffTotp(
  user: Pick<SessionUser, "id" | "username">,
  proof: TotpDisableRequest,
  ip: string | undefined,
): Promise<void> {
  if ("password" in proof) {
    await provePassword(user, proof.password, ip);
  } else {
    const withdraw = await beginSecondStepAttempt(user.id, ip);
    if (!(await spendTotpCode(user.id, proof.code))) throw new UnauthorizedError(CODE_INVALID);
    await withdraw();
  }
  await removeTotp(user.id);
}

/** Ten new recovery codes, proven by the password; the earlier ones stop working. */
export async function newRecoveryCodes(
  user: Pick<SessionUser, "id" | "username">,
  password: string,
  ip: string | undefined,
): Promise<string[]> {
  await provePassword(user, password, ip);
  return regenerateRecoveryCodes(user.id);
}

/**
 * Removes every second step of sign-in set up since `since` (an authenticator app, its recovery
 * codes, passkeys), in the caller's transaction: what the old mailbox's way back does, since
 * whoever took the account may have added their own to keep the owner out.
 */
export async function removeSecondStepsSince(tx: Db, userId: number, since: Date): Promise<void> {
  await tx.delete(userTotp).where(and(eq(userTotp.userId, userId), gte(userTotp.createdAt, since)));
  await tx
    .delete(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), gte(userRecoveryCodes.createdAt, since)));
  await tx.delete(userPasskeys).where(and(eq(userPasskeys.userId, userId), gte(userPasskeys.createdAt, since)));
}
