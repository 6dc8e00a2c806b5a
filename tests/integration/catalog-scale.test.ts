/** @jest-environment node */
import { sql } from "drizzle-orm";
import { GET as listRoute } from "@/app/api/product/route";
import { getDb, rowsOf } from "@/db/client";
import { LIST_ROW_CAP } from "@/lib/catalog/read/paging";
import { SEARCH_MATCH_CAP } from "@/lib/catalog/read/search";
import { addSearchVocabulary } from "@/lib/catalog/write/denormalised";
import type { Paged, ProductResponse } from "@/lib/catalog/contract/types";
import { call, productIdsOf, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

// More products than the list's count cap: the capped count, pages past the cap, every sort
// against an order computed independently by SQL, and searches past their match cap.

const BULK = LIST_ROW_CAP + 50;
let fixture: CatalogFixture;

beforeAll(async () => {
  fixture = await seedCatalog();
  const db = await getDb();
  // Bags (under Accessories): half red, half blue, prices with many ties, every seventh featured.
  await db.execute(sql`
    INSERT INTO products (name, description, price_minor, featured, category_id, category_names, colours, sizes)
    SELECT 'Bulk Satchel ' || g, 'A generated bag', 100 + (g * 37) % 5000, g % 7 = 0, ${fixture.categoryIds.bags}, 'Accessories Bags',
           CASE WHEN g % 2 = 0 THEN ARRAY['red'] ELSE ARRAY['blue'] END, ARRAY['m']
    FROM generate_series(1, ${BULK}) AS g`);
  const [first] = rowsOf<{ id: number }>(await db.execute(sql`SELECT min(id)::int AS id FROM products WHERE name LIKE 'Bulk Satchel %'`));
  await addSearchVocabulary([first.id]);
  await db.execute(sql`ANALYZE products`);
}, 120_000);

async function page(query: string): Promise<Paged<ProductResponse>> {
  const { status, body } = await call(listRoute, `/api/product${query}`, {});
  expect(status).toBe(200);
  return body as Paged<ProductResponse>;
}

/** The ids SQL itself orders, as an oracle for the list's order. */
async function expectedIds(where: string, orderBy: string, offset: number, limit: number): Promise<number[]> {
  const db = await getDb();
  const result = await db.execute(sql.raw(`SELECT id FROM products WHERE NOT archived ${where} ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}`));
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

describe("GET /api/product past the count cap", () => {
  it("counts up to the cap and says it stopped there", async () => {
    const first = await page("");
    expect(first).toMatchObject({ count: LIST_ROW_CAP, countCapped: true, pageSize: 10 });
    expect(productIdsOf(first)).toEqual(await expectedIds("", "id", 0, 10));
  });

  it("counts exactly, unflagged, when the matches are fewer than the cap", async () => {
    const db = await getDb();
    const [{ count }] = rowsOf<{ count: number }>(
      await db.execute(sql`SELECT count(*)::int AS count FROM products WHERE NOT archived AND price_minor BETWEEN 1000 AND 2000`),
    );
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(LIST_ROW_CAP);
    expect(await page("?priceMin=10&priceMax=20")).toMatchObject({ count, countCapped: false });
  });

  it("serves the last page inside the cap, cuts the page the cap crosses, and answers 200 with no rows past it", async () => {
    expect(productIdsOf(await page("?page=1000"))).toEqual(await expectedIds("", "id", 9990, 10));
    expect(productIdsOf(await page("?page=334&pageSize=30"))).toEqual(await expectedIds("", "id", 9990, 10));
    for (const query of ["?page=1001", "?page=9000", "?page=10000000&pageSize=100", "?page=5000&sort=priceDesc&categories=bags"]) {
      expect(await page(query)).toEqual({ results: [], count: LIST_ROW_CAP, countCapped: true, pageSize: query.includes("pageSize=100") ? 100 : 10 });
    }
  });

  const orders: [sort: string, orderBy: string][] = [
    ["", "id"],
    ["featured", "featured DESC, id"],
    ["priceAsc", "price_minor, id"],
    ["priceDesc", "price_minor DESC, id DESC"],
  ];
  const scopes: [query: string, where: () => string][] = [
    ["", () => ""],
    ["&categories=bags", () => `AND category_id = ${fixture.categoryIds.bags}`],
    ["&categories=accessories", () => `AND category_id IN (${fixture.categoryIds.accessories}, ${fixture.categoryIds.bags}, ${fixture.categoryIds.hats})`],
    // Price ranges with few matches (found and sorted whole) and with many (read along the order's index).
    ["&colour=red&size=M&priceMin=10&priceMax=11.50", () => `AND colours @> ARRAY['red'] AND sizes @> ARRAY['m'] AND price_minor BETWEEN 1000 AND 1150`],
    ["&colour=red&size=M&priceMax=40", () => `AND colours @> ARRAY['red'] AND sizes @> ARRAY['m'] AND price_minor <= 4000`],
  ];

  it.each(orders)("orders every page by sort %j, with and without filters, as SQL does", async (sort, orderBy) => {
    for (const [scope, where] of scopes) {
      for (const pageNumber of [1, 2, 300, 999]) {
        const listed = productIdsOf(await page(`?page=${pageNumber}&sort=${sort}${scope}`));
        expect(listed).toEqual(await expectedIds(where(), orderBy, (pageNumber - 1) * 10, 10));
      }
    }
  });
});

describe("deep pages read from the list's marks", () => {
  it("reads pages that cross a mark, and the featured page that crosses into the unfeatured matches, as SQL's OFFSET does", async () => {
    const db = await getDb();
    const [{ featured }] = rowsOf<{ featured: number }>(
      await db.execute(sql`SELECT count(*)::int AS featured FROM products WHERE NOT archived AND featured AND category_id = ${fixture.categoryIds.bags}`),
    );
    expect(featured).toBeGreaterThan(100);
    const bags = `AND category_id = ${fixture.categoryIds.bags}`;
    // pageSize 7: pages 14-15 cross the 100th match, 143 the 1000th; the featured page holds the last featured bag and the first unfeatured ones.
    const crossingFeatured = Math.floor((featured - 1) / 7) + 1;
    const cases: [query: string, where: string, orderBy: string, pageNumber: number][] = [
      ["", "", "id", 14],
      ["", "", "id", 15],
      ["&sort=priceAsc&colour=blue", "AND colours @> ARRAY['blue']", "price_minor, id", 143],
      ["&sort=priceDesc&categories=bags", bags, "price_minor DESC, id DESC", 15],
      ["&sort=featured&categories=bags", bags, "featured DESC, id", crossingFeatured],
      ["&sort=featured&categories=bags", bags, "featured DESC, id", crossingFeatured + 20],
    ];
    for (const [query, where, orderBy, pageNumber] of cases) {
      const listed = productIdsOf(await page(`?pageSize=7&page=${pageNumber}${query}`));
      expect(listed).toHaveLength(7);
      expect(listed).toEqual(await expectedIds(where, orderBy, (pageNumber - 1) * 7, 7));
    }
  });
});

describe("search past its match cap", () => {
  it("ranks and pages the first matches, says there are more, and answers 200 past them", async () => {
    const first = await page("?search=satchel");
    expect(first).toMatchObject({ count: SEARCH_MATCH_CAP, countCapped: true });
    expect(first.results).toHaveLength(10);
    const last = await page(`?search=satchel&page=${SEARCH_MATCH_CAP / 10}&sort=priceAsc`);
    expect(last.results).toHaveLength(10);
    const prices = last.results.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await page(`?search=satchel&page=${SEARCH_MATCH_CAP / 10 + 1}`)).toEqual({
      results: [],
      count: SEARCH_MATCH_CAP,
      countCapped: true,
      pageSize: 10,
    });
  });

  it("reads two common words that meet as one: the first matches of both", async () => {
    const both = await page("?search=generated%20satchel&sort=priceAsc");
    expect(both).toMatchObject({ count: SEARCH_MATCH_CAP, countCapped: true });
    expect(productIdsOf(both)).toEqual(productIdsOf(await page("?search=satchel%20generated&sort=priceAsc")));
    expect(both.results.every((product) => product.name.startsWith("Bulk Satchel"))).toBe(true);
  });

  it("corrects a misspelt word among many products", async () => {
    const corrected = await page("?search=satchle");
    expect(corrected).toMatchObject({ count: SEARCH_MATCH_CAP, countCapped: true });
    expect(corrected.results.every((product) => product.name.startsWith("Bulk Satchel"))).toBe(true);
  });

  it("finds a product by its number among them, and nothing for a word in none", async () => {
    const db = await getDb();
    const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM products WHERE name = 'Bulk Satchel 9876'`));
    expect(productIdsOf(await page("?search=satchel%209876"))).toEqual([id]);
    expect(await page("?search=qwxzv")).toEqual({ results: [], count: 0, countCapped: false, pageSize: 10 });
  });
});
