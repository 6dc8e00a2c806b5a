import { and, gte, inArray, lte, not, sql, type SQL } from "drizzle-orm";
import { products } from "@/db/schema";
import { toMinorUnits } from "@/lib/money/minor-units";
import type { ProductQuery } from "./product-query";
import { searchMatches, type ProductSearch } from "./search";

// WHERE conditions shared by every product read. Each is written so an index can serve it.

/** Archived products are gone from the storefront; the partial indexes use this exact predicate. */
export const isListed: SQL = not(products.archived);

/** Listed in the shopper's country (a product_locations row; primary key lookup). */
export function isListedIn(country: string): SQL {
  const code = country.toUpperCase(); // pages may pass the stored location as typed
  return sql`EXISTS (SELECT 1 FROM product_locations pl WHERE pl.product_id = ${products.id} AND pl.country_code = ${code})`;
}

/**
 * In one of these categories (ids of a whole subtree, resolved beforehand: literal ids let
 * the planner use its statistics, e.g. the category index for a small leaf).
 */
export function isInCategories(categoryIds: number[]): SQL {
  return inArray(products.categoryId, categoryIds);
}

/** Has an item in this colour (case-insensitive; an unknown colour matches nothing). */
export function hasColour(colour: string): SQL {
  return sql`EXISTS (
    SELECT 1 FROM product_items pi
    JOIN product_item_values piv ON piv.product_item_id = pi.id
    JOIN variation_values vv ON vv.id = piv.variation_value_id
    JOIN variation_types vt ON vt.id = vv.variation_type_id
    WHERE pi.product_id = ${products.id} AND lower(vv.value) = lower(${colour}) AND lower(vt.name) IN ('color', 'colour')
  )`;
}

/**
 * What the product list filters on: the query's own filters, its category names already
 * resolved to the ids of their subtrees (see categoryIdsWithin), and the search mode.
 */
export type ListFilters = Pick<ProductQuery, "priceMin" | "priceMax" | "colour" | "location"> & {
  categoryIds?: number[];
  search?: ProductSearch;
};

/** Everything the product list filters on, combined. */
export function productListConditions(filters: ListFilters): SQL | undefined {
  return and(
    isListed,
    filters.priceMin !== undefined ? gte(products.priceMinor, toMinorUnits(filters.priceMin)) : undefined,
    filters.priceMax !== undefined ? lte(products.priceMinor, toMinorUnits(filters.priceMax)) : undefined,
    filters.categoryIds ? isInCategories(filters.categoryIds) : undefined,
    filters.colour ? hasColour(filters.colour) : undefined,
    filters.location ? isListedIn(filters.location) : undefined,
    filters.search ? searchMatches(filters.search) : undefined,
  );
}
