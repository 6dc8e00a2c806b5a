import "server-only";
import { asc, desc, gt, sql, type SQL } from "drizzle-orm";
import { products } from "@/db/schema";
import type { ProductSort } from "../contract/sorts";
import type { Mark } from "./page-seek";
import { searchRank, type ProductSearch } from "./search";

/**
 * ORDER BY for the product list. Every order ends on the id so paging is stable, and each can
 * be read from an index: (id); (price_minor, id), which priceDesc reads backwards, so equal
 * prices come newest first there; featured reads (featured DESC NULLS LAST, id).
 * Without a sort, a search orders by relevance.
 */
export function productListOrder(sort: ProductSort | undefined, search?: ProductSearch): SQL[] {
  switch (sort) {
    case "featured":
      // NULLS LAST (the column is NOT NULL anyway) to match products_featured_idx exactly.
      return [sql`${products.featured} DESC NULLS LAST`, asc(products.id)];
    case "priceAsc":
      return [asc(products.priceMinor), asc(products.id)];
    case "priceDesc":
      return [desc(products.priceMinor), desc(products.id)];
    default:
      return search ? [desc(searchRank(search)), asc(products.id)] : [asc(products.id)];
  }
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
