import "server-only";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults are argon2id, 19 MiB, 2 passes: OWASP's recommended minimum.

/** Hashes a password with argon2id; the salt and parameters travel inside the PHC string. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** True when `plain` matches `hash`; a malformed stored hash counts as a mismatch, never an error. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
