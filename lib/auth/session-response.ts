import "server-only";
import { getDb } from "@/db/client";
import type { PublicUser, SessionSubject } from "@/lib/users/types";
import { sessionCookieHeader } from "./session-cookie";
import { issueSessionToken } from "./token";
import { createSession, deviceFacts } from "./user-sessions";

/** What /auth/login and /auth/signup answer: the role, the username and the bearer token. */
export type AuthResult = { role: PublicUser["role"]; username: string; token: string; passwordChangeRecommended?: true };

export type SessionResponseOptions = {
  /** The sign-in request, for the device's name and place; without it, the request being served. */
  request?: Request;
  /**
   * Re-issue a token for this existing session (a password change keeps the device that made
   * it signed in) instead of recording a new sign-in.
   */
  sessionId?: string;
  /** Extra fields of a login answer, e.g. `{ passwordChangeRecommended: true }` (password-policy.ts). */
  advice?: { passwordChangeRecommended?: true };
};

/** The headers of the request being served by Next, or undefined outside one (tests, scripts). */
async function servedHeaders(): Promise<Headers | undefined> {
  try {
    return await (await import("next/headers")).headers();
  } catch {
    return undefined;
  }
}

/**
 * Starts a session: records the device (a user_sessions row, unless `sessionId` continues one),
 * then one next-auth JWT naming it, returned as the bearer token for API clients and set as the
 * session cookie for the browser (a browser-session cookie unless `remember`).
 */
export async function sessionResponse(
  user: SessionSubject,
  remember: boolean,
  status = 200,
  options: SessionResponseOptions = {},
): Promise<Response> {
  const sessionId =
    options.sessionId ??
    (await createSession(
      await getDb(),
      user.id,
      deviceFacts(options.request?.headers ?? (await servedHeaders())),
    ));
  const token = await issueSessionToken({
    userId: user.id,
    username: user.username,
    role: user.role,
    remember,
    version: user.sessionVersion,
    sessionId,
  });
  const body: AuthResult = { role: user.role, username: user.username, token, ...options.advice };
  return Response.json(body, {
    status,
    headers: { "Set-Cookie": sessionCookieHeader(token, remember) },
  });
}
