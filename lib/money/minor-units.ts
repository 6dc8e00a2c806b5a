/** Converts a major-unit amount (12.34) to integer minor units (1234) without float drift. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Converts integer minor units (1234) to a major-unit number with 2 decimals (12.34). */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}
