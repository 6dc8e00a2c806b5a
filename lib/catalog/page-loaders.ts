import { getProduct } from "@/lib/catalog/product-detail";
import type { Product } from "@/lib/catalog/types";
import { readByRouteIdOr404 } from "@/lib/http/route-id";

/**
 * The listed product for a route id; answers 404 when it is malformed, absent or archived.
 * The page and its metadata both ask: the catalogue's tagged cache answers the second time.
 */
export function loadProductOr404(raw: string): Promise<Product> {
  return readByRouteIdOr404(raw, getProduct);
}
