import "server-only";
import { sessionCookieName } from "./config";
import { withoutLifetime } from "./session-cookie";
import { readSessionToken } from "./token";

/**
 * next-auth re-issues the session cookie with a 30-day lifetime whenever the session is read
 * (GET /api/auth/session). A session started without "Remember me" must stay a
 * browser-session cookie, so this drops the lifetime from such a re-issued cookie.
 */
export async function keepRememberChoice(response: Response): Promise<Response> {
  const prefix = `${sessionCookieName()}=`;
  const cookies = response.headers.getSetCookie();
  const sessionCookie = cookies.find((cookie) => cookie.startsWith(prefix));
  const token = sessionCookie?.slice(prefix.length).split(";")[0];
  if (!sessionCookie || !token) return response;
  const claims = await readSessionToken(decodeURIComponent(token));
  if (!claims || claims.remember) return response;

  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies)
    headers.append("set-cookie", cookie === sessionCookie ? withoutLifetime(cookie) : cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
