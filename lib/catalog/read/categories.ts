import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { fallbackWhileBuilding } from "../build-phase";
import { cachedRead, catalogTags } from "../cache";
import type { Category } from "../contract/types";
import { buildCategoryForest, subtreeIds, type CategoryRow } from "./category-tree";

// The category tree. The table is small (tens to hundreds of rows), so it is read whole and
// shaped in memory (./category-tree.ts).

/** Every category, in position then name order. */
export async function selectCategories(): Promise<CategoryRow[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, internalName: categories.internalName, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

/** Every category row (selectCategories), for callers that walk the rows themselves. */
export const listCategoryRows: () => Promise<CategoryRow[]> = cachedRead("listCategoryRows", selectCategories, () => [catalogTags.categories]);

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

/**
 * The category tree for the header's bar and drawer, pages and lists. Repeated calls in one
 * request are answered by the catalogue's tagged cache, not the database.
 * Null while building (the menu then says 'Categories unavailable'); at run time a failure
 * fails the page (see fallbackWhileBuilding).
 */
export async function loadCategoryTree(): Promise<Category[] | null> {
  try {
    return await listCategoryTree();
  } catch (error) {
    return fallbackWhileBuilding(error, null);
  }
}

async function readCategoryIdsWithin(internalNames: string[]): Promise<number[]> {
  const rows = await selectCategories();
  const roots = rows.filter((row) => internalNames.includes(row.internalName)).map((row) => row.id);
  return subtreeIds(rows, roots);
}

/**
 * Ids of the named categories and all their descendants; empty when none of the names exist.
 * Cached: every product list by category asks, before its own cached reads.
 */
export const categoryIdsWithin: (internalNames: string[]) => Promise<number[]> = cachedRead(
  "categoryIdsWithin",
  readCategoryIdsWithin,
  () => [catalogTags.categories],
);
