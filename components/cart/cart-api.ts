import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import { cartLineSchema, productItemSchema } from "@/lib/cart/schemas";
import type { CartLineResponse, CartLineId, CartLineInput } from "@/lib/cart/types";

// The browser's calls to /api/cart. Only ids and quantities are sent, never prices.

const cartSchema = z.array(cartLineSchema);

export function fetchServerCart(signal?: AbortSignal): Promise<CartLineResponse[]> {
  return apiRequest("/api/cart", { schema: cartSchema, signal });
}

export async function addServerCartLine(input: CartLineInput): Promise<void> {
  await apiRequest("/api/cart", { method: "POST", body: input });
}

export async function updateServerCartLine(lineId: CartLineId, quantity: number): Promise<void> {
  await apiRequest(`/api/cart/${encodeURIComponent(String(lineId))}`, { method: "PUT", body: { quantity } });
}

export async function removeServerCartLine(lineId: CartLineId): Promise<void> {
  await apiRequest(`/api/cart/${encodeURIComponent(String(lineId))}`, { method: "DELETE" });
}

/** Adds a signed-out cart's lines to the account's cart (quantities added, capped). */
export async function mergeIntoServerCart(lines: CartLineInput[]): Promise<void> {
  await apiRequest("/api/cart/merge", { method: "POST", body: { lines } });
}

/** Current price and stock of the items a signed-out cart holds. */
export function fetchCurrentItems(ids: readonly number[], signal?: AbortSignal): Promise<ProductItemResponse[]> {
  return apiRequest(`/api/cart/prices?ids=${ids.join(",")}`, { schema: z.array(productItemSchema), signal });
}
