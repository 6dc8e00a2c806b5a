import { useSyncExternalStore } from "react";
import type { ShopperRates } from "@/lib/currency-rates/shopper-price";

// The shop's exchange rates in this browser: one small store that the storefront's shell fills
// (ShopperRatesFeed) and every price island reads. A store rather than a context: the rates
// stream in beside the page, not around it, so they never hold up its first paint.
// Until published there are none (undefined), not NO_RATES: this store is in every page's shell,
// and importing that value would bring the price formatter, and lib/money, along with it.

let current: ShopperRates | undefined;
const listeners = new Set<() => void>();

function sameRates(a: ShopperRates | undefined, b: ShopperRates): boolean {
  if (!a) return false;
  const keys = Object.keys(a) as (keyof ShopperRates)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Replaces the rates; the price islands re-render only when they changed. */
export function publishShopperRates(rates: ShopperRates): void {
  if (sameRates(current, rates)) return;
  current = rates;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The rates as published: undefined (none) until then, and while rendering on the server and hydrating, as the HTML was made. */
export function useShopperRates(): ShopperRates | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}
