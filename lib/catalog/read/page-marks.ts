import "server-only";
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { products } from "@/db/schema";
import { cachedRead, catalogTags } from "../cache";
import type { ProductSort } from "../contract/sorts";
import { productListConditions, type ListFilters } from "./filters";
import { LIST_ROW_CAP } from "./paging";
import { isMarkPosition, MARK_SPACING, type Mark, type PageMarks, type Seek } from "./page-seek";
import { afterSortKey, productListOrder } from "./sort-order";

// One walk of a list, in its order and up to LIST_ROW_CAP + 1 matches, noting the sort key of
// every MARK_SPACING-th match and counting them (see ./page-seek.ts). Cached and tagged like the
// lists themselves, so every page and the count of a list share one walk until the catalogue changes.

/**
 * The walk only reads the columns of the order's own index (id, price or featured), so it stays
 * an index-only scan; the other key columns are constants.
 */
function keyColumns(sort: ProductSort | undefined) {
  const byPrice = sort === "priceAsc" || sort === "priceDesc";
  return {
    priceMinor: byPrice ? sql<number>`${products.priceMinor}`.as("price_minor") : sql<number>`0`.as("price_minor"),
    featured: sort === "featured" ? sql<boolean>`${products.featured}`.as("featured") : sql<boolean>`false`.as("featured"),
  };
}

/** The walk, unexecuted, so the benchmark can EXPLAIN exactly what the app runs. */
export function pageMarksQuery(db: Db, filters: ListFilters, sort: ProductSort | undefined) {
  const order = productListOrder(sort);
  const walked = db
    .select({ id: products.id, ...keyColumns(sort), position: sql<number>`(row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}))::int`.as("position") })
    .from(products)
    .where(productListConditions(filters))
    .orderBy(...order)
    .limit(LIST_ROW_CAP + 1)
    .as("walked");
  const counted = db
    .select({
      id: walked.id,
      priceMinor: walked.priceMinor,
      featured: walked.featured,
      position: walked.position,
      counted: sql<number>`(count(*) OVER ())::int`.as("counted"),
      featuredCounted: sql<number>`(count(*) FILTER (WHERE ${walked.featured}) OVER ())::int`.as("featured_counted"),
    })
    .from(walked)
    .as("counted_walk");
  // The marks, and the last match, which carries the count when it is not a mark itself.
  return db
    .select()
    .from(counted)
    .where(sql`${counted.position} % ${MARK_SPACING} = 0 OR ${counted.position} = ${counted.counted}`)
    .orderBy(counted.position);
}

/** Walks the list (uncached; see readPageMarks). */
export async function walkPageMarks(filters: ListFilters, sort: ProductSort | undefined): Promise<PageMarks> {
  const rows = await pageMarksQuery(await getDb(), filters, sort);
  const marks: Mark[] = rows
    .filter((row) => isMarkPosition(row.position))
    .map((row) => ({ position: row.position, id: row.id, priceMinor: row.priceMinor, featured: row.featured }));
  return { marks, counted: rows[0]?.counted ?? 0, featuredCounted: rows[0]?.featuredCounted ?? 0 };
}

/** The marks and capped count of a list without a search (searches page among their own candidates). */
export const readPageMarks: (filters: ListFilters, sort: ProductSort | undefined) => Promise<PageMarks> = cachedRead(
  "listPageMarks",
  walkPageMarks,
  () => [catalogTags.products],
);

/** The WHERE of one seek, added to the list's own filters. */
export function seekConditions(sort: ProductSort | undefined, seek: Seek): SQL | undefined {
  const part = seek.part === "featured" ? eq(products.featured, true) : seek.part === "notFeatured" ? not(products.featured) : undefined;
  return and(part, seek.after ? afterSortKey(sort, seek.after) : undefined);
}
