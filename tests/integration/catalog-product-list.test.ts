/** @jest-environment node */
import { GET as listRoute } from "@/app/api/product/route";
import type { Paged, ProductResponse } from "@/lib/catalog/contract/types";
import { call, productIdsOf, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let fixture: CatalogFixture;
let p: Record<string, number>;

beforeAll(async () => {
  fixture = await seedCatalog();
  p = fixture.productIds;
});

const list = (query = "") => call(listRoute, `/api/product${query}`, {});

async function idsFor(query: string): Promise<number[]> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return productIdsOf(body);
}

describe("GET /api/product", () => {
  it("lists listed products in a stable id order, 10 a page, without archived ones", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const page = body as Paged<ProductResponse>;
    expect(page.count).toBe(8);
    expect(page.pageSize).toBe(10);
    const listed = Object.entries(p).filter(([key]) => key !== "archivedTee").map(([, id]) => id);
    expect(productIdsOf(page)).toEqual([...listed].sort((a, b) => a - b));
  });

  it("maps a product to the API shape: price in major units, images and variations in order", async () => {
    const page = (await list()).body as Paged<ProductResponse>;
    expect(page.results.find((product) => product.id === p.classicTee)).toEqual({
      id: p.classicTee,
      name: "Classic Cotton T-Shirt",
      description: "Everyday crew neck",
      images: ["/images/classic-front.webp", "/images/classic-back.webp"],
      price: 19.99,
      avgRating: 4.3,
      featured: true,
      category: "t-shirts",
      variations: { Color: ["Red", "Blue"], Size: ["S", "M"] },
    });
    const tote = page.results.find((product) => product.id === p.toteBag);
    expect(tote).toMatchObject({ images: [], variations: {}, avgRating: null, price: 15 });
  });

  it("pages, and a page past the end is empty with the right count", async () => {
    const all = await idsFor("?pageSize=100");
    expect(await idsFor("?page=2&pageSize=3")).toEqual(all.slice(3, 6));
    expect(await idsFor("?page=3&pageSize=3")).toEqual(all.slice(6, 8));
    const { body } = await list("?page=4&pageSize=3");
    expect(body).toEqual({ results: [], count: 8, pageSize: 3, countCapped: false });
  });

  it.each([
    ["?page=0", "page"],
    ["?page=-1", "page"],
    ["?page=abc", "page"],
    ["?page=1.5", "page"],
    ["?pageSize=0", "pageSize"],
    ["?pageSize=101", "pageSize"],
    ["?priceMin=abc", "priceMin"],
    ["?priceMin=-1", "priceMin"],
    ["?priceMax=1.234", "priceMax"],
    ["?priceMin=30&priceMax=20", "priceMin"],
    ["?sort=cheapest", "sort"],
    ["?location=USA", "location"],
    ["?location=U1", "location"],
    [`?search=${"a".repeat(101)}`, "search"],
  ])("answers %s with 400 naming %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect((body as { detail: string }).detail).toMatch(new RegExp(`^${field}:`));
  });

  it("treats empty parameters as absent", async () => {
    const { status, body } = await list("?page=&priceMin=&sort=&search=%20&categories=");
    expect(status).toBe(200);
    expect((body as Paged<ProductResponse>).count).toBe(8);
  });

  it("filters by price with inclusive bounds", async () => {
    expect(await idsFor("?priceMin=19.99&priceMax=25")).toEqual([p.classicTee, p.graphicTee, p.stripedTee]);
    expect(await idsFor("?priceMin=55")).toEqual([p.pulloverHoodie, p.slimJeans]);
    expect(await idsFor("?priceMax=12")).toEqual([p.beanie]);
  });

  it("sorts by price both ways and by featured, keeping ties stable", async () => {
    const prices = async (query: string) => ((await list(query)).body as Paged<ProductResponse>).results.map((product) => product.price);
    expect(await prices("?sort=priceAsc")).toEqual([12, 15, 19.99, 24.5, 25, 49.99, 55, 60]);
    expect(await prices("?sort=priceDesc")).toEqual([60, 55, 49.99, 25, 24.5, 19.99, 15, 12]);
    const featuredFirst = await idsFor("?sort=featured");
    expect(featuredFirst.slice(0, 3)).toEqual([p.classicTee, p.zipHoodie, p.toteBag]);
    expect(featuredFirst).toHaveLength(8);
  });

  it("filters by colour, case-insensitively; an unknown colour gives no results", async () => {
    expect(await idsFor("?colour=red")).toEqual([p.classicTee, p.zipHoodie]);
    expect(await idsFor("?colour=BLUE")).toEqual([p.classicTee, p.graphicTee, p.pulloverHoodie]);
    const { body } = await list("?colour=green");
    expect(body).toEqual({ results: [], count: 0, pageSize: 10, countCapped: false });
  });

  it("filters by size, case-insensitively, alone and with a colour; an unknown size gives no results", async () => {
    expect(await idsFor("?size=m")).toEqual([p.classicTee, p.pulloverHoodie]);
    expect(await idsFor("?size=L")).toEqual([p.stripedTee, p.zipHoodie]);
    expect(await idsFor("?size=w30")).toEqual([p.slimJeans]);
    expect(await idsFor("?size=l&colour=red")).toEqual([p.zipHoodie]);
    expect(await idsFor("?size=s&colour=brown")).toEqual([]);
    const { status, body } = await list("?size=XXXL");
    expect(status).toBe(200);
    expect(body).toEqual({ results: [], count: 0, pageSize: 10, countCapped: false });
    expect((await list(`?size=${"x".repeat(51)}`)).status).toBe(400);
  });

  it("filters by categories including their descendants; unknown categories match nothing", async () => {
    expect(await idsFor("?categories=tops")).toEqual([p.classicTee, p.graphicTee, p.stripedTee, p.zipHoodie, p.pulloverHoodie]);
    expect(await idsFor("?categories=hoodies,bags")).toEqual([p.zipHoodie, p.pulloverHoodie, p.toteBag]);
    expect(await idsFor("?categories=hoodies,%20nowhere")).toEqual([p.zipHoodie, p.pulloverHoodie]);
    expect(await idsFor("?categories=nowhere")).toEqual([]);
  });

  it("filters by listing location, case-insensitively", async () => {
    expect(await idsFor("?location=us")).toEqual([p.classicTee, p.stripedTee, p.toteBag, p.beanie]);
    expect(await idsFor("?location=FR")).toEqual([]);
  });

  it("combines filters, sort and paging", async () => {
    const { body } = await list("?categories=clothing&location=AU&priceMax=50&sort=priceDesc&pageSize=2");
    expect(body).toMatchObject({ count: 3, pageSize: 2 });
    expect(productIdsOf(body)).toEqual([p.zipHoodie, p.graphicTee]);
  });
});
