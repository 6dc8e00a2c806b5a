import { apiRequest } from "@/components/http/api-request";
import type { CartLineResponse } from "@/lib/cart/types";
import { quoteSchema, type QuoteRequest, type QuoteResponse } from "@/lib/pricing/contract";

/** What the shopper chose that changes the price. */
export type PricingChoice = { discountCode: string | null; shippingMethodId?: number | null };

/** The lines' items and quantities: what prices a signed-out cart (a signed-in one is the server's). */
export function linesToPrice(lines: readonly CartLineResponse[]) {
  return lines.map((line) => ({ productItemId: line.productItem.id, quantity: line.quantity }));
}

/** A key that changes when the lines' items or quantities do. */
export function linesSignature(lines: readonly CartLineResponse[]): string {
  return lines.map((line) => `${line.productItem.id}x${line.quantity}`).join(",");
}

/** POST /api/cart/quote: the cart priced by the server for the country and choices. */
export function fetchQuote(
  country: string,
  lines: readonly CartLineResponse[],
  choice: PricingChoice,
  signal?: AbortSignal,
): Promise<QuoteResponse> {
  const body: QuoteRequest = {
    country,
    cart: linesToPrice(lines),
    ...(choice.discountCode ? { discountCode: choice.discountCode } : {}),
    ...(choice.shippingMethodId ? { shippingMethodId: choice.shippingMethodId } : {}),
  };
  return apiRequest("/api/cart/quote", { method: "POST", body, schema: quoteSchema, signal });
}
