/** @jest-environment node */
import type { CatalogueSample } from "@/bench/catalogue-sample";
import { misspell, randomInt } from "@/bench/random";
import { catalogueScenarios, listPath, PAGE_SIZE, pageCount, pageScenarios, UNKNOWN_PRODUCT_ID, type Scenario } from "@/bench/scenarios";
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
