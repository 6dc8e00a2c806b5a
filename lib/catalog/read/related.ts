import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { cachedRead, catalogTags } from "../cache";
import type { Product } from "../contract/types";
import { listCategoryRows } from "./categories";
import { subtreeIds, type CategoryRow } from "./category-tree";
import { isInCategories, isListed, isListedIn } from "./filters";
import { selectProductCategoryId, selectProducts } from "./product-rows";

// Every read here is cached on its own, and the functions that combine them are not: Next does
// not read its cache for a cached read nested in another one.

/** At most this many related products. */
export const RELATED_LIMIT = 8;
/** With fewer than this many from the product's own category, the parent category tops up. */
export const RELATED_MINIMUM = 4;

/**
 * The first listed products of some categories in id order, for a location or none. Every
 * product of a category has the same related products but itself, so this read is cached for
 * the category and shared by all of them.
 */
const firstListedIn = cachedRead(
  "firstListedIn",
  (categoryIds: number[], location: string | undefined, limit: number) =>
    selectProducts(and(isListed, isInCategories(categoryIds), location ? isListedIn(location) : undefined), [asc(products.id)], limit),
  () => [catalogTags.products],
);

/** A listed product's category id, null when it is absent or archived; cached per product. */
const listedCategoryOf = cachedRead(
  "listedCategoryOf",
  async (id: number) => (await selectProductCategoryId(and(eq(products.id, id), isListed))) ?? null,
  (id) => [catalogTags.product(id)],
);

async function relatedIn(rows: CategoryRow[], categoryId: number, productId: number, location?: string): Promise<Product[]> {
  // One more than shown: the product itself may be among its category's first.
  const ownCategory = await firstListedIn([categoryId], location, RELATED_LIMIT + 1);
  const sameCategory = ownCategory.filter((product) => product.id !== productId).slice(0, RELATED_LIMIT);
  const parentId = rows.find((row) => row.id === categoryId)?.parentId ?? null;
  if (sameCategory.length >= RELATED_MINIMUM || parentId === null) return sameCategory;

  // The parent's other branches (sibling categories and the parent itself) fill the rest; the
  // product is in none of them.
  const parentBranches = subtreeIds(rows, [parentId]).filter((id) => id !== categoryId);
  const fromParent = parentBranches.length > 0 ? await firstListedIn(parentBranches, location, RELATED_LIMIT) : [];
  return [...sameCategory, ...fromParent.slice(0, RELATED_LIMIT - sameCategory.length)];
}

/** Products related to one (GET /api/product/{id}/related): never the product itself. */
export async function listRelatedProducts(id: number, location?: string): Promise<Product[]> {
  const [categoryId, rows] = await Promise.all([listedCategoryOf(id), listCategoryRows()]);
  if (categoryId === null) throw new NotFoundError(`Product ${id} not found`);
  return relatedIn(rows, categoryId, id, location);
}

/** The same for a product already read (its page), without reading where it sits again. */
export async function listRelatedOf(product: Pick<Product, "id" | "category">): Promise<Product[]> {
  const rows = await listCategoryRows();
  const category = rows.find((row) => row.internalName === product.category);
  return category ? relatedIn(rows, category.id, product.id) : [];
}
