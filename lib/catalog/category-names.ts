import "server-only";
import type { Db } from "@/db/client";
import { getDb } from "@/db/client";
import { categories } from "@/db/schema";
import { ancestry } from "./category-tree";

/**
 * The text to store in `products.category_names` for a product in this category: the names
 * of the category and its ancestors, root first ("Clothing Tops T-Shirts"), so searching
 * "clothing" finds a t-shirt. Call it when writing a product (pass the transaction if any).
 */
export async function categoryNamesFor(categoryId: number, db?: Db): Promise<string> {
  const rows = await (db ?? (await getDb()))
    .select({ id: categories.id, name: categories.name, internalName: categories.internalName, parentId: categories.parentId })
    .from(categories);
  const category = rows.find((row) => row.id === categoryId);
  if (!category) return "";
  return (ancestry(rows, category.internalName) ?? [])
    .map((row) => row.name)
    .reverse()
    .join(" ");
}
