import { BadRequestError } from "@/lib/errors";
import { parseProductQuery, type ProductQuery, type SearchParams } from "@/lib/catalog/product-query";
import { productListHref, selectedCategories, toSearchParams } from "@/lib/catalog/url-state";

export type ListRequest = {
  query: ProductQuery;
  /** The URL's query string as links should extend it (empty when it was invalid). */
  search: string;
  /** What was wrong with the URL's query, if anything; the list then shows the defaults. */
  problem: string | null;
};

/** Reads the list's URL: an invalid query falls back to the default list with a note. */
export function readListRequest(params: SearchParams): ListRequest {
  try {
    return { query: parseProductQuery(params), search: toSearchParams(params).toString(), problem: null };
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    return { query: parseProductQuery({}), search: "", problem: error.detail };
  }
}

/** Canonical address of a list: its categories and page only (sort and filters are variations of it). */
export function canonicalListHref(search: string): string {
  const canonical = new URLSearchParams();
  const categories = selectedCategories(search);
  if (categories.length) canonical.set("categories", categories.join(","));
  const page = new URLSearchParams(search).get("page");
  if (page && page !== "1") canonical.set("page", page);
  return productListHref(canonical);
}
