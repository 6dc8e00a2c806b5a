import "server-only";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { getDb, type Db } from "@/db/client";
import { userRecoveryCodes, userTotp } from "@/db/schema";
import { BadRequestError, ConflictError } from "@/lib/errors";
import type { SessionUser } from "@/lib/users/types";
import { CODE_INVALID, RECOVERY_CODE_COUNT, type TotpSetup } from "./contract";
import {
  hashRecoveryCode,
  newRecoveryCode,
  normaliseRecoveryCode,
  sealTotpSecret,
  unsealTotpSecret,
} from "./secrets";
import { matchTotpStep, newTotpSecret, otpauthUrl } from "./totp-code";

/**
 * Starts (or restarts) setting up an authenticator app: a new secret, kept sealed and not yet
 * in force until `confirmTotp` sees a first code from it. 409 when an app is already on.
 */
export async function startTotpSetup(user: Pick<SessionUser, "id" | "username">): Promise<TotpSetup> {
  const db = await getDb();
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(secret);
  const [row] = await db
    .insert(userTotp)
    .values({ userId: user.id, secretSealed: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed: sealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  if (!row) throw new ConflictError("Two-step sign-in with an authenticator app is already on");
  const url = otpauthUrl(secret, user.username);
  const qrDataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 1, width: 240 });
  return { secret, otpauthUrl: url, qrDataUrl };
}

/** Ten new recovery codes for the user, replacing any earlier ones, in the caller's transaction. */
async function replaceRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(normaliseRecoveryCode(code)) })));
  return codes;
}

/**
 * Turns the app on with its first code and answers ten recovery codes, shown this once. 400
 * when no setup is waiting or the code is wrong.
 */
export async function confirmTotp(userId: number, code: string, nowMs = Date.now()): Promise<string[]> {
  const db = await getDb();
  const [pending] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
    .limit(1);
  if (!pending) throw new BadRequestError("Start setting up an authenticator app first");
  const secret = unsealTotpSecret(pending.secretSealed);
  const step = secret ? matchTotpStep({ secretBase32: secret, code, nowMs, lastUsedStep: null }) : null;
  if (step === null) throw new BadRequestError(CODE_INVALID);
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(userTotp)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(
        and(
          eq(userTotp.userId, userId),
          isNull(userTotp.enabledAt),
          eq(userTotp.secretSealed, pending.secretSealed),
        ),
      )
      .returning({ userId: userTotp.userId });
    if (!enabled) throw new ConflictError("The setup changed meanwhile; start again");
    return replaceRecoveryCodes(tx, userId);
  });
}

/**
 * Whether `code` is the user's current app code; accepting it uses it up. The step is recorded
 * with one conditional UPDATE, so the same code sent twice (even at once) is accepted once.
 */
export async function spendTotpCode(userId: number, code: string, nowMs = Date.now()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  const secret = row && unsealTotpSecret(row.secretSealed);
  if (!row || !secret) return false;
  const step = matchTotpStep({ secretBase32: secret, code, nowMs, lastUsedStep: row.lastUsedStep });
  if (step === null) return false;
  const [used] = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))),
    )
    .returning({ userId: userTotp.userId });
  return Boolean(used);
}

/** Whether `code` is one of the user's unused recovery codes; accepting it uses it up. */
export async function spendRecoveryCode(userId: number, normalisedCode: string): Promise<boolean> {
  const db = await getDb();
  const [used] = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashRecoveryCode(normalisedCode)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return Boolean(used);
}

/** New recovery codes (the old ones stop working); 400 unless the app is on. */
export async function regenerateRecoveryCodes(userId: number): Promise<string[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: userTotp.userId })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
      .limit(1);
    if (!row) throw new BadRequestError("Turn on an authenticator app first");
    return replaceRecoveryCodes(tx, userId);
  });
}

/** Turns the app off; its recovery codes go with it. */
export async function removeTotp(userId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  });
}
