import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, userSessions } from "@/db/schema";
import { trustedProxyCount } from "@/lib/http/client-ip";
import { normalizeCountryCode } from "@/lib/location/country-code";

// The signed-in devices of a user (user_sessions): one row per sign-in, named by the session
// token's `sid`. Ending a row signs that device out; raising the user's session version signs
// every device out at once (both are done by `endSessions` when nothing is kept).

/** How often the guard writes "last seen": often enough for the profile, rarely enough to keep reads cheap. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

const USER_AGENT_MAX = 512;

/**
 * Country headers set by CDNs and proxies from the address they saw. A client can send them
 * too, so they count only when the deployer says a proxy stands in front (TRUSTED_PROXY_COUNT),
 * as the client address does. Nothing is looked up over the network.
 */
const COUNTRY_HEADERS = ["cf-ipcountry", "x-vercel-ip-country", "cloudfront-viewer-country"] as const;

/** What a new session row records about the device, from the sign-in request's headers. */
export type DeviceFacts = { userAgent: string; country: string | null };

export function deviceFacts(headers: Pick<Headers, "get"> | undefined): DeviceFacts {
  if (!headers) return { userAgent: "", country: null };
  let country: string | null = null;
  if (trustedProxyCount() > 0)
    for (const name of COUNTRY_HEADERS) {
      const code = normalizeCountryCode(headers.get(name));
      // "XX" (unknown) and "T1" (Tor) are what Cloudflare sends when it does not know.
      if (code && code !== "XX" && code !== "T1") {
        country = code;
        break;
      }
    }
  return { userAgent: (headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX), country };
}

/** Records a sign-in; answers the new row's id, which the session token carries. */
export async function createSession(db: Db, userId: number, facts: DeviceFacts): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({ userId, userAgent: facts.userAgent, country: facts.country })
    .returning({ id: userSessions.id });
  return row.id;
}

/** Ends one session of the user (logout, or "Sign out" on a device); false when it was not open or not theirs. */
export async function endSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/**
 * Ends every session of the user but `keep` (the device making the change). With nothing to
 * keep, the session version rises too, so even a token whose row was missed is refused.
 * Answers how many rows were ended.
 */
export async function endSessions(db: Db, userId: number, keep: string | null): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        keep ? ne(userSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  if (!keep)
    await db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  return ended.length;
}

/** Writes "last seen" now, unless another request already did within LAST_SEEN_EVERY_MS. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(userSessions.id, sessionId),
        sql`${userSessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`,
      ),
    );
}
