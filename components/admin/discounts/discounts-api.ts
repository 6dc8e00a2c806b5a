import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/http/api-request";
import {
  discountPageSchema,
  discountResponseSchema,
  type DiscountCreateRequest,
  type DiscountPatchRequest,
} from "@/lib/discounts/contract";

// The Discounts page's calls from the browser.

export type DiscountListParams = { q?: string; page: number };

export const discountsKey = ({ q, page }: DiscountListParams) => ["admin", "discounts", q ?? "", page] as const;

/** After a change: every page of the list (a new code moves the others along). */
export function refreshDiscounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["admin", "discounts"] });
}

export function fetchDiscounts({ q, page }: DiscountListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set("q", q);
  return apiRequest(`/api/admin/discounts?${query}`, { schema: discountPageSchema, signal });
}

export function createDiscount(body: DiscountCreateRequest) {
  return apiRequest("/api/admin/discounts", { method: "POST", body, schema: discountResponseSchema });
}

export function updateDiscount(id: number, body: DiscountPatchRequest) {
  return apiRequest(`/api/admin/discounts/${id}`, { method: "PATCH", body, schema: discountResponseSchema });
}

export function deleteDiscount(id: number) {
  return apiRequest(`/api/admin/discounts/${id}`, { method: "DELETE" });
}
