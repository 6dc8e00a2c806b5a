import { REMEMBERED_SESSION_SECONDS, sessionCookieName, usesSecureCookies } from "./config";

function cookieAttributes(): string[] {
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(usesSecureCookies() ? ["Secure"] : [])];
}

/**
 * The Set-Cookie value for a new session. Without "Remember me" the cookie has no Max-Age or
 * Expires, so the browser drops it when it closes; with it, it lasts 30 days.
 */
export function sessionCookieHeader(token: string, remember: boolean): string {
  const lifetime = remember
    ? [
        `Max-Age=${REMEMBERED_SESSION_SECONDS}`,
        `Expires=${new Date(Date.now() + REMEMBERED_SESSION_SECONDS * 1000).toUTCString()}`,
      ]
    : [];
  return [`${sessionCookieName()}=${token}`, ...cookieAttributes(), ...lifetime].join("; ");
}

/** The Set-Cookie value that ends the session. */
export function clearedSessionCookieHeader(): string {
  return [
    `${sessionCookieName()}=`,
    ...cookieAttributes(),
    "Max-Age=0",
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
  ].join("; ");
}

/** Drops the lifetime attributes from a Set-Cookie value, turning it into a browser-session cookie. */
export function withoutLifetime(setCookie: string): string {
  return setCookie
    .split(/;\s*/)
    .filter((part) => !/^(max-age|expires)=/i.test(part))
    .join("; ");
}
