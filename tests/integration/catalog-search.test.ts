/** @jest-environment node */
import { GET as listRoute } from "@/app/api/product/route";
import { listProducts } from "@/lib/catalog/read/product-list";
import { parseProductQuery } from "@/lib/catalog/url/list-request";
import { toListQuery } from "@/lib/catalog/contract/storefront";
import type { Paged, ProductResponse } from "@/lib/catalog/contract/types";
import { call, productIdsOf, seedCatalog } from "./catalog-fixtures";

let p: Record<string, number>;

beforeAll(async () => {
  p = (await seedCatalog()).productIds;
});

async function search(text: string, extra = ""): Promise<number[]> {
  const { status, body } = await call(listRoute, `/api/product?search=${encodeURIComponent(text)}${extra}`, {});
  expect(status).toBe(200);
  expect((body as Paged<ProductResponse>).count).toBe(productIdsOf(body).length);
  return productIdsOf(body);
}

describe("product search", () => {
  it("matches whole words in the name, case-insensitively", async () => {
    expect(await search("HOODIE")).toEqual([p.zipHoodie, p.pulloverHoodie]);
  });

  it("matches prefixes of every word as the shopper types", async () => {
    expect(await search("hood")).toEqual([p.zipHoodie, p.pulloverHoodie]);
    expect(await search("zip hoo")).toEqual([p.zipHoodie]);
    expect(await search("strip sle")).toEqual([p.stripedTee]);
  });

  it("matches category names (of ancestors too) and descriptions", async () => {
    expect(await search("clothing")).toEqual([p.classicTee, p.graphicTee, p.stripedTee, p.zipHoodie, p.pulloverHoodie, p.slimJeans]);
    expect(await search("fleece")).toEqual([p.zipHoodie]);
  });

  it("ranks a match in the name above one in the description", async () => {
    // The tote (name) has a higher id than the graphic tee (description), so this is rank, not id.
    expect(await search("bag")).toEqual([p.toteBag, p.graphicTee]);
  });

  it("forgives typos when full text finds nothing", async () => {
    expect(await search("hoodei")).toEqual([p.zipHoodie, p.pulloverHoodie]);
    expect(await search("zip hoodei")).toEqual([p.zipHoodie]);
    expect(await search("pulover")).toEqual([p.pulloverHoodie]);
    expect(await search("tshirt")).toEqual([p.classicTee]);
  });

  it("finds nothing for gibberish, and treats tsquery syntax as plain text", async () => {
    expect(await search("qwxzv")).toEqual([]);
    // No letters or digits: nothing to search for, so the list is the unsearched one.
    const { body } = await call(listRoute, "/api/product", {});
    expect(await search("!!! ***")).toEqual(productIdsOf(body));
    expect(await search("hoodie:* | !zip & (')")).toEqual([p.zipHoodie]);
    expect(await search("'; DROP TABLE products; --")).toEqual([]);
    expect(await search("tee")).not.toHaveLength(0);
  });

  it("combines with filters, and an explicit sort wins over relevance", async () => {
    expect(await search("tee", "&location=US")).toEqual([p.stripedTee]);
    expect(await search("bag", "&sort=priceAsc")).toEqual([p.toteBag, p.graphicTee]);
    expect(await search("hoodie", "&sort=priceDesc")).toEqual([p.pulloverHoodie, p.zipHoodie]);
  });

  it("pages search results", async () => {
    const { body } = await call(listRoute, "/api/product?search=hoodie&pageSize=1&page=2", {});
    expect(body).toMatchObject({ count: 2, pageSize: 1 });
    expect(productIdsOf(body)).toEqual([p.pulloverHoodie]);
  });

  it("is served to pages by listProducts with the same query parsing", async () => {
    const page = await listProducts(toListQuery(parseProductQuery({ search: ["ignored", "hoodie"], pageSize: "1" })));
    expect(page).toMatchObject({ count: 2, pageSize: 1 });
  });
});
