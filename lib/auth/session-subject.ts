import "server-only";
import { getDb } from "@/db/client";
import { log } from "@/lib/log/logger";
import { findOpenSessionSubject } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import type { SessionClaims } from "./token";
import { LAST_SEEN_EVERY_MS, touchSession } from "./user-sessions";

/**
 * The user a token's claims name, as the database has them now; undefined when the user is
 * gone, has revoked every session since the token was issued (password change or reset, sign
 * out everywhere), or the token's own device session was ended (logout, signed out from the
 * profile) or is not recorded. One read with the session row; "last seen" is written at most
 * every few minutes.
 */
export async function currentSubject(claims: SessionClaims): Promise<SessionSubject | undefined> {
  if (!claims.sessionId) return undefined;
  const found = await findOpenSessionSubject(claims.userId, claims.sessionId, LAST_SEEN_EVERY_MS);
  if (!found || found.sessionVersion !== claims.version) return undefined;
  const { stale, ...user } = found;
  if (stale)
    // Only a convenience for the device list: a failed write must not sign anyone out.
    await touchSession(await getDb(), claims.sessionId).catch((error: unknown) =>
      log.warn({ event: "session.touch_failed", err: error }, "Could not record when a session was last seen"),
    );
  return user;
}
