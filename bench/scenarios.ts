import { PRODUCT_SORTS } from "@/lib/catalog/contract/sorts";
import { LIST_ROW_CAP } from "@/lib/catalog/read/paging";
import type { CatalogueSample, FilterValue } from "./catalogue-sample";
import { misspell, pick, randomInt, type Random } from "./random";
import { CATALOGUE_P99_MS, PAGE_MIN_RATE_SHARE, type Target } from "./targets";
import { uniquePaths } from "./unique-paths";

// What the bench measures. Pages use fixed URLs, as shoppers share them and the page cache is
// meant to answer them; "never rendered before" pages and catalogue calls ask for a new URL on
// every request, so that caches cannot answer for the rendering or the database.

export const PAGE_SIZE = 12;
export const BASELINE_PATH = "/bench-baseline.html";
/** An id no bench database reaches: its page must answer 404. */
export const UNKNOWN_PRODUCT_ID = 99_999_999;
/** Product pages measured, cycled through in turn. */
const PRODUCT_PAGES = 5;

/** The rows other rows' targets refer to by name. */
export const BASELINE_SCENARIO = "static baseline file";
export const PRODUCT_CALL = "api product by id";
export const LIST_CALL = "api list, category";
/**
 * The least a call can cost on this server: the health check, one `SELECT 1`, no cache and no
 * catalogue. What it cannot reach at the same load, no catalogue call can.
 */
export const FLOOR_CALL = "api health (SELECT 1): floor";

export type Scenario = {
  name: string;
  /**
   * static: the baseline file; page: HTML on fixed URLs (cached); cold page: HTML on a URL not
   * asked before in the run; catalogue: /api calls with varied parameters.
   */
  kind: "static" | "page" | "cold page" | "catalogue";
  /** Fixed paths, requested in turn, or a maker of a new path for every request. */
  paths: readonly string[] | (() => string);
  target: Target;
  /** The answer that counts as success; any 2xx when absent. */
  expectedStatus?: number;
  /** A query parameter the API may not take yet: the scenario is skipped when it refuses it. */
  requiresParam?: string;
  /** Why the maker had to repeat URLs during the run, if it had to. */
  shortfall?: () => string | undefined;
};

/**
 * The scenarios whose name holds `text` (`--only`), with the rows their rate targets compare
 * with, in their order; all of them when `text` is null.
 */
export function onlyScenarios(scenarios: readonly Scenario[], text: string | null): Scenario[] {
  if (text === null) return [...scenarios];
  const chosen = scenarios.filter((scenario) => scenario.name.includes(text));
  const references = new Set(chosen.flatMap((scenario) => (scenario.target.kind === "rate" ? [scenario.target.reference] : [])));
  return scenarios.filter((scenario) => chosen.includes(scenario) || references.has(scenario.name));
}

const CACHED_PAGE_TARGET: Target = { kind: "rate", reference: BASELINE_SCENARIO, minShare: PAGE_MIN_RATE_SHARE };
const CATALOGUE_TARGET: Target = { kind: "p99", maxMs: CATALOGUE_P99_MS };

/** Pages of `pageSize` (PAGE_SIZE unless given) that `products` results fill (at least 1: page 1 always exists). */
export function pageCount(products: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(products / pageSize));
}

export function listPath(params: Record<string, string | number>): string {
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `/api/product?${query}`;
}

/**
 * The pages a shopper can reach among `matches` results: a list pages through its first
 * `cap` matches only (LIST_ROW_CAP; a page past them is empty, and the UI never offers it).
 */
export function reachablePages(matches: number, pageSize = PAGE_SIZE, cap = LIST_ROW_CAP): number {
  return pageCount(Math.min(matches, cap), pageSize);
}

/** A filter value and one of the reachable pages its matches fill. */
function filteredPage(random: Random, values: readonly FilterValue[]): { value: string; page: number } {
  const chosen = pick(random, values);
  return { value: chosen.value, page: randomInt(random, 1, reachablePages(chosen.products)) };
}

/** A price range 5 to 50 wide within the catalogue's prices, in cents, and a reachable page of its share of products. */
function priceRange(random: Random, sample: CatalogueSample): Record<string, string | number> {
  const lowest = Math.floor(sample.prices.min * 100);
  const highest = Math.max(lowest + 500, Math.ceil(sample.prices.max * 100));
  const width = randomInt(random, 500, Math.min(5000, highest - lowest));
  const from = randomInt(random, lowest, highest - width);
  // The generated prices are spread evenly, so the range holds about its share of the products.
  const share = width / (highest - lowest);
  return { priceMin: (from / 100).toFixed(2), priceMax: ((from + width) / 100).toFixed(2), page: randomInt(random, 1, reachablePages(sample.count * share)) };
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
  const page = (name: string, paths: string[], expectedStatus?: number): Scenario => ({ name, kind: "page", paths, target: CACHED_PAGE_TARGET, expectedStatus });
  return [
    page("page /", ["/"]),
    page("page /about", ["/about"]),
    page(`page /products?categories=${category}`, [`/products?categories=${encodeURIComponent(category)}`]),
    page("page /products filtered + sorted", [`/products?${filtered}`]),
    page(`page /products/<id>/details (${products.length} ids)`, products),
    page("page unknown product (404)", [`/products/${UNKNOWN_PRODUCT_ID}/details`], 404),
  ];
}

/**
 * Pages on URLs the server has not rendered in this run, so the page cache cannot answer: product
 * pages over the sample's ids (bar the fixed ones above), and list pages over every category x
 * reachable page x sort, each drawn once.
 */
export function coldPageScenarios(sample: CatalogueSample, random: Random = Math.random): Scenario[] {
  const ids = sample.productIds.slice(PRODUCT_PAGES);
  const products = uniquePaths(ids.length, (index) => `/products/${ids[index]}/details`, random, "sampled product ids");
  const lists = listPageCombinations(sample.categories);
  const listPages = uniquePaths(lists.total, lists.pathOf, random, "category x page x sort combinations");
  return [
    {
      name: "page product never rendered before",
      kind: "cold page",
      paths: products.next,
      target: { kind: "rate", reference: PRODUCT_CALL, minShare: PAGE_MIN_RATE_SHARE },
      shortfall: products.shortfall,
    },
    {
      name: "page list never rendered before",
      kind: "cold page",
      paths: listPages.next,
      target: { kind: "rate", reference: LIST_CALL, minShare: PAGE_MIN_RATE_SHARE },
      shortfall: listPages.shortfall,
    },
  ];
}

/** Every list page URL of a category, a reachable page of it and a sort, numbered 0 to total - 1 without listing them all. */
export function listPageCombinations(categories: readonly FilterValue[]): { total: number; pathOf: (index: number) => string } {
  const sorts = PRODUCT_SORTS.length;
  const pages = categories.map((category) => reachablePages(category.products));
  const total = pages.reduce((sum, count) => sum + count * sorts, 0);
  return {
    total,
    pathOf: (index) => {
      let rest = Math.floor(index / sorts);
      let at = 0;
      while (rest >= pages[at]) rest -= pages[at++];
      // As the list's own links write it: page 1 left out, the sort always chosen (never the
      // default, which would make page 1 the cached category page measured above).
      const query = new URLSearchParams({ categories: categories[at].value, sort: PRODUCT_SORTS[index % sorts] });
      if (rest > 0) query.set("page", String(rest + 1));
      return `/products?${query}`;
    },
  };
}

/** The catalogue calls, each drawing new parameters from the sample for every request. */
export function catalogueScenarios(sample: CatalogueSample, random: Random = Math.random): Scenario[] {
  const id = () => pick(random, sample.productIds);
  const list = (name: string, params: () => Record<string, string | number>, requiresParam?: string): Scenario => ({
    name,
    kind: "catalogue",
    paths: () => listPath(params()),
    target: CATALOGUE_TARGET,
    requiresParam,
  });
  const byCategory = () => {
    const { value, page } = filteredPage(random, sample.categories);
    return { categories: value, page };
  };
  return [
    { name: FLOOR_CALL, kind: "catalogue", paths: ["/api/health"], target: { kind: "reference" } },
    list("api list, any page", () => ({ page: randomInt(random, 1, reachablePages(sample.count)) })),
    list(LIST_CALL, byCategory),
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
    { name: PRODUCT_CALL, kind: "catalogue", paths: () => `/api/product/${id()}`, target: CATALOGUE_TARGET },
    {
      name: "api featured (random location)",
      kind: "catalogue",
      target: CATALOGUE_TARGET,
      // Only the location can vary here: a handful of answers, which the cache is meant to hold.
      paths: () => (sample.countries.length === 0 || random() < 0.2 ? "/api/product/featured" : `/api/product/featured?location=${pick(random, sample.countries)}`),
    },
    { name: "api related of random id", kind: "catalogue", paths: () => `/api/product/${id()}/related`, target: CATALOGUE_TARGET },
  ];
}

export function baselineScenario(): Scenario {
  return { name: BASELINE_SCENARIO, kind: "static", paths: [BASELINE_PATH], target: { kind: "reference" } };
}
