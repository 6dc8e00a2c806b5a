import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { cachedRead, catalogTags } from "../cache";
import type { Product } from "../contract/types";
import { selectCategories } from "./categories";
import { subtreeIds } from "./category-tree";
import { isInCategories, isListed, isListedIn } from "./filters";
import { selectProductPlacement, selectProducts } from "./product-rows";

/** At most this many related products. */
export const RELATED_LIMIT = 8;
/** With fewer than this many from the product's own category, the parent category tops up. */
export const RELATED_MINIMUM = 4;

async function readRelated(id: number, location?: string): Promise<Product[]> {
  const placement = await selectProductPlacement(and(eq(products.id, id), isListed));
  if (!placement) throw new NotFoundError(`Product ${id} not found`);
  const available = and(isListed, ne(products.id, id), location ? isListedIn(location) : undefined);

  const sameCategory = await selectProducts(and(available, eq(products.categoryId, placement.categoryId)), [asc(products.id)], RELATED_LIMIT);
  if (sameCategory.length >= RELATED_MINIMUM || placement.parentId === null) return sameCategory;

  // The parent's other branches (sibling categories and the parent itself) fill the rest.
  const parentBranches = subtreeIds(await selectCategories(), [placement.parentId]).filter((categoryId) => categoryId !== placement.categoryId);
  const fromParent = await selectProducts(
    and(available, isInCategories(parentBranches)),
    [asc(products.id)],
    RELATED_LIMIT - sameCategory.length,
  );
  return [...sameCategory, ...fromParent];
}

/** Products related to one (GET /api/product/{id}/related): never the product itself. */
export const listRelatedProducts: (id: number, location?: string) => Promise<Product[]> = cachedRead(
  "listRelatedProducts",
  readRelated,
  () => [catalogTags.products],
);
