import "server-only";
import { and, asc, eq } from "drizzle-orm";
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

/**
 * The first listed products of some categories in id order, for a location or none. Every
 * product of a category has the same related products but itself, so this read is cached for
 * the category and shared by all of them: a product read for the first time costs its
 * placement only.
 */
const firstListedIn = cachedRead(
  "firstListedIn",
  (categoryIds: number[], location: string | undefined, limit: number) =>
    selectProducts(and(isListed, isInCategories(categoryIds), location ? isListedIn(location) : undefined), [asc(products.id)], limit),
  () => [catalogTags.products],
);

async function readRelated(id: number, location?: string): Promise<Product[]> {
  const placement = await selectProductPlacement(and(eq(products.id, id), isListed));
  if (!placement) throw new NotFoundError(`Product ${id} not found`);

  // One more than shown: the product itself may be among its category's first.
  const ownCategory = await firstListedIn([placement.categoryId], location, RELATED_LIMIT + 1);
  const sameCategory = ownCategory.filter((product) => product.id !== id).slice(0, RELATED_LIMIT);
  if (sameCategory.length >= RELATED_MINIMUM || placement.parentId === null) return sameCategory;

  // The parent's other branches (sibling categories and the parent itself) fill the rest; the
  // product is in none of them.
  const parentBranches = subtreeIds(await selectCategories(), [placement.parentId]).filter((categoryId) => categoryId !== placement.categoryId);
  const fromParent = parentBranches.length > 0 ? await firstListedIn(parentBranches, location, RELATED_LIMIT) : [];
  return [...sameCategory, ...fromParent.slice(0, RELATED_LIMIT - sameCategory.length)];
}

/** Products related to one (GET /api/product/{id}/related): never the product itself. */
export const listRelatedProducts: (id: number, location?: string) => Promise<Product[]> = cachedRead(
  "listRelatedProducts",
  readRelated,
  () => [catalogTags.products],
);
