"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CartLineResponse } from "@/lib/cart/types";
import { fetchQuote, linesSignature, type PricingChoice } from "./quote-api";

/**
 * The server's price of the cart for the shopper's country and choices (code, delivery): what the
 * checkout will charge. Off until the country is known; the last answer stays shown while the
 * next one loads, so the summary does not flicker on every quantity change.
 */
export function useCartQuote(country: string | null | undefined, lines: CartLineResponse[], choice: PricingChoice) {
  return useQuery({
    queryKey: ["cart-quote", country, choice.discountCode, choice.shippingMethodId ?? null, linesSignature(lines)],
    queryFn: ({ signal }) => fetchQuote(country ?? "", lines, choice, signal),
    enabled: Boolean(country) && lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
