import "server-only";
import { ForbiddenError } from "@/lib/errors";
import { log } from "@/lib/log/logger";
import { attachGuestOrders, guestOrderIdsFor, isEmailVerified } from "@/lib/orders/read/guest-orders";
import type { GuestOrdersSummary } from "./contract";

/** Past guest orders the profile offers to attach: counted only once the address is verified. */
export async function guestOrdersSummary(userId: number): Promise<GuestOrdersSummary> {
  if (!(await isEmailVerified(userId))) return { verified: false, count: 0 };
  return { verified: true, count: (await guestOrderIdsFor(userId)).length };
}

/**
 * Attaches every guest order placed with the user's address. Only after the address is verified:
 * anyone can type anyone's address at sign-up, so until then the orders are not theirs to see (403).
 */
export async function attachPastGuestOrders(userId: number): Promise<{ attached: number }> {
  if (!(await isEmailVerified(userId))) throw new ForbiddenError("Confirm your e-mail address first");
  return { attached: (await attachGuestOrders(userId, await guestOrderIdsFor(userId))).length };
}

/**
 * Right after an address is confirmed (a verification link, a confirmed e-mail change): the
 * guest orders placed with it join the account, as the profile's button would. A failure here
 * only leaves them for that button; the confirmation itself has committed.
 */
export async function attachGuestOrdersOfConfirmedEmail(userId: number): Promise<number> {
  try {
    if (!(await isEmailVerified(userId))) return 0;
    return (await attachGuestOrders(userId, await guestOrderIdsFor(userId))).length;
  } catch (error) {
    log.error({ event: "guest_orders.attach_failed", userId, err: error }, "Could not attach guest orders");
    return 0;
  }
}
