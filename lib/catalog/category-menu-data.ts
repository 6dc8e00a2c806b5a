import { fallbackWhileBuilding } from "@/lib/catalog/build-phase";
import { listCategoryTree } from "@/lib/catalog/categories";
import type { Category } from "@/lib/catalog/types";

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

/** Finds a category anywhere in the tree by its internalName. */
export function findCategory(tree: Category[], internalName: string): Category | undefined {
  for (const category of tree) {
    if (category.internalName === internalName) return category;
    const found = findCategory(category.children, internalName);
    if (found) return found;
  }
  return undefined;
}
