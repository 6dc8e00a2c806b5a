import { decode, encode } from "next-auth/jwt";
import { z } from "zod";
import { ROLES, type Role } from "@/lib/users/types";
import { authSecret, SESSION_MAX_AGE_SECONDS } from "./config";

/** What a session token says. Only `userId` is trusted for access: the role is re-read from the database. */
export type SessionClaims = { userId: number; username: string; role: Role; remember: boolean };

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  username: z.string(),
  role: z.enum(ROLES),
  remember: z.boolean().default(true),
});

/** The JWT payload next-auth stores; `sub` is the user id as next-auth expects. */
export function toTokenPayload(claims: SessionClaims) {
  return {
    sub: String(claims.userId),
    username: claims.username,
    role: claims.role,
    remember: claims.remember,
  };
}

/**
 * Issues a next-auth session JWT (encrypted with NEXTAUTH_SECRET). The same string is the
 * session cookie's value and the bearer token API clients send.
 */
export function issueSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: toTokenPayload(claims), secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Decodes a token; anything forged, expired or malformed is null. */
export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  let payload: unknown;
  try {
    payload = await decode({ token, secret: authSecret() });
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, username, role, remember } = parsed.data;
  return { userId: Number(sub), username, role, remember };
}
