import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import type { Selection } from "./variant-selection";

// Loaded with the first add (add-chosen-item.ts): only adding needs these, the value ids too.

/**
 * The variation value ids of the selection (what retrieveByConfigurations takes), read from
 * the items; null when some chosen value belongs to no item at all.
 */
export function selectionValueIds(items: ProductItemResponse[], selection: Selection): number[] | null {
  const ids: number[] = [];
  for (const [name, value] of Object.entries(selection)) {
    const found = items
      .flatMap((item) => item.variations)
      .find((variation) => variation.name === name && variation.value === value);
    if (!found) return null;
    ids.push(found.id);
  }
  return ids;
}

export const OUT_OF_STOCK_MESSAGE = "This combination is out of stock";

async function detailOf(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === "string" && detail ? detail : fallback;
}

async function itemsOf(productId: number): Promise<ProductItemResponse[]> {
  const response = await fetch(`/api/productItem/${productId}/byProduct`, { credentials: "include" });
  if (!response.ok) throw new Error(await detailOf(response, "Could not load this product's options"));
  return (await response.json()) as ProductItemResponse[];
}

/**
 * The product item for the chosen values, read fresh from the server: through
 * retrieveByConfigurations when the product has variations, else its first item.
 * Throws with a shopper-readable message (OUT_OF_STOCK_MESSAGE when there is none or no stock).
 */
export async function resolveProductItem(
  productId: number,
  selection: Selection,
  knownItems: ProductItemResponse[] | null,
): Promise<ProductItemResponse> {
  if (Object.keys(selection).length === 0) {
    const [first] = await itemsOf(productId);
    if (!first || first.stock < 1) throw new Error(OUT_OF_STOCK_MESSAGE);
    return first;
  }
  const variantIds = selectionValueIds(knownItems ?? (await itemsOf(productId)), selection);
  if (!variantIds) throw new Error(OUT_OF_STOCK_MESSAGE);
  const response = await fetch(`/api/productItem/${productId}/retrieveByConfigurations`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ variantIds }),
  });
  if (response.status === 404) throw new Error(OUT_OF_STOCK_MESSAGE);
  if (!response.ok) throw new Error(await detailOf(response, "Could not add this product to the cart"));
  const item = (await response.json()) as ProductItemResponse;
  if (item.stock < 1) throw new Error(OUT_OF_STOCK_MESSAGE);
  return item;
}
