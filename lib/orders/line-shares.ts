// What each line and the delivery of a paid order are worth of its charge: the ledger that refunds
// are measured against. Pure arithmetic in integer minor units (browser-safe, unit-tested).
//
// A line's share is its items amount less its share of the discount (spread over the lines the
// code covered, in proportion to their amounts), plus its part of the tax as charged. Tax is on
// goods and delivery together (lib/pricing/quote.ts), so it falls on each in proportion to its
// value after discount: the shares are the charge split in proportion to those values. The split
// is made to the cent with the largest-remainder method (each part rounded down, the cents left
// going one each to the largest remainders, ties to the earlier line, delivery last), so the
// lines' shares plus delivery's add up exactly to the charge.

export type ShareLine = {
  id: number;
  /** The line's units at the unit price charged, before any discount. */
  itemsMinor: number;
  /** Whether the order's discount code covered this line. */
  discounted: boolean;
};

export type ShareInput = {
  /** What was charged. */
  totalMinor: number;
  lines: readonly ShareLine[];
  discountMinor: number;
  deliveryMinor: number;
};

export type Shares = { lines: { id: number; shareMinor: number }[]; deliveryMinor: number };

/** Splits `total` in proportion to `weights`, to the unit, by largest remainder; the parts add up to `total`. */
export function largestRemainder(total: number, weights: readonly bigint[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, BigInt(0));
  if (whole === BigInt(0)) return weights.map((_, index) => (index === weights.length - 1 ? total : 0));
  const scaled = weights.map((weight) => BigInt(total) * weight);
  const parts = scaled.map((value) => Number(value / whole));
  let left = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/** The charge split over the lines and the delivery (see above). */
export function lineShares({ totalMinor, lines, discountMinor, deliveryMinor }: ShareInput): Shares {
  const coveredMinor = lines.filter((line) => line.discounted).reduce((sum, line) => sum + line.itemsMinor, 0);
  // A code whose lines are no longer known (or took more than they were worth) is spread over them all.
  const spreadOverAll = discountMinor > 0 && coveredMinor < discountMinor;
  const covered = BigInt(spreadOverAll ? lines.reduce((sum, line) => sum + line.itemsMinor, 0) : coveredMinor);
  const discount = BigInt(Math.max(0, discountMinor));
  // Each value after discount, times `covered` so it stays a whole number: items·C − D·items for a covered line.
  const scale = covered > BigInt(0) ? covered : BigInt(1);
  const weights = lines.map((line) => {
    const items = BigInt(line.itemsMinor);
    const takesDiscount = covered > BigInt(0) && (spreadOverAll || line.discounted);
    return items * scale - (takesDiscount ? discount * items : BigInt(0));
  });
  const parts = largestRemainder(totalMinor, [...weights, BigInt(deliveryMinor) * scale]);
  return {
    lines: lines.map((line, index) => ({ id: line.id, shareMinor: parts[index] })),
    deliveryMinor: parts[lines.length],
  };
}

/**
 * What `units` more units of a line are worth when `before` of its `quantity` were refunded
 * already: the k-th unit boundary sits at floor(share·k/quantity), so the units of a line add up
 * to its share exactly and its last units take what is left of it.
 */
export function unitsShare(shareMinor: number, quantity: number, before: number, units: number): number {
  const upTo = (count: number) => Number((BigInt(shareMinor) * BigInt(count)) / BigInt(quantity));
  return upTo(Math.min(quantity, before + units)) - upTo(before);
}
