import "server-only";
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productImages, productItems, productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import { INT4_MAX } from "@/lib/http/parse";
import type { Product } from "../contract/types";
import { groupBy, toProduct, type ImageRow, type ProductRow, type ProductVariationRow } from "./mappers";

// The SQL that selects products: one function per query, and loadProducts, which completes
// the rows into Products. Callers pass conditions from ./filters.ts and orders from
// ./sort-order.ts.

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceMinor: products.priceMinor,
  avgRating: products.avgRating,
  featured: products.featured,
  category: categories.internalName,
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

/**
 * A search's page, unexecuted: its first `candidates` matches in id order are read once, then
 * ordered (by rank, or the chosen sort) and paged among themselves, so ranking costs at most
 * `candidates` rows however common the words are. Named "products", the candidate rows stand
 * in for the table in the outer query (a non-recursive WITH cannot see itself, so inside it
 * the name is still the table), and the order expressions apply to them unchanged. One more
 * match is read than paged, so each row also carries the capped count (`matched`, at most
 * `candidates + 1`) without a second walk.
 */
export function searchPageQuery(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number, candidates: number, walk: boolean) {
  // `walk` (see manyEarlyMatches): read the id order and stop at the last candidate. Otherwise
  // `id + 0` keeps the planner off that walk, which would read most of the table for a rare
  // match, and on the GIN index, sorting only the matches.
  const candidateOrder = walk ? asc(products.id) : sql`${products.id} + 0`;
  const matches = db.$with("products").as(db.select().from(products).where(where).orderBy(candidateOrder).limit(candidates + 1));
  // The id of the extra match, if there is one: it is counted but not paged.
  const extra = sql`(SELECT ${products.id} FROM ${products} ORDER BY ${products.id} OFFSET ${candidates} LIMIT 1)`;
  return db
    .with(matches)
    .select({ ...productColumns, matched: sql<number>`(SELECT count(*) FROM ${products})::int`.as("matched") })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} < coalesce(${extra}, ${INT4_MAX})`)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
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
export async function selectProducts(where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0, db?: Db): Promise<ProductRow[]> {
  return productPageQuery(db ?? (await getDb()), where, orderBy, limit, offset);
}

export async function selectSearchPage(
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
  candidates: number,
  walk: boolean,
): Promise<(ProductRow & { matched: number })[]> {
  return searchPageQuery(await getDb(), where, orderBy, limit, offset, candidates, walk);
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

/** Where a listed product sits in the category tree (for related products). */
export async function selectProductPlacement(where: SQL | undefined): Promise<{ categoryId: number; parentId: number | null } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ categoryId: products.categoryId, parentId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .limit(1);
  return row;
}

/** Images of these products, in each product's order. */
export async function selectImages(productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

/** The distinct variation values the items on sale of these products offer, in type then value order. */
export async function selectProductVariations(productIds: number[]): Promise<ProductVariationRow[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  return db
    .selectDistinct({
      productId: productItems.productId,
      typeName: variationTypes.name,
      value: variationValues.value,
      typePosition: variationTypes.position,
      valuePosition: variationValues.position,
      valueId: variationValues.id,
    })
    .from(productItems)
    .innerJoin(productItemValues, eq(productItemValues.productItemId, productItems.id))
    .innerJoin(variationValues, eq(variationValues.id, productItemValues.variationValueId))
    .innerJoin(variationTypes, eq(variationTypes.id, variationValues.variationTypeId))
    .where(and(inArray(productItems.productId, productIds), isNull(productItems.retiredAt)))
    .orderBy(
      asc(productItems.productId),
      asc(variationTypes.position),
      asc(variationTypes.name),
      asc(variationValues.position),
      asc(variationValues.id),
    );
}

/**
 * Completes product rows with their images and variations: two queries for the whole set,
 * however many products (no query per product).
 */
export async function loadProducts(rows: ProductRow[]): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [images, variations] = await Promise.all([selectImages(ids), selectProductVariations(ids)]);
  const imagesByProduct = groupBy(images, (image) => image.productId);
  const variationsByProduct = groupBy(variations, (variation) => variation.productId);
  return rows.map((row) => toProduct(row, imagesByProduct.get(row.id) ?? [], variationsByProduct.get(row.id) ?? []));
}
