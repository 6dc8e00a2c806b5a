import "server-only";
import { siteUrl } from "@/lib/site";

/** "Remember me": the cookie and its token last 30 days. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** Without "Remember me" the cookie ends with the browser and its token within hours. */
export const SHORT_SESSION_SECONDS = 12 * 60 * 60;

/** The key next-auth signs and encrypts session tokens with; `npm start` always sets it. */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set; sessions cannot be issued or read.");
  return secret;
}

/** Secure cookies only when the shop is served over HTTPS (browsers drop them on plain HTTP). */
export function usesSecureCookies(): boolean {
  return siteUrl().startsWith("https://");
}

/** The same name next-auth itself uses, so `getServerSession` reads the cookie our login sets. */
export function sessionCookieName(): string {
  return `${usesSecureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}
