import "server-only";
import { asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productImages, productItems, productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import type { Product } from "../contract/types";
import { toProduct, type ProductRow, type ProductVariationRow } from "./mappers";

// The SQL that selects products: one function per query. Callers pass conditions from
// ./filters.ts and orders from ./sort-order.ts.

/** The product's image urls, in position order. */
const imageUrls = sql<string[]>`coalesce((
  SELECT array_agg(${productImages.url} ORDER BY ${productImages.position})
  FROM ${productImages}
  WHERE ${productImages.productId} = ${products.id}
), '{}')`;

/**
 * The distinct variation values the product's items on sale offer, in type then value order
 * (the id breaks ties). A value is listed once however many items offer it. Written as a
 * semi-join, the planner picks how to match values to items; a DISTINCT over every item's
 * values (the old two-query shape) measured slower for products with many items.
 */
const variationValueRows = sql<ProductVariationRow[]>`coalesce((
  SELECT json_agg(
    json_build_object('typeName', ${variationTypes.name}, 'value', ${variationValues.value})
    ORDER BY ${variationTypes.position}, ${variationTypes.name}, ${variationValues.position}, ${variationValues.id}
  )
  FROM ${variationValues}
  INNER JOIN ${variationTypes} ON ${variationTypes.id} = ${variationValues.variationTypeId}
  WHERE ${variationValues.id} IN (
    SELECT ${productItemValues.variationValueId}
    FROM ${productItems}
    INNER JOIN ${productItemValues} ON ${productItemValues.productItemId} = ${productItems.id}
    WHERE ${productItems.productId} = ${products.id} AND ${productItems.retiredAt} IS NULL
  )
), '[]')`;

/**
 * A product row with its images and variation values, read in the same query: correlated
 * subqueries on "products", so they run once per row the query returns (the page's), never
 * per match, and a product read is one round trip.
 */
const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceMinor: products.priceMinor,
  avgRating: products.avgRating,
  featured: products.featured,
  category: categories.internalName,
  images: imageUrls.as("images"),
  variations: variationValueRows.as("variations"),
};

/**
 * The page query, unexecuted, so the benchmark can EXPLAIN exactly what the app runs. The
 * page's ids are found first (an index-only walk of the order's index where the filters allow)
 * and only those rows are read and joined: skipping rows then costs index entries, not rows.
 */
export function productPageQuery(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0) {
  const pageIds = db.select({ id: products.id }).from(products).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy);
}

/** `candidates` (SQL giving an `id` column) as the CTE "candidates". */
function candidatesCte(db: Db, candidates: SQL) {
  return db.$with("candidates", { id: sql<number>`id`.as("id") }).as(candidates);
}

/**
 * A page among `candidates` (SQL giving an `id` column): the first `cap` of them in id order,
 * ordered by `orderBy` and paged, each row carrying how many candidates there are (`counted`),
 * in one statement, so a new search costs one round trip for its matches and its page.
 */
export function candidatesPageQuery(db: Db, candidates: SQL, cap: number, orderBy: SQL[], limit: number, offset: number) {
  const found = candidatesCte(db, candidates);
  const capped = db.select({ id: found.id }).from(found).orderBy(found.id).limit(cap);
  const pageIds = db.select({ id: products.id }).from(products).where(inArray(products.id, capped)).orderBy(...orderBy).limit(limit).offset(offset);
  return db
    .with(found)
    .select({ ...productColumns, counted: sql<number>`(SELECT count(*) FROM ${found})::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy);
}

/** The page and the candidates' count; the count is null when the page is empty (past the end, or no candidates). */
export async function selectCandidatesPage(
  candidates: SQL,
  cap: number,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ results: Product[]; counted: number | null }> {
  const rows = await candidatesPageQuery(await getDb(), candidates, cap, orderBy, limit, offset);
  return { results: rows.map(toProduct), counted: rows[0]?.counted ?? null };
}

/** How many rows `candidates` (SQL giving an `id` column) gives. */
export async function countCandidates(candidates: SQL): Promise<number> {
  const db = await getDb();
  const found = candidatesCte(db, candidates);
  const [row] = await db.with(found).select({ count: count() }).from(found);
  return row?.count ?? 0;
}

/**
 * A search's candidates, unexecuted: the ids of its first `candidates` matches in id order, so
 * every page of one search ranks (or sorts) the same set however common its words are.
 * `walk` (see manyEarlyMatches): read the id order and stop at the last candidate. Otherwise
 * `id + 0` keeps the planner off that walk, which would read most of the table for a rare
 * match, and on the GIN index, sorting only the matches.
 */
export function searchCandidatesQuery(db: Db, where: SQL | undefined, candidates: number, walk: boolean) {
  const candidateOrder = walk ? asc(products.id) : sql`${products.id} + 0`;
  return db.select({ id: products.id }).from(products).where(where).orderBy(candidateOrder).limit(candidates);
}

/**
 * How many products match; with `atMost`, counting stops after `atMost + 1` (see
 * cappedCount), in no particular order, so the planner reads them from whichever index is
 * shortest (a price range: the price index).
 */
export function productCountQuery(db: Db, where: SQL | undefined, atMost?: number) {
  if (atMost === undefined) return db.select({ count: count() }).from(products).where(where);
  const matches = db.select({ id: products.id }).from(products).where(where).limit(atMost + 1).as("matches");
  return db.select({ count: count() }).from(matches);
}

/** `db` lets a caller run it inside its transaction. */
export async function selectProducts(where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0, db?: Db): Promise<Product[]> {
  const rows: ProductRow[] = await productPageQuery(db ?? (await getDb()), where, orderBy, limit, offset);
  return rows.map(toProduct);
}

export async function selectSearchCandidates(where: SQL | undefined, candidates: number, walk: boolean): Promise<number[]> {
  const rows = await searchCandidatesQuery(await getDb(), where, candidates, walk);
  return rows.map((row) => row.id);
}

/**
 * Whether more than `atLeast` of the first `within` products under `where`, in id order, also
 * meet `condition`: a bounded probe of how a search's matches lie. The planner cannot tell a
 * common word from a rare one in every case (word pairs that never meet, matches only among
 * the newest products, filters that few matches pass), and walking the id order for a rare
 * match reads the whole table.
 */
export async function manyEarlyMatches(where: SQL | undefined, condition: SQL | undefined, atLeast: number, within: number): Promise<boolean> {
  const db = await getDb();
  // Named "products" so `condition`, written against the table, applies to the walked rows.
  const walked = db.select().from(products).where(where).orderBy(asc(products.id)).limit(within).as("products");
  const found = db.select({ id: sql`${products.id}`.as("id") }).from(walked).where(condition).limit(atLeast + 1).as("found");
  const [row] = await db.select({ count: count() }).from(found);
  return (row?.count ?? 0) > atLeast;
}

export async function countProducts(where: SQL | undefined, atMost?: number, db?: Db): Promise<number> {
  const [row] = await productCountQuery(db ?? (await getDb()), where, atMost);
  return row?.count ?? 0;
}

/** The category id of the product `where` finds (for related products). */
export async function selectProductCategoryId(where: SQL | undefined): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db.select({ categoryId: products.categoryId }).from(products).where(where).limit(1);
  return row?.categoryId;
}
