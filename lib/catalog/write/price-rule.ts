import { roundToMinor } from "@/lib/money/money";
import { INT4_MAX } from "@/lib/http/parse";

// How a product's price and its items' prices relate, in minor units. Pure: the writes and the
// unit tests share it.

/** A product created without a price costs what its cheapest item costs ("from" that price). */
export function lowestPrice(itemPricesMinor: readonly number[]): number {
  if (itemPricesMinor.length === 0) throw new RangeError("A product has at least one item");
  return Math.min(...itemPricesMinor);
}

export type ScaledPrice = { id: number; before: number; after: number };

/**
 * A new product price scales every item by the same ratio (new / old), so a size that cost
 * twice as much still does, rounded half away from zero to the cent and never below one cent:
 * no edit can make an item free or negative. Without a usable old price (0), every item takes
 * the new price. An item the ratio would push past the largest price is refused by the caller.
 */
export function scaleItemPrices(
  oldProductMinor: number,
  newProductMinor: number,
  items: readonly { id: number; priceMinor: number }[],
): ScaledPrice[] {
  if (!Number.isSafeInteger(newProductMinor) || newProductMinor < 1)
    throw new RangeError(`A product price is at least one minor unit, not ${newProductMinor}`);
  return items.map(({ id, priceMinor }) => {
    const scaled = oldProductMinor > 0 ? roundToMinor((priceMinor * newProductMinor) / oldProductMinor) : newProductMinor;
    return { id, before: priceMinor, after: Math.max(1, scaled) };
  });
}

/** Whether a price fits the column (int4 minor units). */
export function fitsPriceColumn(minor: number): boolean {
  return minor <= INT4_MAX;
}
