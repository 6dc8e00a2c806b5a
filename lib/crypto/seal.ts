import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

// Secrets that must rest somewhere readable by the app but not by whoever reads the database
// (a raw account token in a queued mail job): AES-256-GCM under a key derived from
// NEXTAUTH_SECRET, so a database copy alone opens nothing.

const VERSION = "v1";
const IV_BYTES = 12;

function keyFor(use: string): Buffer {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: nothing can be sealed or hashed");
  // The use is HKDF's info: a value sealed (or hashed) for one use cannot serve as another.
  return Buffer.from(hkdfSync("sha256", secret, "shop-seal", use, 32));
}

/**
 * HMAC-SHA-256 of `value` under a key derived for `purpose`: one lookup checks a value, and a copy
 * of the database alone cannot test guesses offline (for values too short for a bare hash).
 */
export function keyedHash(value: string, purpose: string): string {
  return createHmac("sha256", keyFor(`hash:${purpose}`)).update(value, "utf8").digest("hex");
}

/** Encrypts and authenticates `plain`: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function seal(plain: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(`seal:${purpose}`), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain text of a sealed value, or undefined when it was tampered with, sealed for another purpose or key. */
export function unseal(sealed: string, purpose: string): string | undefined {
  const [version, iv, tag, body, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(`seal:${purpose}`), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return undefined;
  }
}
