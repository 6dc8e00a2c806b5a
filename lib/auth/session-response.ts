import "server-only";
import type { PublicUser, SessionSubject } from "@/lib/users/types";
import { sessionCookieHeader } from "./session-cookie";
import { issueSessionToken } from "./token";

/** What /auth/login and /auth/signup answer: the role, the username and the bearer token. */
export type AuthResult = { role: PublicUser["role"]; username: string; token: string; passwordChangeRecommended?: true };

/**
 * Starts a session: one next-auth JWT, returned as the bearer token for API clients and set
 * as the session cookie for the browser (a browser-session cookie unless `remember`).
 */
export async function sessionResponse(
  user: SessionSubject,
  remember: boolean,
  status = 200,
  /** Extra fields of a login answer, e.g. `{ passwordChangeRecommended: true }` (password-policy.ts). */
  advice: { passwordChangeRecommended?: true } = {},
): Promise<Response> {
  const token = await issueSessionToken({
    userId: user.id,
    username: user.username,
    role: user.role,
    remember,
    version: user.sessionVersion,
  });
  const body: AuthResult = { role: user.role, username: user.username, token, ...advice };
  return Response.json(body, {
    status,
    headers: { "Set-Cookie": sessionCookieHeader(token, remember) },
  });
}
