import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, products } from "@/db/schema";
import { ancestry, type CategoryRow } from "../read/category-tree";

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
  return namesOf(await selectCategoryRows(db ?? (await getDb())), categoryId);
}

function selectCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      internalName: categories.internalName,
      parentId: categories.parentId,
    })
    .from(categories);
}

function namesOf(rows: CategoryRow[], categoryId: number): string {
  const category = rows.find((row) => row.id === categoryId);
  if (!category) return "";
  return (ancestry(rows, category.internalName) ?? [])
    .map((row) => row.name)
    .reverse()
    .join(" ");
}

/**
 * After a category is renamed or moved: rewrites `products.category_names` of every product in
 * these categories (pass the whole subtree: its names all start with the changed ones) and adds
 * the words of the new names to the search vocabulary, for categories that have products.
 * Call it in the write's transaction, after the change.
 */
export async function refreshCategoryNames(categoryIds: number[], db: Db): Promise<void> {
  if (categoryIds.length === 0) return;
  const rows = await selectCategoryRows(db);
  const names = sql.join(
    categoryIds.map((id) => sql`(${id}::int, ${namesOf(rows, id)}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE products SET category_names = v.names
    FROM (VALUES ${names}) AS v(id, names)
    WHERE products.category_id = v.id AND products.category_names IS DISTINCT FROM v.names`);
  await db.execute(sql`
    INSERT INTO search_vocabulary (word)
    SELECT DISTINCT word
    FROM (VALUES ${names}) AS v(id, names), regexp_split_to_table(lower(v.names), ${WORD_SEPARATOR}) AS word
    WHERE EXISTS (SELECT 1 FROM products WHERE products.category_id = v.id) AND ${isVocabularyWord}
    ON CONFLICT (word) DO NOTHING`);
}

/**
 * Copies the Color and Size values the products' items offer onto `products.colours` and
 * `products.sizes` (lower-cased), which the list filters read. Every write that changes a
 * product's items calls this in the same transaction; a product without items gets empty lists.
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
      WHERE pi.product_id = products.id
    )
    WHERE ${inArray(products.id, productIds)}`);
}

const WORD_SEPARATOR = "[^[:alnum:]]+";
const isVocabularyWord = sql.raw(`length(word) >= 2 AND word ~ '[[:alpha:]]'`);

/**
 * The vocabulary words of the products matching `where`: lower-cased runs of letters and
 * digits of what search reads, two characters or more, with a letter. Numbers are left out:
 * they are searched whole.
 */
function vocabularyOf(where: SQL): SQL {
  return sql`
    SELECT DISTINCT word
    FROM products, regexp_split_to_table(lower(products.name || ' ' || products.category_names || ' ' || products.description), ${WORD_SEPARATOR}) AS word
    WHERE ${where} AND ${isVocabularyWord}`;
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
