import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accountTokens } from "@/db/schema";
import { BadRequestError } from "@/lib/errors";
import { LINK_INVALID, TOKEN_LIFETIME_MS, type AccountTokenPurpose } from "./contract";

/** A fresh link token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a copy of the table signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The links that whoever controls the account now must not be able to end: the cancel link of an
 * e-mail change is the old mailbox's way back from whoever knew the password, so a second change,
 * a password change or a reset leaves it alive; only its own use ends it (and with it all).
 */
const WAY_BACK_PURPOSES: AccountTokenPurpose[] = ["email_change_cancel"];

/**
 * Stores a new token of `purpose` for the user, in the caller's transaction, and ends every
 * earlier unused one of the same purpose (only the newest link works), except a way back (one
 * per old mailbox may be pending). Answers the raw token, which exists nowhere else but in the mail.
 */
export async function issueAccountToken(
  tx: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  options: { token?: string; newEmail?: string } = {},
): Promise<string> {
  const token = options.token ?? newToken();
  if (!WAY_BACK_PURPOSES.includes(purpose))
    await tx
      .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: options.newEmail ?? null,
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_MS[purpose] / 1000})`,
  });
  return token;
}

/**
 * Ends every unused token of the user, whatever its purpose (in the caller's transaction): what
 * a password change or reset, a confirmed or cancelled e-mail change and "sign out everywhere"
 * do, so no link mailed before them (perhaps asked by whoever knew the old password, or mailed
 * to an address no longer the account's) outlives them. The ways back survive unless
 * `includingWaysBack` (the cancel itself). Answers how many ended.
 */
export async function endAccountTokens(tx: Db, userId: number, includingWaysBack = false): Promise<number> {
  const ended = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        includingWaysBack ? undefined : notInArray(accountTokens.purpose, WAY_BACK_PURPOSES),
      ),
    )
    .returning({ id: accountTokens.id });
  return ended.length;
}

/** Whose token it was, the address it carries, and when it was mailed. */
export type ConsumedToken = { userId: number; newEmail: string | null; issuedAt: Date };

/**
 * Uses a token once: marks it used if it is of `purpose`, unused and unexpired, in the caller's
 * transaction (so whatever it unlocks commits with it, or neither does). One conditional
 * UPDATE, so two requests with the same link cannot both succeed. Anything else is a 400.
 */
export async function consumeAccountToken(
  tx: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<ConsumedToken> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail, issuedAt: accountTokens.createdAt });
  if (!row) throw new BadRequestError(LINK_INVALID);
  return row;
}
