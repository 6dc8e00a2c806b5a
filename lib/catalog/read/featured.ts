import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { products } from "@/db/schema";
import { cachedRead, catalogTags } from "../cache";
import type { Product } from "../contract/types";
import { isListed, isListedIn } from "./filters";
import { selectProducts } from "./product-rows";

/** How many featured products the home page shows at most. */
export const FEATURED_LIMIT = 12;

async function readFeatured(location?: string): Promise<Product[]> {
  const where = and(isListed, eq(products.featured, true), location ? isListedIn(location) : undefined);
  return selectProducts(where, [asc(products.id)], FEATURED_LIMIT);
}

/** Featured products, optionally only those listed in a country (GET /api/product/featured). */
export const listFeaturedProducts: (location?: string) => Promise<Product[]> = cachedRead(
  "listFeaturedProducts",
  readFeatured,
  () => [catalogTags.products],
);
