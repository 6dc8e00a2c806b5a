/** @jest-environment node */
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { GET as detailRoute, DELETE as archiveRoute, PUT as updateRoute } from "@/app/api/product/[id]/route";
import { POST as restoreRoute } from "@/app/api/admin/product/[id]/restore/route";
import { PATCH as patchCategoryRoute } from "@/app/api/admin/categories/[internalName]/route";
import { GET as listRoute } from "@/app/api/product/route";
import type { Paged, ProductResponse } from "@/lib/catalog/contract/types";
import { apiRequest } from "./account-fixtures";
import { callers, jsonRequest, send, type Callers } from "./admin-fixtures";
import { productIdsOf, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

// An unfiltered search reads its first matches from search_postings, which triggers on products
// keep. What a shopper finds must not depend on that: the postings follow every change of a
// product's words or listing, and a search finds the same products with a filter (read through
// the GIN index) as without one.

let who: Callers;
let catalog: CatalogFixture;

beforeAll(async () => {
  [who, catalog] = await Promise.all([callers(), seedCatalog()]);
});

async function list(query: string): Promise<Paged<ProductResponse>> {
  const { status, body } = await send(listRoute, apiRequest(`/api/product?${query}`));
  expect(status).toBe(200);
  return body as unknown as Paged<ProductResponse>;
}

const search = async (text: string, extra = "") => productIdsOf(await list(`search=${encodeURIComponent(text)}${extra}`));

/** Postings that differ from the listed products' search vectors, either way (none when kept right). */
async function strayPostings(): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ stray: number }>(
    await db.execute(sql`SELECT count(*)::int AS stray FROM (
      (SELECT lexeme, product_id FROM search_postings
       EXCEPT SELECT word, id FROM products, unnest(tsvector_to_array(search)) AS word WHERE NOT archived)
      UNION ALL
      (SELECT word, id FROM products, unnest(tsvector_to_array(search)) AS word WHERE NOT archived
       EXCEPT SELECT lexeme, product_id FROM search_postings)
    ) AS differing`),
  );
  return row.stray;
}

describe("search postings", () => {
  it("hold every word of every listed product, and nothing else", async () => {
    const db = await getDb();
    const [{ postings }] = rowsOf<{ postings: number }>(await db.execute(sql`SELECT count(*)::int AS postings FROM search_postings`));
    expect(postings).toBeGreaterThan(0);
    expect(await strayPostings()).toBe(0);
  });

  it("follow a product's new name, its archiving and its restoring", async () => {
    const id = catalog.productIds.toteBag;
    expect(await search("tote")).toEqual([id]);
    const renamed = await send(updateRoute, jsonRequest(`/api/product/${id}`, "PUT", who.admin, { name: "Quokka Carryall" }), { id: String(id) });
    expect(renamed.status).toBe(200);
    expect(await search("tote")).toEqual([]);
    expect(await search("quokka")).toEqual([id]);
    expect(await search("quokka carryall")).toEqual([id]);

    expect((await send(archiveRoute, jsonRequest(`/api/product/${id}`, "DELETE", who.admin), { id: String(id) })).status).toBe(204);
    expect(await search("quokka")).toEqual([]);
    expect(await strayPostings()).toBe(0);

    expect((await send(restoreRoute, jsonRequest(`/api/admin/product/${id}/restore`, "POST", who.admin), { id: String(id) })).status).toBe(200);
    expect(await search("quokka")).toEqual([id]);
    expect((await send(detailRoute, apiRequest(`/api/product/${id}`), { id: String(id) })).status).toBe(200);
    expect(await strayPostings()).toBe(0);
  });

  it("follow a category's new name into every product under it", async () => {
    const before = await search("clothing");
    expect(before.length).toBeGreaterThan(1);
    const { status } = await send(patchCategoryRoute, jsonRequest("/api/admin/categories/clothing", "PATCH", who.admin, { name: "Garments" }), {
      internalName: "clothing",
    });
    expect(status).toBe(200);
    expect(await search("garments")).toEqual(before);
    expect(await search("clothing")).toEqual([]);
    expect(await strayPostings()).toBe(0);
  });

  it("leave out products a plain delete removes", async () => {
    const db = await getDb();
    await db.execute(sql`INSERT INTO products (name, price_minor, category_id) SELECT 'Doomed Wombat', 100, category_id FROM products LIMIT 1`);
    await db.execute(sql`INSERT INTO search_vocabulary (word) VALUES ('wombat') ON CONFLICT DO NOTHING`);
    expect(await search("wombat")).toHaveLength(1);
    await db.execute(sql`DELETE FROM products WHERE name = 'Doomed Wombat'`);
    expect(await strayPostings()).toBe(0);
  });
});

describe("a search without filters", () => {
  // 1 600 products named "Alpha Beta <n>", every fourth "Alpha Gamma <n>" instead: "alpha beta"
  // has more matches than the GIN index is asked for (its postings are intersected), "alpha
  // gamma" fewer (all read through the GIN index).
  beforeAll(async () => {
    const db = await getDb();
    await db.execute(sql`INSERT INTO search_vocabulary (word) VALUES ('alpha'), ('beta'), ('gamma') ON CONFLICT DO NOTHING`);
    await db.execute(sql`INSERT INTO products (name, price_minor, category_id)
      SELECT CASE WHEN g % 4 = 0 THEN 'Alpha Gamma ' ELSE 'Alpha Beta ' END || g, 100 + g, (SELECT id FROM categories ORDER BY id LIMIT 1)
      FROM generate_series(1, 1600) AS g`);
  });

  it("finds what the same search finds with a filter that keeps every product", async () => {
    // priceMin=0 filters nothing out but sends the search through the GIN index.
    for (const text of ["alpha", "beta", "alpha beta", "beta alpha", "gamma alpha", "alpha zip", "hoodie", "zip hoodie", "cotton tee", "alpha beta gamma"]) {
      for (const page of ["", "&page=2", "&page=40", "&sort=priceDesc&page=3"]) {
        const plain = await list(`search=${encodeURIComponent(text)}${page}`);
        const filtered = await list(`search=${encodeURIComponent(text)}&priceMin=0${page}`);
        expect({ text, page, ...plain }).toEqual({ text, page, ...filtered });
      }
    }
  });

  it("lists the first 500 matches in id order, counted as more, however many share its words", async () => {
    const page = await list("search=alpha%20beta&sort=priceAsc&pageSize=100&page=5");
    expect(page).toMatchObject({ count: 500, countCapped: true });
    const first = await list("search=alpha%20beta&pageSize=100&page=1");
    expect(first.results.every((product) => /^Alpha Beta /.test(product.name))).toBe(true);
    const few = await list("search=gamma%20alpha&pageSize=100&page=4");
    expect(few).toMatchObject({ count: 400, countCapped: false });
    expect(few.results).toHaveLength(100);
    expect(few.results.every((product) => /^Alpha Gamma /.test(product.name))).toBe(true);
  });
});
