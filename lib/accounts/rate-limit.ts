import "server-only";
import { countHourly, tooMany } from "@/lib/auth/rate-limit";

/**
 * Hourly limits of the account-recovery calls, counted in the login's attempt store (shared by
 * every instance). Per address the caller is told (429: it is their own address); per account
 * nothing is said (the answer must not tell whether the account exists), only no more mail goes.
 */
export const ACCOUNT_LIMITS = {
  windowMs: 60 * 60 * 1000,
  /** Reset requests per address. */
  resetPerIp: 5,
  /** Reset mails per account. */
  resetPerAccount: 3,
  /** Links tried (reset, confirm, verify) per address: a token cannot be guessed, but it costs nothing to refuse. */
  linksPerIp: 30,
  /** E-mail change requests (and verification mails asked again) per account. */
  mailPerAccount: 5,
} as const;

/** 429 past `limit` per hour under `key`; a request without an address is not limited by address. */
export async function limitOrRefuse(key: string, limit: number, what: string): Promise<void> {
  const { ok, retryAfterMs } = await countHourly(key, limit);
  if (!ok) throw tooMany(what, retryAfterMs);
}

/** True while `key` is within `limit` per hour (and counts this one); says nothing to the caller. */
export async function withinLimit(key: string, limit: number): Promise<boolean> {
  return (await countHourly(key, limit)).ok;
}
