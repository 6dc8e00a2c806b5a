import "server-only";
import type { LoginAttemptStore } from "@/lib/auth/attempt-store";
import { defaultAttemptStore } from "@/lib/auth/rate-limit";
import { RateLimitedError } from "@/lib/errors";

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

/** Counts one under `key`; false (and withdrawn again) past `limit` in the hour. */
async function countWithin(
  key: string,
  limit: number,
  store?: LoginAttemptStore,
): Promise<{ ok: boolean; retryAfterMs: number }> {
  const attempts = store ?? (await defaultAttemptStore());
  const { id, count, oldestAt } = await attempts.record(key, ACCOUNT_LIMITS.windowMs);
  if (count <= limit) return { ok: true, retryAfterMs: 0 };
  await attempts.withdraw(key, id);
  return { ok: false, retryAfterMs: oldestAt + ACCOUNT_LIMITS.windowMs - Date.now() };
}

/** 429 past `limit` per hour under `key`; a request without an address is not limited by address. */
export async function limitOrRefuse(key: string, limit: number, what: string): Promise<void> {
  const { ok, retryAfterMs } = await countWithin(key, limit);
  if (ok) return;
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  throw new RateLimitedError(
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    retryAfterMs / 1000,
  );
}

/** True while `key` is within `limit` per hour (and counts this one); says nothing to the caller. */
export async function withinLimit(key: string, limit: number): Promise<boolean> {
  return (await countWithin(key, limit)).ok;
}
