"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { CartLineResponse } from "@/lib/cart/types";
import { cartTotals } from "@/lib/cart/responses";
import { linesSignature, type PricingChoice } from "@/components/cart/quote-api";
import { createIntent } from "./intent-api";

/** Waits for a value to settle, so quick cart edits make one request, not one each. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The payment intent for the cart: created again whenever the currency, the country, the cart or
 * what the shopper chose (code, delivery) changes and the total is not zero. Never retried
 * blindly: the page offers a Retry.
 */
export function useCheckoutIntent(
  country: string,
  currency: string,
  lines: CartLineResponse[],
  choice: PricingChoice,
  enabled: boolean,
) {
  const { total } = cartTotals(lines);
  const current = linesSignature(lines);
  const signature = useSettled(current, 300);
  const query = useQuery({
    queryKey: ["checkout-intent", country, currency, signature, choice.discountCode, choice.shippingMethodId ?? null],
    queryFn: ({ signal }) => createIntent({ amount: total, currency, country, lines, choice }, signal),
    // Only once the cart has settled: an intent made under a key still naming the cart as it was
    // (just loaded, or just edited) is made again 300 ms later, and the payment form the shopper
    // has started filling in is replaced.
    enabled: enabled && total > 0 && signature === current,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (query.error) console.error("Could not create the payment intent", query.error);
  }, [query.error]);
  return query;
}
