import { timingSafeEqual } from "node:crypto";
import { HOTP, Secret } from "otpauth";
import { TOTP, TOTP_DRIFT_STEPS } from "./contract";

// RFC 6238's arithmetic, apart from the database so the window and the replay rule are tested alone.

/** The time step a moment falls in (Unix seconds / 30). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP.periodSeconds);
}

/** The code an authenticator app shows for `step`. */
export function totpCodeAt(secretBase32: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    counter: step,
  });
}

/** A fresh secret: 160 bits, as RFC 4226 recommends for HMAC-SHA-1, in base32 for the apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The step whose code `code` is, within one step of now either way, or null. A step at or
 * before `lastUsedStep` never matches: a code (or an older one) already accepted cannot be
 * replayed, even within its window.
 */
export function matchTotpStep(input: {
  secretBase32: string;
  code: string;
  nowMs: number;
  lastUsedStep: number | null;
}): number | null {
  const current = totpStep(input.nowMs);
  const given = Buffer.from(input.code);
  for (let delta = -TOTP_DRIFT_STEPS; delta <= TOTP_DRIFT_STEPS; delta++) {
    const step = current + delta;
    if (input.lastUsedStep !== null && step <= input.lastUsedStep) continue;
    const expected = Buffer.from(totpCodeAt(input.secretBase32, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The otpauth:// address a QR code carries to the app. */
export function otpauthUrl(secretBase32: string, accountName: string): string {
  return `otpauth://totp/${encodeURIComponent(TOTP.issuer)}:${encodeURIComponent(accountName)}?${new URLSearchParams(
    {
      secret: secretBase32,
      issuer: TOTP.issuer,
      algorithm: TOTP.algorithm,
      digits: String(TOTP.digits),
      period: String(TOTP.periodSeconds),
    },
  )}`;
}
