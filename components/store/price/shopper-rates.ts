import { useSyncExternalStore } from "react";
import { NO_RATES, type ShopperRates } from "@/lib/currency-rates/shopper-price";

// The shop's exchange rates in this browser: one small store that the storefront's shell fills
// (ShopperRatesFeed) and every price island reads. A store rather than a context: the rates
// stream in beside the page, not around it, so they never hold up its first paint.

let current: ShopperRates = NO_RATES;
const listeners = new Set<() => void>();

function sameRates(a: ShopperRates, b: ShopperRates): boolean {
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

/** The rates as published; none while rendering on the server and hydrating, as the HTML was made. */
export function useShopperRates(): ShopperRates {
  return useSyncExternalStore(subscribe, () => current, () => NO_RATES);
}
