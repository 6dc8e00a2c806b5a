import "server-only";
import { asc, desc, gt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { products } from "@/db/schema";
import type { ProductSort } from "../contract/sorts";
import type { Mark } from "./page-seek";
import { searchRank, type ProductSearch } from "./search";

/** The columns an order is written over. */
type OrderColumns = { id: AnyColumn | SQL; price: AnyColumn | SQL; featured: AnyColumn | SQL };

/** The table's own columns: every order below can then be read from an index. */
const INDEXED: OrderColumns = { id: products.id, price: products.priceMinor, featured: products.featured };

/**
 * The same columns written so that no index can give the order (`+ 0`, a cast): the planner
 * then finds the matches through the filters' own indexes and sorts them, where it would
 * otherwise walk the order's index and test every product on the way, the whole index when the
 * filters match few or none (a category, a colour, a size and a price range together).
 */
const UNINDEXED: OrderColumns = { id: sql`${products.id} + 0`, price: sql`${products.priceMinor} + 0`, featured: sql`${products.featured}::int` };

function orderOver(columns: OrderColumns, sort: ProductSort | undefined, search?: ProductSearch): SQL[] {
  switch (sort) {
    case "featured":
      // NULLS LAST (the column is NOT NULL anyway) to match products_featured_idx exactly.
      return [sql`${columns.featured} DESC NULLS LAST`, asc(columns.id)];
    case "priceAsc":
      return [asc(columns.price), asc(columns.id)];
    case "priceDesc":
      return [desc(columns.price), desc(columns.id)];
    default:
      return search ? [desc(searchRank(search)), asc(columns.id)] : [asc(columns.id)];
  }
}

/**
 * ORDER BY for the product list. Every order ends on the id so paging is stable, and each can
 * be read from an index: (id); (price_minor, id), which priceDesc reads backwards, so equal
 * prices come newest first there; featured reads (featured DESC NULLS LAST, id).
 * Without a sort, a search orders by relevance.
 */
export function productListOrder(sort: ProductSort | undefined, search?: ProductSearch): SQL[] {
  return orderOver(INDEXED, sort, search);
}

/**
 * Matches few enough to find and sort whole (about 2 ms at a million products) rather than
 * meet along the order's index. With more, the walk is usually shorter: a page of a category's
 * price range at 1 000 matches took 0.3 ms that way.
 */
const FEW_MATCHES = 1_000;

/**
 * Whether a price range's `counted` matches are few enough to be found and sorted whole: a
 * walk of the order's index could pass every product to meet them (a category, a colour, a
 * size and a price range together: 90 ms at a million products when nothing matched).
 */
export function sortsMatchesWhole(counted: number): boolean {
  return counted <= FEW_MATCHES;
}

/** How a price range's page is read once its matches are counted: the few sorted whole, more along the order's index. */
export function priceRangePageOrder(sort: ProductSort | undefined, counted: number): SQL[] {
  return orderOver(sortsMatchesWhole(counted) ? UNINDEXED : INDEXED, sort);
}

/** ORDER BY for a search's page among its candidates: found by id, then sorted whole. */
export function searchPageOrder(sort: ProductSort | undefined, search: ProductSearch): SQL[] {
  return orderOver(UNINDEXED, sort, search);
}

/**
 * The matches after `mark` in the list's order (see ./page-seek.ts), written as a range of the
 * order's own index. The featured order is read in parts of equal `featured`, each in id order.
 */
export function afterSortKey(sort: ProductSort | undefined, mark: Mark): SQL {
  switch (sort) {
    case "priceAsc":
      return sql`(${products.priceMinor}, ${products.id}) > (${mark.priceMinor}, ${mark.id})`;
    case "priceDesc":
      return sql`(${products.priceMinor}, ${products.id}) < (${mark.priceMinor}, ${mark.id})`;
    default:
      return gt(products.id, mark.id);
  }
}
