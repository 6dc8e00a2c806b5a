import type { DiscountState } from "./contract";

// What a code is at a moment, as the owner's list shows it. Pure, so the list and its tests agree.

export type DiscountStateInput = {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
};

/**
 * The one state a code shows. The owner's switch comes first (an inactive code is inactive
 * whatever its dates), then what can never change back by itself (past its end, no uses left),
 * then what will (not started yet). `endsAt` is the first instant it no longer applies.
 */
export function discountState(code: DiscountStateInput, now: Date = new Date()): DiscountState {
  if (!code.active) return "Inactive";
  if (code.endsAt && now >= code.endsAt) return "Expired";
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return "Used up";
  if (code.startsAt && now < code.startsAt) return "Scheduled";
  return "Active";
}
