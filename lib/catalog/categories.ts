import { NotFoundError } from "@/lib/errors";
import { cachedRead, catalogTags } from "./cache";
import { selectCategories } from "./category-rows";
import { buildCategoryForest, subtreeIds } from "./category-tree";
import type { Category } from "./types";

async function readCategoryTree(): Promise<Category[]> {
  return buildCategoryForest(await selectCategories()).roots;
}

async function readCategory(internalName: string): Promise<Category> {
  const category = buildCategoryForest(await selectCategories()).byInternalName.get(internalName);
  if (!category) throw new NotFoundError(`Category ${internalName} not found`);
  return category;
}

/** Top-level categories with their descendants and breadcrumbs (GET /api/category). */
export const listCategoryTree: () => Promise<Category[]> = cachedRead("listCategoryTree", readCategoryTree, () => [
  catalogTags.categories,
]);

/** One category with its breadcrumb (root first) and children (GET /api/category/{internalName}). */
export const getCategory: (internalName: string) => Promise<Category> = cachedRead("getCategory", readCategory, () => [
  catalogTags.categories,
]);

/** Ids of the named categories and all their descendants; empty when none of the names exist. */
export async function categoryIdsWithin(internalNames: string[]): Promise<number[]> {
  const rows = await selectCategories();
  const roots = rows.filter((row) => internalNames.includes(row.internalName)).map((row) => row.id);
  return subtreeIds(rows, roots);
}
