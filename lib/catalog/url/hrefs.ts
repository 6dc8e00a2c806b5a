import { selectedCategories, toSearchParams, type ParamsInput } from "./list-state";

// Addresses of the catalogue's pages, for links, sitemaps and canonical URLs. Pure: storefront
// client components import them.

export const PRODUCTS_PATH = "/products";

/** `/products` with the given query (no `?` when it is empty). */
export function productListHref(input: ParamsInput = ""): string {
  const query = toSearchParams(input).toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}

/** A product's detail page. */
export function productHref(id: number): string {
  return `/products/${id}/details`;
}

/** The link a category opens from menus and cards: /products?categories={internalName}. */
export function categoryHref(internalName: string): string {
  return productListHref({ categories: internalName });
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
