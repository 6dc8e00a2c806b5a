import "server-only";
import type { NextAuthOptions } from "next-auth";
import { log } from "@/lib/log/logger";
import { REMEMBERED_SESSION_SECONDS, usesSecureCookies } from "./config";
import { currentSubject } from "./session-subject";
import { claimsOf, encodeSessionToken } from "./token";

/**
 * next-auth serves the browser's session (GET /api/auth/session for `useSession`) from the
 * cookie that /auth/login and /auth/signup set. Signing in happens there, so no provider is
 * configured here. Each refresh re-checks the token against the user's session version: a
 * revoked token makes next-auth clear the cookie and answer "signed out".
 */
export const authOptions: NextAuthOptions = {
  providers: [],
  session: { strategy: "jwt", maxAge: REMEMBERED_SESSION_SECONDS },
  jwt: { maxAge: REMEMBERED_SESSION_SECONDS, encode: encodeSessionToken },
  // A getter: read per request, after the start script has set SITE_URL / NEXTAUTH_URL.
  get useSecureCookies() {
    return usesSecureCookies();
  },
  pages: { signIn: "/login" },
  logger: {
    error(code, metadata) {
      // A revoked or stale token is an ordinary sign-out, not an error worth a stack trace.
      if (code === "JWT_SESSION_ERROR") return;
      log.error({ event: "nextauth.error", code, err: metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error }, "next-auth error");
    },
    warn(code) {
      log.warn({ event: "nextauth.warning", code }, "next-auth warning");
    },
    debug() {},
  },
  callbacks: {
    async jwt({ token }) {
      const claims = claimsOf(token);
      if (!claims || !(await currentSubject(claims))) throw new Error("Session ended");
      return token;
    },
    session({ session, token }) {
      const claims = claimsOf(token);
      if (!claims) return { expires: session.expires };
      return { ...session, user: { id: claims.userId, username: claims.username, role: claims.role } };
    },
  },
};
