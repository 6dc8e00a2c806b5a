/** @jest-environment node */
import type { CatalogueSample } from "@/bench/catalogue-sample";
import { misspell, randomInt } from "@/bench/random";
import {
  catalogueScenarios,
  FLOOR_CALL,
  coldPageScenarios,
  LIST_CALL,
  listPageCombinations,
  listPath,
  onlyScenarios,
  PAGE_SIZE,
  pageCount,
  pageScenarios,
  PRODUCT_CALL,
  reachablePages,
  UNKNOWN_PRODUCT_ID,
  type Scenario,
} from "@/bench/scenarios";
import { shuffledIndices, uniquePaths } from "@/bench/unique-paths";
import { LIST_ROW_CAP } from "@/lib/catalog/read/paging";
import { productQuerySchema } from "@/lib/catalog/contract/storefront";
import { PRODUCT_SORTS } from "@/lib/catalog/contract/sorts";

const sample: CatalogueSample = {
  count: 2_000,
  productIds: [11, 12, 13, 14, 15, 16, 17, 18],
  topCategories: [{ value: "men", products: 1_200 }],
  categories: [
    { value: "men", products: 1_200 },
    { value: "men-shirts", products: 300 },
    { value: "mugs", products: 5 },
  ],
  colours: [
    { value: "red", products: 500 },
    { value: "blue", products: 40 },
  ],
  sizes: [{ value: "m", products: 700 }],
  prices: { min: 4.99, max: 149.98 },
  words: ["classic", "hoodie", "organic", "tee"],
  countries: ["AU", "US"],
};

/** A repeatable stand-in for Math.random (a linear congruential generator). */
function seeded(seed = 42): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function draw(scenario: Scenario, times: number): URL[] {
  if (typeof scenario.paths !== "function") throw new Error(`${scenario.name} has fixed paths`);
  const next = scenario.paths;
  return Array.from({ length: times }, () => new URL(next(), "http://bench"));
}

const byName = (name: string) => {
  const scenario = catalogueScenarios(sample, seeded()).find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`no scenario ${name}`);
  return scenario;
};

describe("bench catalogue scenarios", () => {
  const scenarios = catalogueScenarios(sample, seeded());

  it("begin with the floor: the health check on a fixed address, judged by no target of its own", () => {
    expect(scenarios[0]).toMatchObject({ name: FLOOR_CALL, paths: ["/api/health"], target: { kind: "reference" } });
  });

  it("draw list queries that the API's own schema accepts, on every call a new one", () => {
    for (const scenario of scenarios.filter((candidate) => candidate.name.startsWith("api list") || candidate.name.startsWith("api search"))) {
      const urls = draw(scenario, 200);
      for (const url of urls) {
        expect(url.pathname).toBe("/api/product");
        const params = Object.fromEntries(url.searchParams);
        // `size` is not in the schema yet (another change adds it); zod strips unknown keys.
        expect(productQuerySchema.safeParse(params).success).toBe(true);
        expect(url.searchParams.get("pageSize")).toBe(String(PAGE_SIZE));
      }
      const distinct = new Set(urls.map(String)).size;
      expect(distinct).toBeGreaterThan(scenario.name.startsWith("api search") ? 3 : 30);
    }
  });

  it("keep pages within what each filter's matches fill", () => {
    for (const url of draw(byName("api list, any page"), 500)) expect(Number(url.searchParams.get("page"))).toBeLessThanOrEqual(pageCount(2_000));
    for (const url of draw(byName("api list, category"), 500)) {
      const category = sample.categories.find((candidate) => candidate.value === url.searchParams.get("categories"));
      expect(category).toBeDefined();
      expect(Number(url.searchParams.get("page"))).toBeLessThanOrEqual(pageCount(category!.products));
    }
    expect(pageCount(5)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(3);
  });

  it("never draw a page past the first LIST_ROW_CAP matches, which the list answers empty and the UI never offers", () => {
    const huge: CatalogueSample = { ...sample, count: 1_000_000, categories: [{ value: "men", products: 600_000 }], colours: [{ value: "red", products: 400_000 }] };
    const lastPage = LIST_ROW_CAP / PAGE_SIZE;
    for (const name of ["api list, any page", "api list, category", "api list, colour", "api list, price range", "api list, category + sort=priceAsc"]) {
      const scenario = catalogueScenarios(huge, seeded()).find((candidate) => candidate.name === name)!;
      const pages = draw(scenario, 500).map((url) => Number(url.searchParams.get("page")));
      expect(Math.max(...pages)).toBeLessThanOrEqual(Math.ceil(lastPage));
      // Still spread over the reachable pages, not stuck at the first ones.
      expect(Math.max(...pages)).toBeGreaterThan(lastPage / 2);
    }
    expect(reachablePages(1_000_000)).toBe(Math.ceil(lastPage));
    expect(reachablePages(25)).toBe(3);
  });

  it("draw price ranges inside the catalogue's prices, low before high", () => {
    for (const url of draw(byName("api list, price range"), 500)) {
      const min = Number(url.searchParams.get("priceMin"));
      const max = Number(url.searchParams.get("priceMax"));
      expect(min).toBeGreaterThanOrEqual(4.99);
      expect(max).toBeLessThanOrEqual(149.98);
      expect(max - min).toBeGreaterThanOrEqual(5);
    }
  });

  it("cover every sort value, the size filter and the colours from the sample", () => {
    const names = scenarios.map((scenario) => scenario.name);
    for (const sort of PRODUCT_SORTS) expect(names).toContain(`api list, category + sort=${sort}`);
    expect(byName("api list, size").requiresParam).toBe("size");
    expect(catalogueScenarios({ ...sample, sizes: [] }).map((scenario) => scenario.name)).not.toContain("api list, size");
    expect(new Set(draw(byName("api list, colour"), 200).map((url) => url.searchParams.get("colour")))).toEqual(new Set(["red", "blue"]));
  });

  it("ask for products of the sample by id, and their related products", () => {
    for (const url of draw(byName("api product by id"), 50)) expect(sample.productIds).toContain(Number(url.pathname.split("/")[3]));
    for (const url of draw(byName("api related of random id"), 50)) expect(url.pathname).toMatch(/^\/api\/product\/1\d\/related$/);
  });
});

describe("bench misspellings", () => {
  it("change the word but keep its first letter and never only cut it short", () => {
    const random = seeded(7);
    for (let run = 0; run < 500; run++) {
      for (const word of ["hoodie", "classic", "coffee", "tee", "shirt"]) {
        const typo = misspell(random, word);
        expect(typo).not.toBe(word);
        expect(typo[0]).toBe(word[0]);
        expect(word.startsWith(typo)).toBe(false);
      }
    }
  });

  it("randomInt stays within its bounds", () => {
    const random = seeded(3);
    const values = Array.from({ length: 1000 }, () => randomInt(random, 2, 5));
    expect(Math.min(...values)).toBe(2);
    expect(Math.max(...values)).toBe(5);
  });
});

describe("bench pages", () => {
  it("are fixed URLs from the sample, the unknown product expecting 404", () => {
    const pages = pageScenarios(sample);
    for (const page of pages) expect(typeof page.paths).not.toBe("function");
    expect(pages.find((page) => page.expectedStatus === 404)?.paths).toEqual([`/products/${UNKNOWN_PRODUCT_ID}/details`]);
    const filtered = new URL(String((pages[3].paths as string[])[0]), "http://bench");
    expect(Object.fromEntries(filtered.searchParams)).toEqual({ categories: "men", colour: "red", sort: "priceAsc" });
    expect(listPath({ page: 2 })).toBe("/api/product?pageSize=12&page=2");
  });
});

describe("bench --only", () => {
  const all = [...pageScenarios(sample), ...coldPageScenarios(sample, seeded()), ...catalogueScenarios(sample)];
  const names = (text: string | null) => onlyScenarios(all, text).map((scenario) => scenario.name);

  it("keeps every row without a text", () => {
    expect(names(null)).toEqual(all.map((scenario) => scenario.name));
  });

  it("keeps the rows whose name holds the text, in their order", () => {
    expect(names("api search")).toEqual(["api search, name words", "api search, typo"]);
  });

  it("keeps the rows a kept row's rate target compares with", () => {
    expect(names("product never rendered")).toEqual(["page product never rendered before", PRODUCT_CALL]);
  });

  it("keeps nothing when no name holds the text", () => {
    expect(names("no such row")).toEqual([]);
  });
});

describe("bench pages never rendered before", () => {
  const [products, lists] = coldPageScenarios(sample, seeded());

  it("ask for product pages over the sample's ids, each once, none of the fixed ones", () => {
    const paths = draw(products, 3).map((url) => url.pathname);
    expect(new Set(paths).size).toBe(3);
    for (const path of paths) expect(["/products/16/details", "/products/17/details", "/products/18/details"]).toContain(path);
    expect(products.shortfall?.()).toBeUndefined();
    expect(products).toMatchObject({ kind: "cold page", target: { kind: "rate", reference: PRODUCT_CALL, minShare: 0.5 } });
  });

  it("say so when the sample's ids run out, and only then repeat them", () => {
    const [fresh] = coldPageScenarios(sample, seeded());
    const paths = draw(fresh, 7).map((url) => url.pathname);
    expect(new Set(paths.slice(0, 3)).size).toBe(3);
    expect(paths.slice(0, 3)).toEqual(expect.arrayContaining(paths.slice(3)));
    expect(fresh.shortfall?.()).toMatch(/^only 3 sampled product ids: all were used, then requests repeated them/);
  });

  it("ask for list pages a shopper can reach, by category, page and sort, never the same twice", () => {
    expect(lists.target).toEqual({ kind: "rate", reference: LIST_CALL, minShare: 0.5 });
    const { total } = listPageCombinations(sample.categories);
    // men 1 200 -> 100 pages, men-shirts 300 -> 25, mugs 5 -> 1; each in every sort.
    expect(total).toBe((100 + 25 + 1) * PRODUCT_SORTS.length);
    const urls = draw(lists, total);
    expect(new Set(urls.map(String)).size).toBe(total);
    for (const url of urls) {
      expect(url.pathname).toBe("/products");
      const category = sample.categories.find((candidate) => candidate.value === url.searchParams.get("categories"))!;
      // Page 1 is left out of the URL, as the list's links write it.
      expect(url.searchParams.get("page")).not.toBe("1");
      const page = Number(url.searchParams.get("page") ?? 1);
      expect(page).toBeLessThanOrEqual(pageCount(category.products));
      expect(PRODUCT_SORTS).toContain(url.searchParams.get("sort"));
    }
    // Never the fixed, cached category page.
    expect(urls.map((url) => url.search)).not.toContain(`?categories=${sample.topCategories[0].value}`);
    expect(lists.shortfall?.()).toBeUndefined();
    draw(lists, 1);
    expect(lists.shortfall?.()).toMatch(/^only 378 category x page x sort combinations/);
  });

  it("number list pages of large categories only up to the reachable ones", () => {
    const { total, pathOf } = listPageCombinations([{ value: "all", products: 1_000_000 }]);
    expect(total).toBe(reachablePages(1_000_000) * PRODUCT_SORTS.length);
    expect(new URL(pathOf(total - 1), "http://bench").searchParams.get("page")).toBe(String(reachablePages(1_000_000)));
  });

  it("shuffle every index exactly once", () => {
    const next = shuffledIndices(50, seeded(5));
    const drawn = Array.from({ length: 50 }, () => next());
    expect([...drawn].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(drawn).not.toEqual([...drawn].sort((a, b) => a! - b!));
    expect(next()).toBeUndefined();
    expect(() => uniquePaths(0, String, seeded(), "ids")).toThrow("No ids to request");
  });
});
