import { cache } from "react";
import { loadCategoryTree } from "@/lib/catalog/read/categories";
import type { Category } from "@/lib/catalog/contract/types";

/** What the header's menus show of a category: its name, its list address and its children. */
export type MenuCategory = Pick<Category, "name" | "internalName"> & { children: MenuCategory[] };

function slim(categories: Category[]): MenuCategory[] {
  return categories.map(({ name, internalName, children }) => ({ name, internalName, children: slim(children) }));
}

/** The header's tree, or null when loading failed. */
export type MenuTree = MenuCategory[] | null;

/**
 * The category tree for the header's bar and drawer, without breadcrumbs and parents: these
 * menus are client components, so the tree travels in every page's payload. One object per
 * request for both menus, so the payload carries it once. Null when loading failed.
 */
export const loadMenuTree = cache(async (): Promise<MenuTree> => {
  const tree = await loadCategoryTree();
  return tree && slim(tree);
});
