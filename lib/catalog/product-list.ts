import { cachedRead, catalogTags } from "./cache";
import { categoryIdsWithin } from "./categories";
import { loadProducts } from "./load-products";
import { productListConditions, type ListFilters } from "./product-filters";
import { productListOrder } from "./product-order";
import type { ProductQuery } from "./product-query";
import { countProducts, selectProducts } from "./product-rows";
import { fullTextSearch, fuzzySearch, withSearchSettings, type ProductSearch } from "./search";
import type { Paged, Product } from "./types";

const emptyPage = (query: ProductQuery): Paged<Product> => ({ results: [], count: 0, pageSize: query.pageSize });

/** One page of the products matching the filters, and how many match in all. */
async function readPage(query: ProductQuery, filters: ListFilters): Promise<Paged<Product>> {
  const where = productListConditions(filters);
  const order = productListOrder(query.sort, filters.search);
  const offset = (query.page - 1) * query.pageSize;
  // A separate count keeps the page query able to stop after `pageSize` rows of an index
  // (count(*) OVER () would make it visit every match).
  const [rows, count] = await withSearchSettings(filters.search, (db) =>
    Promise.all([selectProducts(where, order, query.pageSize, offset, db), countProducts(where, db)]),
  );
  return { results: await loadProducts(rows), count, pageSize: query.pageSize };
}

/** Full text first; only when it finds nothing, the typo-tolerant name match. */
async function readSearchPage(query: ProductQuery, filters: ListFilters, text: string): Promise<Paged<Product>> {
  const attempts = [fullTextSearch(text), fuzzySearch(text)].filter((search): search is ProductSearch => search !== null);
  let page = emptyPage(query);
  for (const search of attempts) {
    page = await readPage(query, { ...filters, search });
    if (page.count > 0) break;
  }
  return page;
}

/** Reads the list; category names become the ids of their subtrees first (unknown: no results). */
async function readProductList(query: ProductQuery): Promise<Paged<Product>> {
  const categoryIds = query.categories ? await categoryIdsWithin(query.categories) : undefined;
  if (categoryIds?.length === 0) return emptyPage(query);
  const { priceMin, priceMax, colour, location } = query;
  const filters: ListFilters = { priceMin, priceMax, colour, location, categoryIds };
  return query.search ? readSearchPage(query, filters, query.search) : readPage(query, filters);
}

const readCachedProductList = cachedRead("listProducts", readProductList, () => [catalogTags.products]);

/**
 * The storefront's product list (GET /api/product). A page past the end is empty with the
 * right count. Searches are cached and tagged like any list: the page showing them is cached
 * too and must be refreshed by the same changes (the cache's memory is bounded, oldest out first).
 */
export function listProducts(query: ProductQuery): Promise<Paged<Product>> {
  return readCachedProductList(query);
}
