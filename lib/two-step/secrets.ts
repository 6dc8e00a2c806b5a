import "server-only";
import { randomBytes } from "node:crypto";
import { keyedHash, seal, unseal } from "@/lib/crypto/seal";

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
 * A keyed hash (50 bits is too few for a bare one). Takes the code normalised
 * (recoveryCodeSchema: no dash, lower case).
 */
export const hashRecoveryCode = (normalised: string) => keyedHash(normalised, "recovery-code");

/** A code as the user sees it, normalised as the schema does. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();
