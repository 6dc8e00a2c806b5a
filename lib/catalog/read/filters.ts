import "server-only";
import { and, gte, inArray, lte, not, sql, type SQL } from "drizzle-orm";
import { products } from "@/db/schema";
import type { ListQuery } from "../contract/storefront";
import { searchMatches, type ProductSearch } from "./search";

// WHERE conditions of the product reads: listed, country, categories, price, colour, size and
// search. Each is written so an index can serve it.

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

/**
 * Has an item in this colour (case-insensitive; an unknown colour matches nothing). Reads the
 * denormalised `products.colours` (GIN-indexed), kept by refreshVariationValues.
 */
export function hasColour(colour: string): SQL {
  return sql`${products.colours} @> ARRAY[${colour.toLowerCase()}]::text[]`;
}

/** Has an item in this size; as hasColour, on `products.sizes`. */
export function hasSize(size: string): SQL {
  return sql`${products.sizes} @> ARRAY[${size.toLowerCase()}]::text[]`;
}

/**
 * What the product list filters on: the query's own filters, its category names already
 * resolved to the ids of their subtrees (see categoryIdsWithin), and the search mode.
 */
export type ListFilters = Pick<ListQuery, "priceMin" | "priceMax" | "colour" | "size" | "location"> & {
  categoryIds?: number[];
  search?: ProductSearch;
};

/**
 * Whether a list is bounded by price. Such a list pages by offset rather than from marks
 * (./product-list.ts): shoppers rarely ask for the same range twice.
 */
export function hasPriceRange(filters: Pick<ListFilters, "priceMin" | "priceMax">): boolean {
  return filters.priceMin !== undefined || filters.priceMax !== undefined;
}

/** Whether a list shows every listed product (a search's own words aside): no price, category, colour, size or country. */
export function isUnfiltered(filters: ListFilters): boolean {
  const { priceMin, priceMax, categoryIds, colour, size, location } = filters;
  return [priceMin, priceMax, categoryIds, colour, size, location].every((filter) => filter === undefined);
}

/** Everything the product list filters on, combined. */
export function productListConditions(filters: ListFilters): SQL | undefined {
  return and(
    isListed,
    filters.priceMin !== undefined ? gte(products.priceMinor, filters.priceMin.minor) : undefined,
    filters.priceMax !== undefined ? lte(products.priceMinor, filters.priceMax.minor) : undefined,
    filters.categoryIds ? isInCategories(filters.categoryIds) : undefined,
    filters.colour ? hasColour(filters.colour) : undefined,
    filters.size ? hasSize(filters.size) : undefined,
    filters.location ? isListedIn(filters.location) : undefined,
    filters.search ? searchMatches(filters.search) : undefined,
  );
}
