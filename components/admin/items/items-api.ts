import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import type { AdminItemList, CreateItemRequest, UpdateItemRequest } from "@/lib/catalog/contract/items";

// The edit page's item calls from the browser, their answers checked against these shapes.

const value = z.object({ id: z.number(), value: z.string() });
const adminItem = z.object({
  id: z.number(),
  sku: z.string(),
  price: z.number(),
  stock: z.number(),
  sold: z.number(),
  retiredAt: z.string().nullable(),
  images: z.array(z.string()),
  variations: z.array(value.extend({ name: z.string() })),
});
const itemList: z.ZodType<AdminItemList> = z.object({
  productId: z.number(),
  price: z.number(),
  variationTypes: z.array(z.object({ name: z.string(), variant_values: z.array(value) })),
  items: z.array(adminItem),
});

export const itemsKey = (productId: number) => ["admin", "items", productId] as const;

export function fetchItems(productId: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/product/${productId}/items`, { schema: itemList, signal });
}

export function addItem(productId: number, item: CreateItemRequest) {
  return apiRequest(`/api/admin/product/${productId}/items`, { method: "POST", body: item });
}

export function updateItem(id: number, changes: UpdateItemRequest) {
  return apiRequest(`/api/admin/items/${id}`, { method: "PUT", body: changes });
}

/** A delivery of `quantity` units, added to whatever the stock is by then. */
export function receiveStock(id: number, quantity: number, note?: string) {
  return apiRequest(`/api/admin/items/${id}/stock`, { method: "POST", body: { quantity, note } });
}

/** A counted stock, refused (409) when the stock is no longer `expected`, the figure the admin saw. */
export function setStock(id: number, stock: number, expected: number, note?: string) {
  return apiRequest(`/api/admin/items/${id}/stock`, { method: "PUT", body: { stock, expected, note } });
}

export function setRetired(id: number, retire: boolean) {
  return apiRequest(`/api/admin/items/${id}/${retire ? "retire" : "reactivate"}`, { method: "POST" });
}
