import type { Session } from "next-auth";

/** next-auth's session endpoint: the session, or `{}` when nobody is signed in. */
export const SESSION_URL = "/api/auth/session";

/** The current session, or null when signed out or when it cannot be read (logged). */
export async function fetchSession(): Promise<Session | null> {
  try {
    const response = await fetch(SESSION_URL, { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as Session | Record<string, never> | null;
    return body && Object.keys(body).length > 0 ? (body as Session) : null;
  } catch (error) {
    console.error("Could not read the session", error);
    return null;
  }
}
