import "server-only";
import { and } from "drizzle-orm";
import { cachedRead, catalogTags } from "../cache";
import type { ProductSort } from "../contract/sorts";
import type { ListQuery } from "../contract/storefront";
import type { Paged, Product } from "../contract/types";
import { categoryIdsWithin } from "./categories";
import { hasPriceRange, productListConditions, type ListFilters } from "./filters";
import { readPageMarks, seekConditions } from "./page-marks";
import { planPage, type Seek } from "./page-seek";
import { cappedCount, emptyPage, LIST_ROW_CAP, pageWindow } from "./paging";
import { countProducts, selectProducts } from "./product-rows";
import { readSearchPage } from "./search-page";
import { priceRangePageOrder, productListOrder } from "./sort-order";

// The storefront's product list (GET /api/product). The SQL pieces are in ./filters.ts (WHERE),
// ./sort-order.ts (ORDER BY) and ./product-rows.ts (the selections); how far a list is counted
// and paged in ./paging.ts, how a page seeks from its list's marks in ./page-seek.ts and
// ./page-marks.ts, and searches in ./search-page.ts.

/** A page read by its seeks from the list's marks. Cached by the seeks, which change with the marks. */
async function readSeekPage(filters: ListFilters, sort: ProductSort | undefined, seeks: Seek[]): Promise<Product[]> {
  const where = productListConditions(filters);
  const order = productListOrder(sort);
  const parts = await Promise.all(seeks.map((seek) => selectProducts(and(where, seekConditions(sort, seek)), order, seek.take, seek.skip)));
  return parts.flat();
}

const readCachedSeekPage = cachedRead("listSeekPage", readSeekPage, () => [catalogTags.products]);

/**
 * One page of the products matching the filters, and how many match, counted up to
 * LIST_ROW_CAP: past it, counting and paging would cost a walk over every match. The page
 * starts from the nearest of the list's cached marks (./page-marks.ts), so a deep page costs
 * about as little as the first. The marks are read here, outside any other cached read: Next
 * does not read its cache for a cached read nested in another one.
 */
async function readPage(query: ListQuery, filters: ListFilters): Promise<Paged<Product>> {
  const found = await readPageMarks(filters, query.sort);
  const window = pageWindow(query.page, query.pageSize, LIST_ROW_CAP);
  const seeks = window ? planPage(query.sort, found, window.offset, window.limit) : [];
  const results = seeks.length > 0 ? await readCachedSeekPage(filters, query.sort, seeks) : [];
  return { results, ...cappedCount(found.counted, LIST_ROW_CAP), pageSize: query.pageSize };
}

/**
 * A list within a price range pages by offset: shoppers rarely ask for the same range twice, so
 * noting its marks would cost a walk in the list's order for every new range, where its count
 * alone is a short read of the price index. The count comes first and chooses how the page is
 * read (see priceRangePageOrder); a page past the matches reads nothing.
 */
async function readPriceRangePage(query: ListQuery, filters: ListFilters): Promise<Paged<Product>> {
  const where = productListConditions(filters);
  const window = pageWindow(query.page, query.pageSize, LIST_ROW_CAP);
  // A separate count keeps the page query able to stop after its rows of an index
  // (count(*) OVER () would make it visit every match).
  const counted = await countProducts(where, LIST_ROW_CAP);
  const order = priceRangePageOrder(query.sort, counted);
  const results = window && window.offset < counted ? await selectProducts(where, order, window.limit, window.offset) : [];
  return { results, ...cappedCount(counted, LIST_ROW_CAP), pageSize: query.pageSize };
}

const readCachedPriceRangePage = cachedRead("listPriceRangePage", readPriceRangePage, () => [catalogTags.products]);

/**
 * The storefront's product list (GET /api/product). Category names become the ids of their
 * subtrees first (unknown: no results). A page past the end, or past the pages a capped count
 * offers, is empty with the count. Searches are cached and tagged like any list: the page
 * showing them is cached too and must be refreshed by the same changes (the cache's memory is
 * bounded, oldest out first).
 */
export async function listProducts(query: ListQuery): Promise<Paged<Product>> {
  const categoryIds = query.categories ? await categoryIdsWithin(query.categories) : undefined;
  if (categoryIds?.length === 0) return emptyPage(query);
  const { priceMin, priceMax, colour, size, location } = query;
  const filters: ListFilters = { priceMin, priceMax, colour, size, location, categoryIds };
  if (query.search) return readSearchPage(query, filters, query.search);
  if (hasPriceRange(filters)) return readCachedPriceRangePage(query, filters);
  return readPage(query, filters);
}
