import "server-only";
import { decode, encode, type JWT, type JWTEncodeParams } from "next-auth/jwt";
import { z } from "zod";
import { ROLES, type Role } from "@/lib/users/types";
import { authSecret, REMEMBERED_SESSION_SECONDS, SHORT_SESSION_SECONDS } from "./config";

// The one module that issues and reads session tokens (next-auth's encrypted JWT): the same
// string is the session cookie's value and the bearer token API clients send.

/**
 * What a session token says. Only `userId`, `version` and `sessionId` decide access: the role is
 * re-read from the database, a version older than the user's means every token was revoked, and
 * `sessionId` names the device's row in user_sessions, which must still be open. A token without
 * one (issued before devices were recorded) is refused by the guard.
 */
export type SessionClaims = {
  userId: number;
  username: string;
  role: Role;
  remember: boolean;
  version: number;
  sessionId?: string;
};

const claimsSchema = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  username: z.string(),
  role: z.enum(ROLES),
  remember: z.boolean().default(true),
  ver: z.number().int().min(0).default(0),
  sid: z.uuid().optional(),
});

/** The JWT payload; `sub` is the user id as next-auth expects. */
export function toTokenPayload(claims: SessionClaims): JWT {
  return {
    sub: String(claims.userId),
    username: claims.username,
    role: claims.role,
    remember: claims.remember,
    ver: claims.version,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  };
}

/** A payload's claims, or null when it is not one of ours. */
export function claimsOf(payload: unknown): SessionClaims | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, username, role, remember, ver, sid } = parsed.data;
  return { userId: Number(sub), username, role, remember, version: ver, ...(sid ? { sessionId: sid } : {}) };
}

/**
 * Encrypts a payload. A remembered session lives 30 days; without "Remember me" a token
 * lives hours, however often it is refreshed. next-auth's own refreshes use this too.
 */
export function encodeSessionToken(params: Pick<JWTEncodeParams, "token">): Promise<string> {
  const remember = (params.token as { remember?: unknown } | undefined)?.remember !== false;
  return encode({
    token: params.token,
    secret: authSecret(),
    maxAge: remember ? REMEMBERED_SESSION_SECONDS : SHORT_SESSION_SECONDS,
  });
}

export function issueSessionToken(claims: SessionClaims): Promise<string> {
  return encodeSessionToken({ token: toTokenPayload(claims) });
}

/** Decodes a token; anything forged, expired or malformed is null. */
export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  // Real tokens are a few hundred characters; a huge header is not worth decrypting.
  if (token.length > 4096) return null;
  try {
    return claimsOf(await decode({ token, secret: authSecret() }));
  } catch {
    return null;
  }
}
