import "server-only";
import { and, eq } from "drizzle-orm";
import { products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { cachedRead, catalogTags } from "../cache";
import type { Product } from "../contract/types";
import { isListed } from "./filters";
import { selectProducts } from "./product-rows";

/** A listed product, uncached: for callers that need current data (product items, cart). */
export async function readProduct(id: number): Promise<Product> {
  const [product] = await selectProducts(and(eq(products.id, id), isListed), [], 1);
  if (!product) throw new NotFoundError(`Product ${id} not found`);
  return product;
}

/** The product detail (GET /api/product/{id}); NotFoundError when absent or archived. */
export const getProduct: (id: number) => Promise<Product> = cachedRead("getProduct", readProduct, (id) => [
  catalogTags.product(id),
]);
