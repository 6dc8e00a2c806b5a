import { PRODUCT_SORTS, type ProductSort } from "../contract/sorts";

/**
 * The product list's state lives in the URL query. These pure functions (no dependencies
 * but the sort orders: storefront client components import them) read it, build the next
 * query for every control of the list and the links to catalogue pages, so links, the search
 * box and tests share one set of rules:
 * - any filter, sort or search change resets the page to 1;
 * - page 1 is never written to the URL;
 * - a price range counts as chosen only when both its min and max match;
 * - choosing the chosen colour again deselects it.
 */

/** Query parameters as Next gives them to pages; a repeated key keeps its last value, as in the API. */
export type SearchParams = Record<string, string | string[] | undefined>;
export type ParamsInput = URLSearchParams | SearchParams | string;

export type PriceRange = { label: string; min: number; max: number };

/** Preset price ranges. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { label: "Under $25", min: 0, max: 25 },
  { label: "$25 to $50", min: 25, max: 50 },
  { label: "$50 to $100", min: 50, max: 100 },
  { label: "$100 to $150", min: 100, max: 150 },
];

/** Colour filter options; the values double as display colours. */
export const COLOUR_OPTIONS: readonly string[] = ["red", "blue", "brown"];

/** A sort the list's URL may carry; "" is the default order. */
export type SortValue = "" | ProductSort;

const SORT_LABELS: Record<ProductSort, string> = {
  featured: "Featured",
  priceAsc: "Price: Low to High",
  priceDesc: "Price: High to Low",
};

/** Sort options; the URL keeps the API's values, the UI shows readable labels. */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: "", label: "Default" },
  ...PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
];

/** Query keys the filter panel owns (cleared by "Clear filters"). */
const FILTER_KEYS = ["categories", "priceMin", "priceMax", "colour", "size"] as const;

/** A copy of the input as URLSearchParams (array values become repeated keys). */
export function toSearchParams(input: ParamsInput): URLSearchParams {
  if (typeof input === "string" || input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

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

/** Selected category internalNames (comma-separated in the URL; repeated keys are merged). */
export function selectedCategories(input: ParamsInput): string[] {
  const names = toSearchParams(input)
    .getAll("categories")
    .flatMap((value) => value.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

export function selectedColour(input: ParamsInput): string | null {
  return toSearchParams(input).get("colour")?.trim() || null;
}

export function selectedSort(input: ParamsInput): SortValue {
  const value = toSearchParams(input).get("sort") ?? "";
  return SORT_OPTIONS.some((option) => option.value === value) ? (value as SortValue) : "";
}

export function searchTerm(input: ParamsInput): string {
  return toSearchParams(input).get("search")?.trim() ?? "";
}

function sameNumber(text: string | null, value: number): boolean {
  return text !== null && text.trim() !== "" && Number(text) === value;
}

/** A range is chosen only when both priceMin and priceMax match it. */
export function isPriceRangeSelected(input: ParamsInput, range: PriceRange): boolean {
  const params = toSearchParams(input);
  return sameNumber(params.get("priceMin"), range.min) && sameNumber(params.get("priceMax"), range.max);
}

export function isColourSelected(input: ParamsInput, colour: string): boolean {
  return selectedColour(input)?.toLowerCase() === colour.toLowerCase();
}

export function hasActiveFilters(input: ParamsInput): boolean {
  const params = toSearchParams(input);
  return FILTER_KEYS.some((key) => (params.get(key) ?? "").trim() !== "");
}

function withPageReset(params: URLSearchParams): URLSearchParams {
  params.delete("page");
  return params;
}

/** Adds the category when absent, removes it when present. */
export function toggleCategory(input: ParamsInput, internalName: string): URLSearchParams {
  const params = toSearchParams(input);
  const current = selectedCategories(params);
  const next = current.includes(internalName)
    ? current.filter((name) => name !== internalName)
    : [...current, internalName];
  if (next.length) params.set("categories", next.join(","));
  else params.delete("categories");
  return withPageReset(params);
}

/** Chooses the range (replacing any other); choosing the chosen range again removes it. */
export function togglePriceRange(input: ParamsInput, range: PriceRange): URLSearchParams {
  const params = toSearchParams(input);
  if (isPriceRangeSelected(params, range)) {
    params.delete("priceMin");
    params.delete("priceMax");
  } else {
    params.set("priceMin", String(range.min));
    params.set("priceMax", String(range.max));
  }
  return withPageReset(params);
}

/** Chooses the colour; choosing the chosen colour again deselects it. */
export function toggleColour(input: ParamsInput, colour: string): URLSearchParams {
  const params = toSearchParams(input);
  if (isColourSelected(params, colour)) params.delete("colour");
  else params.set("colour", colour);
  return withPageReset(params);
}

/** Sets the sort; the empty value ('Default') removes it. */
export function setSort(input: ParamsInput, sort: SortValue): URLSearchParams {
  const params = toSearchParams(input);
  if (sort) params.set("sort", sort);
  else params.delete("sort");
  return withPageReset(params);
}

/** Goes to a page; page 1 (or anything below) is written as no page parameter. */
export function setPage(input: ParamsInput, page: number): URLSearchParams {
  const params = toSearchParams(input);
  if (Number.isInteger(page) && page > 1) params.set("page", String(page));
  else params.delete("page");
  return params;
}

/** Sets the search term (trimmed); an empty term removes the parameter. */
export function setSearch(input: ParamsInput, term: string): URLSearchParams {
  const params = toSearchParams(input);
  const trimmed = term.trim();
  if (trimmed) params.set("search", trimmed);
  else params.delete("search");
  return withPageReset(params);
}

/** Removes the filter panel's choices (categories, price range, colour, size); keeps search and sort. */
export function clearFilters(input: ParamsInput): URLSearchParams {
  const params = toSearchParams(input);
  for (const key of FILTER_KEYS) params.delete(key);
  return withPageReset(params);
}
