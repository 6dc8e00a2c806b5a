import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/config";

// Stateless signed links (a guest's order, a mail's unsubscribe): HMAC-SHA256 with the session
// secret over a message that names what the link is for, so a signature made for one use never
// serves another. Nothing is stored: changing the secret ends them all.

/** The signature of `message`, base64url (43 characters). */
export function signMessage(message: string): string {
  return createHmac("sha256", authSecret()).update(message).digest("base64url");
}

/**
 * True when `signature` is the one `signMessage` writes for `message`. Compared as text, not
 * decoded bytes: base64url's last character carries unused bits, so several spellings decode to
 * the same bytes, and only the one `signMessage` writes is the signature.
 */
export function signatureMatches(message: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(signMessage(message));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
