import { getProduct } from "@/lib/catalog/product-detail";
import { listProductItems } from "@/lib/catalog/product-items";
import type { Product, ProductItem } from "@/lib/catalog/types";
import { readByRouteIdOr404 } from "@/lib/http/route-id";

/**
 * The listed product for a route id; answers 404 when it is malformed, absent or archived.
 * The page and its metadata both ask: the catalogue's tagged cache answers the second time.
 */
export function loadProductOr404(raw: string): Promise<Product> {
  return readByRouteIdOr404(raw, getProduct);
}

/** The product's items with stock (read fresh), or null when they cannot be read. */
export async function loadProductItems(id: number): Promise<ProductItem[] | null> {
  try {
    return await listProductItems(id);
  } catch (error) {
    console.error(`Failed to load the items of product ${id}`, error);
    return null;
  }
}
