import "server-only";
// Server only: the one auth guard of the app, for route handlers and server components.
import { redirect } from "next/navigation";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { can, isStaffRole, type Permission } from "./permissions";
import { assertSameOrigin } from "@/lib/http/origin";
import { currentRequest } from "@/lib/observability/request-context";
import { STAFF_TWO_STEP_DETAIL } from "@/lib/two-step/contract";
import { staffSecondStepMissing, TWO_STEP_SETUP_PATH } from "@/lib/two-step/required";
import type { SessionUser } from "@/lib/users/types";
import { sessionCookieName } from "./config";
import { currentSubject } from "./session-subject";
import { readSessionToken } from "./token";

export type { SessionUser } from "@/lib/users/types";

/** The 403 detail for a signed-in user without the permission a call needs. */
export const NOT_PERMITTED = "You do not have permission to do that";

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

/** The signed-in user and the id of their device's session (the token's `sid`). */
export type CurrentSession = { user: SessionUser; sessionId: string };

/**
 * Who sent the request, and from which signed-in device: from `Authorization: Bearer <token>`
 * or the next-auth session cookie (the same JWT either way). The token only names the user
 * and the session; the user's current role, existence and session version, and whether that
 * session is still open, are read from the database, so a demoted or deleted account, or a
 * token revoked by logout, a password change or "sign out" from another device, loses access
 * at once. A cookie-authenticated state change from a foreign site is refused with 403.
 * Without a request (server components) the incoming request's headers are used.
 */
export async function getCurrentSession(request?: Request): Promise<CurrentSession | null> {
  const headers = request ? request.headers : await (await import("next/headers")).headers();
  const credentials = credentialsFrom(headers);
  if (!credentials) return null;
  if (request && credentials.kind === "cookie") assertSameOrigin(request);
  const claims = await readSessionToken(credentials.token);
  if (!claims?.sessionId) return null;
  const user = await currentSubject(claims);
  if (!user) return null;
  // The request's log lines and traces name who made it (by id, never by e-mail).
  const served = currentRequest();
  if (served) served.userId = user.id;
  return {
    user: {
      id: user.id,
      username: user.username,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    },
    sessionId: claims.sessionId,
  };
}

/** Who sent the request (see getCurrentSession), or null. */
export async function getCurrentUser(request?: Request): Promise<SessionUser | null> {
  return (await getCurrentSession(request))?.user ?? null;
}

/** The signed-in user and their session, or 401. */
export async function requireSession(request?: Request): Promise<CurrentSession> {
  const session = await getCurrentSession(request);
  if (!session) throw new UnauthorizedError();
  return session;
}

/** The signed-in user, or 401. */
export async function requireUser(request?: Request): Promise<SessionUser> {
  const user = await getCurrentUser(request);
  if (!user) throw new UnauthorizedError();
  return user;
}

/**
 * The signed-in user holding `permission` (lib/auth/permissions.ts): 401 when signed out, 403
 * for anyone without it. Every admin call goes through here.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!can(user.role, permission)) throw new ForbiddenError(NOT_PERMITTED);
  if (await staffSecondStepMissing(user)) throw new ForbiddenError(STAFF_TWO_STEP_DETAIL);
  return user;
}

/**
 * For admin pages: the signed-in user holding `permission`, or the not-found page for anyone
 * else (the admin area does not reveal itself). With no permission named, any staff member (the
 * admin layout). Each page calls it with its own permission as well as the layout, since Next
 * can render a page for a client-side navigation without running its layout again.
 */
export async function pageOrNotFound(permission?: Permission): Promise<SessionUser> {
  const user = await getCurrentUser();
  const allowed = user && (permission ? can(user.role, permission) : isStaffRole(user.role));
  if (!user || !allowed) redirect("/404");
  if (await staffSecondStepMissing(user)) redirect(TWO_STEP_SETUP_PATH);
  return user;
}
