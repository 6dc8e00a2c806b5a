import "server-only";
import { findSessionSubject } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import type { SessionClaims } from "./token";

/**
 * The user a token's claims name, as the database has them now; undefined when the user is
 * gone or has revoked their sessions since the token was issued (logout, password change).
 */
export async function currentSubject(claims: SessionClaims): Promise<SessionSubject | undefined> {
  const user = await findSessionSubject(claims.userId);
  if (!user || user.sessionVersion !== claims.version) return undefined;
  return user;
}
