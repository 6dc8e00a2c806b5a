import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, products } from "@/db/schema";
import { ancestry } from "../read/category-tree";

// Copies that the reads depend on, kept by every write that changes what they copy (in its
// transaction when it has one; the seeds call them too): category names and the search
// vocabulary for search (../read/search.ts), Color and Size values for the list's filters
// (../read/filters.ts).

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

/**
 * Copies the Color and Size values the products' items on sale offer (retired items are left
 * out) onto `products.colours` and `products.sizes` (lower-cased), which the list filters read.
 * Every write that changes a product's items calls this in the same transaction; a product
 * without items on sale gets empty lists.
 */
export async function refreshVariationValues(productIds: number[], db?: Db): Promise<void> {
  if (productIds.length === 0) return;
  await (db ?? (await getDb())).execute(sql`
    UPDATE products
    SET (colours, sizes) = (
      SELECT coalesce(array_agg(DISTINCT lower(vv.value)) FILTER (WHERE lower(vt.name) IN ('color', 'colour')), '{}'),
             coalesce(array_agg(DISTINCT lower(vv.value)) FILTER (WHERE lower(vt.name) = 'size'), '{}')
      FROM product_items pi
      JOIN product_item_values piv ON piv.product_item_id = pi.id
      JOIN variation_values vv ON vv.id = piv.variation_value_id
      JOIN variation_types vt ON vt.id = vv.variation_type_id
      WHERE pi.product_id = products.id AND pi.retired_at IS NULL
    )
    WHERE ${inArray(products.id, productIds)}`);
}

/**
 * The vocabulary words of the products matching `where`: lower-cased runs of letters and
 * digits of what search reads, two characters or more, with a letter. Numbers are left out:
 * they are searched whole.
 */
function vocabularyOf(where: SQL): SQL {
  return sql`
    SELECT DISTINCT word
    FROM products, regexp_split_to_table(lower(products.name || ' ' || products.category_names || ' ' || products.description), '[^[:alnum:]]+') AS word
    WHERE ${where} AND length(word) >= 2 AND word ~ '[[:alpha:]]'`;
}

/**
 * Adds the words of these products' names, category names and descriptions to
 * search_vocabulary. Every write that sets those calls it (in its transaction when it has one).
 */
export async function addSearchVocabulary(productIds: number[], db?: Db): Promise<void> {
  if (productIds.length === 0) return;
  await (db ?? (await getDb())).execute(
    sql`INSERT INTO search_vocabulary (word) ${vocabularyOf(inArray(products.id, productIds))} ON CONFLICT (word) DO NOTHING`,
  );
}
