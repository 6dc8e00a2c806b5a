/** @jest-environment node */
import { GET as byProductRoute } from "@/app/api/productItem/[productId]/byProduct/route";
import { POST as byConfigurationRoute } from "@/app/api/productItem/[productId]/retrieveByConfigurations/route";
import { getProductItem } from "@/lib/catalog/read/product-items";
import { toProductItemResponse } from "@/lib/catalog/contract/responses";
import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import { NotFoundError } from "@/lib/errors";
import { call, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let fixture: CatalogFixture;
let p: Record<string, number>;
let v: Record<string, number>;

beforeAll(async () => {
  fixture = await seedCatalog();
  p = fixture.productIds;
  v = fixture.valueIds;
});

const byProduct = (productId: number | string) =>
  call(byProductRoute, `/api/productItem/${productId}/byProduct`, { productId: String(productId) });

const byConfiguration = (productId: number, body: unknown) =>
  call(byConfigurationRoute, `/api/productItem/${productId}/retrieveByConfigurations`, { productId: String(productId) }, { method: "POST", body });

describe("GET /api/productItem/{productId}/byProduct", () => {
  it("lists the product's items with their variation values in type order", async () => {
    const { status, body } = await byProduct(p.classicTee);
    expect(status).toBe(200);
    const items = body as ProductItemResponse[];
    expect(items.map((item) => item.sku)).toEqual(["CLASSIC-BLUE-M", "CLASSIC-RED-S", "CLASSIC-RED-M"]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      price: 19.99,
      sku: "CLASSIC-BLUE-M",
      stock: 5,
      imageUrls: [],
      variations: [
        { id: v["Color:Blue"], value: "Blue", name: "Color" },
        { id: v["Size:M"], value: "M", name: "Size" },
      ],
      product: {
        id: p.classicTee,
        name: "Classic Cotton T-Shirt",
        description: "Everyday crew neck",
        images: ["/images/classic-front.webp", "/images/classic-back.webp"],
        price: 19.99,
      },
    });
    expect(items[2]).toMatchObject({ price: 21.5, stock: 0 });
  });

  it("lists nothing for a product without items", async () => {
    expect(await byProduct(p.toteBag)).toEqual({ status: 200, body: [] });
  });

  it("answers 404 for an absent or archived product and 400 for a bad id", async () => {
    expect((await byProduct(999_999)).status).toBe(404);
    expect((await byProduct(p.archivedTee)).status).toBe(404);
    expect((await byProduct("abc")).status).toBe(400);
  });
});

describe("POST /api/productItem/{productId}/retrieveByConfigurations", () => {
  it("finds the item whose values are exactly the given ids, in any order", async () => {
    const { status, body } = await byConfiguration(p.classicTee, { variantIds: [v["Size:S"], v["Color:Red"]] });
    expect(status).toBe(200);
    expect((body as ProductItemResponse).sku).toBe("CLASSIC-RED-S");
    const repeated = await byConfiguration(p.classicTee, { variantIds: [v["Color:Red"], v["Size:M"], v["Color:Red"]] });
    expect((repeated.body as ProductItemResponse).sku).toBe("CLASSIC-RED-M");
  });

  it("answers 404 when no item has exactly that set of values", async () => {
    for (const variantIds of [[v["Color:Red"]], [v["Color:Brown"], v["Size:S"]], [v["Color:Red"], v["Size:S"], v["Size:M"]]]) {
      const { status, body } = await byConfiguration(p.classicTee, { variantIds });
      expect(status).toBe(404);
      expect(body).toEqual({ detail: `Product ${p.classicTee} has no item with exactly those variations` });
    }
  });

  it("answers 404 for an unknown or archived product", async () => {
    expect(await byConfiguration(999_999, { variantIds: [v["Color:Red"]] })).toEqual({ status: 404, body: { detail: "Product 999999 not found" } });
    expect((await byConfiguration(p.archivedTee, { variantIds: [v["Color:Red"], v["Size:S"]] })).status).toBe(404);
  });

  it.each([
    [{}, "variantIds:"],
    [{ variantIds: [] }, "variantIds: must not be empty"],
    [{ variantIds: ["1"] }, "variantIds.0:"],
    [{ variantIds: [1.5] }, "variantIds.0:"],
    [{ variantIds: "1,2" }, "variantIds: must be a list of variation value ids"],
    ["not json", "The request body must be valid JSON"],
  ])("answers %j with 400", async (body, detail) => {
    const response = await byConfiguration(p.classicTee, body);
    expect(response.status).toBe(400);
    expect((response.body as { detail: string }).detail.startsWith(detail)).toBe(true);
  });
});

describe("getProductItem", () => {
  it("returns an item, and NotFoundError when absent or archived", async () => {
    const [first] = (await byProduct(p.zipHoodie)).body as ProductItemResponse[];
    expect(toProductItemResponse(await getProductItem(first.id))).toEqual(first);
    await expect(getProductItem(999_999)).rejects.toBeInstanceOf(NotFoundError);
    const { body } = await byConfiguration(p.classicTee, { variantIds: [v["Color:Red"], v["Size:S"]] });
    expect((await getProductItem((body as ProductItemResponse).id)).sku).toBe("CLASSIC-RED-S");
  });
});
