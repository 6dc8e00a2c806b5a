import { PRODUCT_SORTS } from "@/lib/catalog/contract/sorts";
import type { CatalogueSample, FilterValue } from "./catalogue-sample";
import { misspell, pick, randomInt, type Random } from "./random";

// What the bench measures. Pages use fixed URLs, as shoppers share them and the page cache is
// meant to answer them; catalogue calls draw new parameters for every request, so that caches
// cannot answer for the database.

export const PAGE_SIZE = 12;
export const BASELINE_PATH = "/bench-baseline.html";
/** An id no bench database reaches: its page must answer 404. */
export const UNKNOWN_PRODUCT_ID = 99_999_999;
/** Product pages measured, cycled through in turn. */
const PRODUCT_PAGES = 5;

export type Scenario = {
  name: string;
  /** static: the baseline file; page: HTML on fixed URLs; catalogue: /api calls with varied parameters. */
  kind: "static" | "page" | "catalogue";
  /** Fixed paths, requested in turn, or a maker of a new path for every request. */
  paths: readonly string[] | (() => string);
  /** The answer that counts as success; any 2xx when absent. */
  expectedStatus?: number;
  /** A query parameter the API may not take yet: the scenario is skipped when it refuses it. */
  requiresParam?: string;
};

/** Pages of PAGE_SIZE that `products` results fill (at least 1: page 1 always exists). */
export function pageCount(products: number): number {
  return Math.max(1, Math.ceil(products / PAGE_SIZE));
}

export function listPath(params: Record<string, string | number>): string {
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `/api/product?${query}`;
}

/** A filter value and one of the pages its matches fill. */
function filteredPage(random: Random, values: readonly FilterValue[]): { value: string; page: number } {
  const chosen = pick(random, values);
  return { value: chosen.value, page: randomInt(random, 1, pageCount(chosen.products)) };
}

/** A price range 5 to 50 wide within the catalogue's prices, in cents, and a page its share of products fills. */
function priceRange(random: Random, sample: CatalogueSample): Record<string, string | number> {
  const lowest = Math.floor(sample.prices.min * 100);
  const highest = Math.max(lowest + 500, Math.ceil(sample.prices.max * 100));
  const width = randomInt(random, 500, Math.min(5000, highest - lowest));
  const from = randomInt(random, lowest, highest - width);
  // The generated prices are spread evenly, so the range holds about its share of the products.
  const share = width / (highest - lowest);
  return { priceMin: (from / 100).toFixed(2), priceMax: ((from + width) / 100).toFixed(2), page: randomInt(random, 1, pageCount(sample.count * share)) };
}

function searchWords(random: Random, sample: CatalogueSample): string {
  const first = pick(random, sample.words);
  return random() < 0.3 ? `${first} ${pick(random, sample.words)}` : first;
}

/** The HTML pages, each on a fixed URL (the busiest colour of the first top-level category for the filtered list). */
export function pageScenarios(sample: CatalogueSample): Scenario[] {
  const category = sample.topCategories[0]?.value;
  const colour = sample.colours[0]?.value;
  if (!category || !colour) throw new Error("The bench database has no categories or colours with products");
  const filtered = new URLSearchParams({ categories: category, colour, sort: "priceAsc" });
  const products = sample.productIds.slice(0, PRODUCT_PAGES).map((id) => `/products/${id}/details`);
  return [
    { name: "page /", kind: "page", paths: ["/"] },
    { name: "page /about", kind: "page", paths: ["/about"] },
    { name: `page /products?categories=${category}`, kind: "page", paths: [`/products?categories=${encodeURIComponent(category)}`] },
    { name: "page /products filtered + sorted", kind: "page", paths: [`/products?${filtered}`] },
    { name: `page /products/<id>/details (${products.length} ids)`, kind: "page", paths: products },
    { name: "page unknown product (404)", kind: "page", paths: [`/products/${UNKNOWN_PRODUCT_ID}/details`], expectedStatus: 404 },
  ];
}

/** The catalogue calls, each drawing new parameters from the sample for every request. */
export function catalogueScenarios(sample: CatalogueSample, random: Random = Math.random): Scenario[] {
  const id = () => pick(random, sample.productIds);
  const list = (name: string, params: () => Record<string, string | number>, requiresParam?: string): Scenario => ({
    name,
    kind: "catalogue",
    paths: () => listPath(params()),
    requiresParam,
  });
  const byCategory = () => {
    const { value, page } = filteredPage(random, sample.categories);
    return { categories: value, page };
  };
  return [
    list("api list, any page", () => ({ page: randomInt(random, 1, pageCount(sample.count)) })),
    list("api list, category", byCategory),
    list("api list, price range", () => priceRange(random, sample)),
    list("api list, colour", () => {
      const { value, page } = filteredPage(random, sample.colours);
      return { colour: value, page };
    }),
    ...(sample.sizes.length
      ? [
          list(
            "api list, size",
            () => {
              const { value, page } = filteredPage(random, sample.sizes);
              return { size: value, page };
            },
            "size",
          ),
        ]
      : []),
    ...PRODUCT_SORTS.map((sort) => list(`api list, category + sort=${sort}`, () => ({ ...byCategory(), sort }))),
    list("api search, name words", () => ({ search: searchWords(random, sample) })),
    list("api search, typo", () => ({ search: misspell(random, pick(random, sample.words)) })),
    { name: "api product by id", kind: "catalogue", paths: () => `/api/product/${id()}` },
    {
      name: "api featured (random location)",
      kind: "catalogue",
      // Only the location can vary here: a handful of answers, which the cache is meant to hold.
      paths: () => (sample.countries.length === 0 || random() < 0.2 ? "/api/product/featured" : `/api/product/featured?location=${pick(random, sample.countries)}`),
    },
    { name: "api related of random id", kind: "catalogue", paths: () => `/api/product/${id()}/related` },
  ];
}

export function baselineScenario(): Scenario {
  return { name: "static baseline file", kind: "static", paths: [BASELINE_PATH] };
}
