// Whether paid orders took their stock exactly once: each item's stock after a run must be its
// stock before less the quantities of the run's paid order lines for it, no more, no less.

/** An item (by id or SKU) and a quantity sold of it. */
export type SoldLine = { item: string; quantity: number };

export type StockMismatch = {
  item: string;
  before: number | null;
  after: number | null;
  /** Units of the item in the run's paid orders. */
  sold: number;
};

export function soldPerItem(lines: readonly SoldLine[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const { item, quantity } of lines) sold.set(item, (sold.get(item) ?? 0) + quantity);
  return sold;
}

/** Every item whose stock did not go down by exactly what was sold (or that one snapshot lacks). */
export function stockMismatches(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>, lines: readonly SoldLine[]): StockMismatch[] {
  const sold = soldPerItem(lines);
  const items = new Set([...before.keys(), ...after.keys(), ...sold.keys()]);
  const mismatches: StockMismatch[] = [];
  for (const item of items) {
    const was = before.get(item);
    const is = after.get(item);
    const units = sold.get(item) ?? 0;
    if (was === undefined || is === undefined || was - units !== is) mismatches.push({ item, before: was ?? null, after: is ?? null, sold: units });
  }
  return mismatches;
}
