import "server-only";
import { countAttempt, hourlyLimitSetting, tooMany } from "@/lib/auth/rate-limit";
import { ConflictError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { guestCheckoutOrder } from "@/lib/orders/checkout/guest-checkout";
import { isDiscountRefusal } from "@/lib/pricing/contract";

// Discount codes tried by a shopper: the cart's quote and the payment intent both take a code,
// so both count. Only a refused code counts (a guess); one that applies, or a request that
// failed for another reason, uses nothing up. The limits are per address and per cart: a
// signed-in shopper's cart is their account's, a guest's the checkout order their cookie proves
// (a guest without one is limited by address only, as a guest cart has no identity on the server).

export const DISCOUNT_ATTEMPT_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 20, perCart: 10 } as const;

/** Refused codes allowed per address per hour; DISCOUNT_ATTEMPT_LIMIT_PER_HOUR changes it (a shop behind one office NAT). */
export function discountAttemptsPerHour(env: Record<string, string | undefined> = process.env): number {
  return hourlyLimitSetting(env.DISCOUNT_ATTEMPT_LIMIT_PER_HOUR, DISCOUNT_ATTEMPT_LIMITS.perAddress);
}

/** Who is trying codes: the request's address and its cart, each null when unknown. */
export type CodeTrier = { ip: string | null; cart: string | null };

export function codeTrier(headers: Pick<Headers, "get">, user: { id: number } | null): CodeTrier {
  const guestOrder = user ? null : guestCheckoutOrder(headers);
  return {
    ip: clientIp(headers) ?? null,
    cart: user ? `user:${user.id}` : guestOrder !== null ? `guest-order:${guestOrder}` : null,
  };
}

/**
 * Runs `run`, which prices with `code`, as one of `trier`'s tries: 429 with a retry time past a
 * limit (even for a code that would apply, so a guesser learns nothing more). The try is counted
 * first and withdrawn again unless the code was refused: `refusedIn` its answer, or a 409 whose
 * detail is a code's refusal. Without a code nothing is counted.
 */
export async function limitCodeTries<T>(
  trier: CodeTrier,
  code: string | undefined,
  run: () => Promise<T>,
  refusedIn: (result: T) => boolean = () => false,
): Promise<T> {
  if (!code) return run();
  const limits = [
    ...(trier.ip ? [{ key: `discount-ip:${trier.ip}`, limit: discountAttemptsPerHour() }] : []),
    ...(trier.cart ? [{ key: `discount-cart:${trier.cart}`, limit: DISCOUNT_ATTEMPT_LIMITS.perCart }] : []),
  ];
  if (limits.length === 0) return run();
  const counted = await countAttempt(limits, DISCOUNT_ATTEMPT_LIMITS.windowMs);
  if (!counted.ok) throw tooMany("discount codes tried", counted.retryAfterMs);
  let refused = false;
  try {
    const result = await run();
    refused = refusedIn(result);
    return result;
  } catch (error) {
    refused = error instanceof ConflictError && isDiscountRefusal(error.detail);
    throw error;
  } finally {
    if (!refused) await counted.withdraw();
  }
}
