import "server-only";
// Server only: the one auth guard of the app, for route handlers and server components.
import { redirect } from "next/navigation";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/http/origin";
import { currentRequest } from "@/lib/observability/request-context";
import { STAFF_TWO_STEP_DETAIL } from "@/lib/two-step/contract";
import { staffSecondStepMissing, TWO_STEP_SETUP_PATH } from "@/lib/two-step/required";
import type { SessionUser } from "@/lib/users/types";
import { sessionCookieName } from "./config";
import { currentSubject } from "./session-subject";
import { readSessionToken } from "./token";

export type { SessionUser } from "@/lib/users/types";

type Credentials = { kind: "bearer" | "cookie"; token: string };

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim()) || undefined;
      } catch {
        return undefined; // Not valid percent-encoding: not a cookie we set.
      }
    }
  }
  return undefined;
}

/** A bearer token wins over the cookie: an API client is judged by what it sends explicitly. */
function credentialsFrom(headers: Pick<Headers, "get">): Credentials | undefined {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match ? { kind: "bearer", token: match[1] } : undefined;
  }
  const cookie = cookieValue(headers.get("cookie"), sessionCookieName());
  return cookie ? { kind: "cookie", token: cookie } : undefined;
}

/**
 * Who sent the request: from `Authorization: Bearer <token>` or the next-auth session cookie
 * (the same JWT either way). The token only names the user; the user's current role,
 * existence and session version are read from the database, so a demoted or deleted account,
 * or a token revoked by logout or a password change, loses access at once.
 * A cookie-authenticated state change from a foreign site is refused with 403.
 * Without a request (server components) the incoming request's headers are used.
 */
export async function getCurrentUser(request?: Request): Promise<SessionUser | null> {
  const headers = request ? request.headers : await (await import("next/headers")).headers();
  const credentials = credentialsFrom(headers);
  if (!credentials) return null;
  if (request && credentials.kind === "cookie") assertSameOrigin(request);
  const claims = await readSessionToken(credentials.token);
  if (!claims) return null;
  const user = await currentSubject(claims);
  if (!user) return null;
  // The request's log lines and traces name who made it (by id, never by e-mail).
  const served = currentRequest();
  if (served) served.userId = user.id;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** The signed-in user, or 401. */
export async function requireUser(request?: Request): Promise<SessionUser> {
  const user = await getCurrentUser(request);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** A signed-in admin: 401 when signed out, 403 for any other role. */
export async function requireAdmin(request?: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw new ForbiddenError("Administrators only");
  if (await staffSecondStepMissing(user)) throw new ForbiddenError(STAFF_TWO_STEP_DETAIL);
  return user;
}

/**
 * For admin pages: the signed-in admin, or the not-found page for anyone else. Pages that read
 * shop data call it as well as the admin layout, since Next can render a page for a client-side
 * navigation without running its layout again.
 */
export async function adminOrNotFound(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user || user.role !== "admin") redirect("/404");
  if (await staffSecondStepMissing(user)) redirect(TWO_STEP_SETUP_PATH);
  return user;
}
