import "server-only";
import { ForbiddenError } from "@/lib/errors";
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
