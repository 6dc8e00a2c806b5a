// What each line and the delivery of a paid order are worth of its charge: the ledger that refunds
// are measured against. Pure arithmetic in integer minor units (browser-safe, unit-tested).
//
// A line's share is its items amount less its part of the discount, plus its part of the tax as
// charged. The discount's parts are decided when the order is priced (discountByLine, which
// lib/pricing/quote.ts runs and the checkout records on each order line), so a code or a category
// edited later never changes an order's shares. Tax is on goods and delivery together
// (lib/pricing/quote.ts), so it falls on each in proportion to its value after discount: the
// shares are the charge split in proportion to those values. Every split here is made to the cent
// with the largest-remainder method (each part rounded down, the units left going one each to the
// largest remainders, ties to the earlier part, delivery last), so the parts add up exactly.

export type ShareLine = {
  id: number;
  /** The line's units at the unit price charged, before any discount. */
  itemsMinor: number;
  /** The line's part of the order's discount, as the order recorded it (discountByLine). */
  discountMinor: number;
};

export type ShareInput = {
  /** What was charged. */
  totalMinor: number;
  lines: readonly ShareLine[];
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

/**
 * A discount spread over the lines it covers, in proportion to their items amounts, by largest
 * remainder: the parts add up to the discount, and a line it does not cover gets 0.
 */
export function discountByLine(
  discountMinor: number,
  lines: readonly { itemsMinor: number; discounted: boolean }[],
): number[] {
  if (discountMinor <= 0) return lines.map(() => 0);
  return largestRemainder(
    discountMinor,
    lines.map((line) => BigInt(line.discounted ? line.itemsMinor : 0)),
  );
}

/** The charge split over the lines and the delivery (see above), in proportion to their values after discount. */
export function lineShares({ totalMinor, lines, deliveryMinor }: ShareInput): Shares {
  const weights = lines.map((line) => BigInt(Math.max(0, line.itemsMinor - line.discountMinor)));
  const parts = largestRemainder(totalMinor, [...weights, BigInt(deliveryMinor)]);
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
