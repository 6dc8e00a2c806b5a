import "server-only";
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { seal, unseal } from "@/lib/crypto/seal";

// What two-step sign-in keeps at rest: the app's secret sealed, recovery codes as keyed hashes.

const TOTP_PURPOSE = "totp-secret";

export const sealTotpSecret = (secret: string) => seal(secret, TOTP_PURPOSE);
export const unsealTotpSecret = (sealed: string) => unseal(sealed, TOTP_PURPOSE);

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A recovery code: 10 base32 characters (50 bits) shown as "xxxxx-xxxxx". */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => BASE32[byte & 31]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * HMAC-SHA-256 under a key derived from NEXTAUTH_SECRET: a copy of the database alone cannot
 * test guesses offline (50 bits is too few for a bare hash), and one lookup checks a code.
 * Takes the code normalised (recoveryCodeSchema: no dash, lower case).
 */
export function hashRecoveryCode(normalised: string): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: recovery codes cannot be kept");
  const key = Buffer.from(hkdfSync("sha256", secret, "shop-recovery-codes", "recovery-code", 32));
  return createHmac("sha256", key).update(normalised, "utf8").digest("hex");
}

/** A code as the user sees it, normalised as the schema does. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();
