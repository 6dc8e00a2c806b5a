import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { webauthnChallenges } from "@/db/schema";
import { WEBAUTHN_CHALLENGE_MS } from "./contract";

export type ChallengePurpose = "register" | "sign_in" | "second_step";

/** Keeps a challenge handed to a browser; answers its id, which the browser sends back with its answer. */
export async function storeChallenge(
  purpose: ChallengePurpose,
  userId: number | null,
  challenge: string,
): Promise<string> {
  const db = await getDb();
  // Expired challenges are swept here, by the next one asked for: nothing else reads them.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  const [row] = await db
    .insert(webauthnChallenges)
    .values({
      purpose,
      userId,
      challenge,
      expiresAt: sql`now() + make_interval(secs => ${WEBAUTHN_CHALLENGE_MS / 1000})`,
    })
    .returning({ id: webauthnChallenges.id });
  return row.id;
}

/**
 * Uses a challenge once: deletes it and answers it when it is of `purpose`, for `userId` (null:
 * nobody yet) and not expired; undefined otherwise. One DELETE … RETURNING, so two answers
 * to one challenge cannot both be verified.
 */
export async function takeChallenge(
  id: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge;
}
