/** @jest-environment node */
import { GET as productRoute } from "@/app/api/product/[id]/route";
import { GET as relatedRoute } from "@/app/api/product/[id]/related/route";
import { GET as featuredRoute } from "@/app/api/product/featured/route";
import { listFeaturedProducts } from "@/lib/catalog/read/featured";
import { getProduct } from "@/lib/catalog/read/product-detail";
import { listRelatedOf, listRelatedProducts } from "@/lib/catalog/read/related";
import { NotFoundError } from "@/lib/errors";
import { call, insertCategory, insertProduct, productIdsOf, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let fixture: CatalogFixture;
let p: Record<string, number>;

beforeAll(async () => {
  fixture = await seedCatalog();
  p = fixture.productIds;
});

describe("GET /api/product/{id}", () => {
  it("returns the product", async () => {
    const { status, body } = await call(productRoute, `/api/product/${p.zipHoodie}`, { id: String(p.zipHoodie) });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: p.zipHoodie,
      name: "Zip Hoodie",
      description: "Warm fleece",
      images: [],
      price: 49.99,
      avgRating: null,
      featured: true,
      category: "hoodies",
      variations: { Color: ["Red"], Size: ["L"] },
    });
  });

  it.each(["abc", "0", "-3", "1.5", "99999999999"])("answers the id %s with 400", async (id) => {
    const { status, body } = await call(productRoute, `/api/product/${id}`, { id });
    expect(status).toBe(400);
    expect(body).toEqual({ detail: expect.stringMatching(/^id:/) });
  });

  it("answers 404 for an absent or archived product", async () => {
    for (const id of [999_999, p.archivedTee]) {
      const { status, body } = await call(productRoute, `/api/product/${id}`, { id: String(id) });
      expect(status).toBe(404);
      expect(body).toEqual({ detail: `Product ${id} not found` });
    }
    await expect(getProduct(p.archivedTee)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("GET /api/product/featured", () => {
  it("lists featured, listed products", async () => {
    const { status, body } = await call(featuredRoute, "/api/product/featured", {});
    expect(status).toBe(200);
    expect(productIdsOf(body)).toEqual([p.classicTee, p.zipHoodie, p.toteBag]);
  });

  it("filters by location and validates it", async () => {
    expect(productIdsOf((await call(featuredRoute, "/api/product/featured?location=us", {})).body)).toEqual([p.classicTee, p.toteBag]);
    expect(productIdsOf((await call(featuredRoute, "/api/product/featured?location=", {})).body)).toHaveLength(3);
    expect(productIdsOf(await listFeaturedProducts("us"))).toEqual([p.classicTee, p.toteBag]);
    const { status, body } = await call(featuredRoute, "/api/product/featured?location=X", {});
    expect(status).toBe(400);
    expect(body).toEqual({ detail: "location: must be a two-letter country code" });
  });
});

describe("GET /api/product/{id}/related", () => {
  const related = (id: number, query = "") => call(relatedRoute, `/api/product/${id}/related${query}`, { id: String(id) });

  it("takes the product's own category first and tops up from the parent's other branches", async () => {
    // T-Shirts holds only two others, so Hoodies (under the same parent, Tops) fills in.
    const { status, body } = await related(p.classicTee);
    expect(status).toBe(200);
    expect(productIdsOf(body)).toEqual([p.graphicTee, p.stripedTee, p.zipHoodie, p.pulloverHoodie]);
  });

  it("never includes the product itself or archived products", async () => {
    for (const id of [p.classicTee, p.graphicTee, p.zipHoodie, p.slimJeans]) {
      const ids = productIdsOf((await related(id)).body);
      expect(ids).not.toContain(id);
      expect(ids).not.toContain(p.archivedTee);
    }
  });

  it("filters by location", async () => {
    expect(productIdsOf((await related(p.classicTee, "?location=AU")).body)).toEqual([p.graphicTee, p.zipHoodie]);
  });

  it("are the same on the product's page, which has the product read already", async () => {
    expect(productIdsOf(await listRelatedOf(await getProduct(p.classicTee)))).toEqual([p.graphicTee, p.stripedTee, p.zipHoodie, p.pulloverHoodie]);
    for (const id of [p.graphicTee, p.zipHoodie, p.slimJeans]) {
      expect(productIdsOf(await listRelatedOf(await getProduct(id)))).toEqual(productIdsOf((await related(id)).body));
    }
  });

  it("answers 404 for an absent or archived product and 400 for a bad id", async () => {
    expect((await related(999_999)).status).toBe(404);
    expect((await related(p.archivedTee)).status).toBe(404);
    expect((await call(relatedRoute, "/api/product/x/related", { id: "x" })).status).toBe(400);
  });

  it("stays in the own category when it has enough, and caps the list", async () => {
    const ids: Record<string, number> = { ...fixture.categoryIds };
    await insertCategory({ name: "Socks", internalName: "socks", parent: "clothing", position: 2 }, ids);
    const socks: number[] = [];
    for (let n = 1; n <= 10; n++) {
      socks.push(await insertProduct({ name: `Sock ${n}`, category: "socks", price: 5 }, ids, fixture.valueIds));
    }
    expect(productIdsOf(await listRelatedProducts(socks[0]))).toEqual(socks.slice(1, 9));
    // Every sock shares its category's first products, bar itself.
    expect(productIdsOf(await listRelatedProducts(socks[4]))).toEqual([...socks.slice(0, 4), ...socks.slice(5, 9)]);
    expect(productIdsOf(await listRelatedProducts(socks[9]))).toEqual(socks.slice(0, 8));
  });
});
