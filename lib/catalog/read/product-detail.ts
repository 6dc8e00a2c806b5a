import "server-only";
import { and, eq } from "drizzle-orm";
import { products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import { cachedRead, catalogTags } from "../cache";
import type { Product } from "../contract/types";
import { isListed } from "./filters";
import { loadProducts, selectProducts } from "./product-rows";

/** A listed product, uncached: for callers that need current data (product items, cart). */
export async function readProduct(id: number): Promise<Product> {
  const rows = await selectProducts(and(eq(products.id, id), isListed), [], 1);
  const [product] = await loadProducts(rows);
  if (!product) throw new NotFoundError(`Product ${id} not found`);
  return product;
}

/** The product detail (GET /api/product/{id}); NotFoundError when absent or archived. */
export const getProduct: (id: number) => Promise<Product> = cachedRead("getProduct", readProduct, (id) => [
  catalogTags.product(id),
]);

/**
 * The listed product for a route id; answers 404 when it is malformed, absent or archived.
 * The page and its metadata both ask: the catalogue's tagged cache answers the second time.
 */
export function loadProductOr404(raw: string): Promise<Product> {
  return readByRouteIdOr404(raw, getProduct);
}
