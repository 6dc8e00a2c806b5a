import "server-only";
import type { LoginAttemptStore } from "@/lib/auth/attempt-store";
import { countHourly, hourlyLimitSetting, tooMany } from "@/lib/auth/rate-limit";

/** New guest checkouts (orders) allowed per address per hour; GUEST_CHECKOUT_LIMIT_PER_HOUR changes it. */
export const GUEST_CHECKOUT_LIMIT = { windowMs: 60 * 60 * 1000, perIp: 10 } as const;

export function guestCheckoutsPerHour(env: Record<string, string | undefined> = process.env): number {
  return hourlyLimitSetting(env.GUEST_CHECKOUT_LIMIT_PER_HOUR, GUEST_CHECKOUT_LIMIT.perIp);
}

/**
 * Counts a new guest checkout from an address, in the sign-up limit's store; 429 past the
 * hourly limit. Only a new order counts: the same checkout repriced or resumed does not.
 * Unknown addresses are not limited (as for sign-up).
 */
export async function recordGuestCheckout(ip: string | undefined, store?: LoginAttemptStore): Promise<void> {
  if (!ip) return;
  const { ok, retryAfterMs } = await countHourly(`guest-checkout:${ip}`, guestCheckoutsPerHour(), store);
  if (!ok) throw tooMany("guest checkouts from this address", retryAfterMs, ", or sign in");
}
