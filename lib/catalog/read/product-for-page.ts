import "server-only";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import type { Product } from "../contract/types";
import { getProduct } from "./product-detail";

// Apart from ./product-detail.ts because it answers with Next's not-found page: scripts that
// read products (the catalogue bench) run outside Next and cannot load its navigation module.

/**
 * The listed product for a route id; answers 404 when it is malformed, absent or archived.
 * Answered by the catalogue's tagged cache once the product has been read.
 */
export function loadProductOr404(raw: string): Promise<Product> {
  return readByRouteIdOr404(raw, getProduct);
}
