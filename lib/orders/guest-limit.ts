import "server-only";
import type { LoginAttemptStore } from "@/lib/auth/attempt-store";
import { defaultAttemptStore } from "@/lib/auth/rate-limit";
import { RateLimitedError } from "@/lib/errors";

/** New guest checkouts (orders) allowed per address per hour; GUEST_CHECKOUT_LIMIT_PER_HOUR changes it. */
export const GUEST_CHECKOUT_LIMIT = { windowMs: 60 * 60 * 1000, perIp: 10 } as const;

export function guestCheckoutsPerHour(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.GUEST_CHECKOUT_LIMIT_PER_HOUR);
  return Number.isInteger(configured) && configured >= 1 && configured <= 100_000
    ? configured
    : GUEST_CHECKOUT_LIMIT.perIp;
}

/**
 * Counts a new guest checkout from an address, in the sign-up limit's store; 429 past the
 * hourly limit. Only a new order counts: the same checkout repriced or resumed does not.
 * Unknown addresses are not limited (as for sign-up).
 */
export async function recordGuestCheckout(ip: string | undefined, store?: LoginAttemptStore): Promise<void> {
  if (!ip) return;
  const attempts = store ?? (await defaultAttemptStore());
  const key = `guest-checkout:${ip}`;
  const { id, count, oldestAt } = await attempts.record(key, GUEST_CHECKOUT_LIMIT.windowMs);
  if (count > guestCheckoutsPerHour()) {
    await attempts.withdraw(key, id);
    const retryAfterMs = oldestAt + GUEST_CHECKOUT_LIMIT.windowMs - Date.now();
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw new RateLimitedError(
      `Too many guest checkouts from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in.`,
      retryAfterMs / 1000,
    );
  }
}
