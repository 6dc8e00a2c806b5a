/** @jest-environment node */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { GET as adminListRoute } from "@/app/api/admin/product/route";
import { GET as detailRoute, DELETE as archiveRoute, PUT as updateRoute } from "@/app/api/product/[id]/route";
import { GET as featuredRoute } from "@/app/api/product/featured/route";
import { GET as itemsRoute } from "@/app/api/productItem/[productId]/byProduct/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/product/route";
import type { Paged, ProductItemResponse, ProductResponse } from "@/lib/catalog/contract/types";
import { apiRequest } from "./account-fixtures";
import {
  callers,
  jsonRequest,
  multipartRequest,
  pngFile,
  send,
  skuCounter,
  statusesFor,
  type Callers,
} from "./admin-fixtures";
import { seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let who: Callers;
let catalog: CatalogFixture;
let v: Record<string, number>;

beforeAll(async () => {
  [who, catalog] = await Promise.all([callers(), seedCatalog()]);
  v = catalog.valueIds;
});

const sku = skuCounter();

/** A valid 2 x 2 product in T-Shirts (Color x Size), as the admin form sends it. */
function twoByTwo(overrides: Record<string, unknown> = {}) {
  return {
    name: "Linen Summer Shirt",
    description: "Light linen, relaxed fit",
    featured: false,
    category: "t-shirts",
    price: 39.9,
    locations: ["AU", "US"],
    product_items: [
      { sku: sku("LINEN-RED-S"), stock: 4, variations: [v["Color:Red"], v["Size:S"]] },
      { sku: sku("LINEN-RED-M"), stock: 0, variations: [v["Color:Red"], v["Size:M"]] },
      { sku: sku("LINEN-BLUE-S"), stock: 7, variations: [v["Color:Blue"], v["Size:S"]] },
      { sku: sku("LINEN-BLUE-M"), stock: 2, variations: [v["Color:Blue"], v["Size:M"]] },
    ],
    ...overrides,
  };
}

const create = (token: string | undefined, body: unknown) =>
  send(createRoute, jsonRequest("/api/product", "POST", token, body));
const detail = (id: number) => send(detailRoute, apiRequest(`/api/product/${id}`), { id: String(id) });
const search = async (query: string) =>
  (await send(listRoute, apiRequest(`/api/product?${query}`))).body as unknown as Paged<ProductResponse>;

describe("POST /api/product", () => {
  it("answers 401 to a guest and 403 to a customer, and creates nothing", async () => {
    const body = twoByTwo({ name: "Forbidden Shirt" });
    expect(await statusesFor(createRoute, who, (token) => jsonRequest("/api/product", "POST", token, body))).toEqual([
      401, 403,
    ]);
    expect((await search("search=Forbidden")).count).toBe(0);
  });

  it("creates a product with one item per combination, listed at once on the storefront", async () => {
    const body = twoByTwo({ name: "Harbour Linen Shirt", featured: true });
    const { status, body: product } = await create(who.admin, body);
    expect(status).toBe(201);
    expect(product).toMatchObject({
      name: "Harbour Linen Shirt",
      price: 39.9,
      featured: true,
      category: "t-shirts",
      variations: { Color: ["Red", "Blue"], Size: ["S", "M"] },
    });
    const id = product.id as number;

    const items = (await send(itemsRoute, apiRequest(`/api/productItem/${id}/byProduct`), { productId: String(id) }))
      .body as unknown as ProductItemResponse[];
    expect(items.map((item) => [item.sku, item.stock, item.price]).sort()).toEqual(
      body.product_items.map((item) => [item.sku, item.stock, 39.9]).sort(),
    );
    expect((await search("search=Harbour")).results.map((found) => found.id)).toEqual([id]);
    expect((await search("categories=t-shirts&location=US")).results.map((found) => found.id)).toContain(id);
    const featured = (await send(featuredRoute, apiRequest("/api/product/featured"))).body as unknown as ProductResponse[];
    expect(featured.map((found) => found.id)).toContain(id);
  });

  it("files the new product under its colours and sizes, so the list filters find it, and only by those", async () => {
    const { body: product } = await create(
      who.admin,
      twoByTwo({
        name: "Brown Large Field Shirt",
        product_items: [
          { sku: sku("FIELD-BROWN-L"), stock: 3, variations: [v["Color:Brown"], v["Size:L"]] },
          { sku: sku("FIELD-RED-L"), stock: 3, variations: [v["Color:Red"], v["Size:L"]] },
        ],
      }),
    );
    const id = product.id as number;
    const found = async (query: string) => (await search(query)).results.map((listed) => listed.id);
    expect(await found("colour=BROWN&size=l&categories=t-shirts")).toContain(id);
    expect(await found("colour=red&size=L&categories=t-shirts")).toContain(id);
    expect(await found("colour=blue&categories=t-shirts")).not.toContain(id);
    expect(await found("size=s&categories=t-shirts")).not.toContain(id);
    expect(await found("search=field")).toEqual([id]);
  });

  it("takes a category without variations with one row and no values", async () => {
    const { status, body } = await create(who.admin, {
      ...twoByTwo({ name: "Market Basket", category: "bags" }),
      product_items: [{ sku: sku("BASKET"), stock: 3, variations: [] }],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: "Market Basket", category: "bags", variations: {} });
  });

  it.each([
    ["a description over 255 characters", { description: "x".repeat(256) }, "description"],
    ["a price of zero", { price: 0 }, "price"],
    ["a price given as text", { price: "39.90" }, "price"],
    ["a price with three decimals", { price: 1.999 }, "price"],
    ["no name", { name: "  " }, "name"],
    ["featured that is not a boolean", { featured: "yes" }, "featured"],
    ["no listing location", { locations: [] }, "locations"],
    ["a location outside the listing countries", { locations: ["DE"] }, "locations"],
    ["no rows", { product_items: [] }, "product_items"],
    ["an unknown category", { category: "spaceships" }, "spaceships does not exist"],
  ])("answers 400 for %s", async (_label, overrides, mentioned) => {
    const { status, body } = await create(who.admin, twoByTwo({ name: "Invalid Shirt", ...overrides }));
    expect(status).toBe(400);
    expect(String(body.detail)).toContain(mentioned);
    expect((await search("search=Invalid")).count).toBe(0);
  });

  it("answers 400 for rows that do not fit the category's variations", async () => {
    const base = twoByTwo({ name: "Mismatched Shirt" });
    const cases: [unknown[], string][] = [
      // A value of another category's type (Bottoms' waist sizes).
      [[{ sku: sku("M1"), stock: 1, variations: [v["Color:Red"], v["Size:W30"]] }], "is not a variation value"],
      // A row without a Size.
      [[{ sku: sku("M2"), stock: 1, variations: [v["Color:Red"]] }], "choose a Size"],
      // Two colours in one row.
      [[{ sku: sku("M3"), stock: 1, variations: [v["Color:Red"], v["Color:Blue"]] }], "two values for Color"],
      // One combination twice.
      [
        [
          { sku: sku("M4"), stock: 1, variations: [v["Color:Red"], v["Size:S"]] },
          { sku: sku("M5"), stock: 1, variations: [v["Size:S"], v["Color:Red"]] },
        ],
        "the same combination appears twice",
      ],
      // Negative and fractional stock.
      [[{ sku: sku("M6"), stock: -1, variations: [v["Color:Red"], v["Size:S"]] }], "stock"],
      [[{ sku: sku("M7"), stock: 1.5, variations: [v["Color:Red"], v["Size:S"]] }], "stock"],
      // A SKU with spaces.
      [[{ sku: "RED S", stock: 1, variations: [v["Color:Red"], v["Size:S"]] }], "sku"],
    ];
    for (const [rows, mentioned] of cases) {
      const { status, body } = await create(who.admin, { ...base, product_items: rows });
      expect([status, String(body.detail)]).toEqual([400, expect.stringContaining(mentioned)]);
    }
    expect((await search("search=Mismatched")).count).toBe(0);
  });

  it("answers 409 naming the SKU that already exists, in the catalogue or twice in the request", async () => {
    const taken = await create(who.admin, twoByTwo({
      name: "Duplicate Shirt",
      product_items: [{ sku: "CLASSIC-RED-S", stock: 1, variations: [v["Color:Red"], v["Size:S"]] }],
    }));
    expect(taken).toEqual({ status: 409, body: { detail: "SKU CLASSIC-RED-S already exists" } });

    const twice = await create(who.admin, twoByTwo({
      name: "Duplicate Shirt",
      product_items: [
        { sku: "TWIN-1", stock: 1, variations: [v["Color:Red"], v["Size:S"]] },
        { sku: "TWIN-1", stock: 1, variations: [v["Color:Red"], v["Size:M"]] },
      ],
    }));
    expect(twice).toEqual({ status: 409, body: { detail: "SKU TWIN-1 already exists" } });
    expect((await search("search=Duplicate")).count).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status } = await create(who.admin, "{ not json");
    expect(status).toBe(400);
  });
});

describe("POST /api/product with images (multipart)", () => {
  it("re-encodes real images as WebP within 1200 px and lists them in upload order", async () => {
    const files = [await pngFile("front.png", 1600, 900), await pngFile("back.png", 300, 300)];
    const { status, body } = await send(createRoute, multipartRequest(who.admin, twoByTwo({ name: "Pictured Shirt" }), files));
    expect(status).toBe(201);
    const images = body.images as string[];
    expect(images).toHaveLength(2);
    for (const url of images) expect(url).toMatch(/^\/uploads\/products\/uploads\/[0-9a-f-]+\.webp$/);

    const stored = await readFile(join(process.env.UPLOADS_DIR!, images[0].replace(/^\/uploads\//, "")));
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 1200, 675]);
    const small = await sharp(await readFile(join(process.env.UPLOADS_DIR!, images[1].replace(/^\/uploads\//, "")))).metadata();
    expect([small.format, small.width]).toEqual(["webp", 300]);
    expect(((await detail(body.id as number)).body as unknown as ProductResponse).images).toEqual(images);
  });

  it("refuses SVG, HTML and text whatever type the browser claimed, and creates nothing", async () => {
    const disguised = [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.png", {
        type: "image/png",
      }),
      new File(["<html><script>alert(1)</script></html>"], "photo.jpg", { type: "image/jpeg" }),
      new File(["just words"], "notes.webp", { type: "image/webp" }),
      new File([], "empty.png", { type: "image/png" }),
    ];
    for (const file of disguised) {
      const { status, body } = await send(
        createRoute,
        multipartRequest(who.admin, twoByTwo({ name: "Disguised Shirt" }), [file]),
      );
      expect([status, String(body.detail)]).toEqual([400, expect.stringContaining(file.name)]);
    }
    expect((await search("search=Disguised")).count).toBe(0);
  });

  it("refuses more than four images, and a form without the product", async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => pngFile(`p${n}.png`, 10, 10)));
    const tooMany = await send(createRoute, multipartRequest(who.admin, twoByTwo({ name: "Crowded Shirt" }), five));
    expect([tooMany.status, tooMany.body.detail]).toEqual([400, "images: at most 4"]);

    const broken = await send(createRoute, multipartRequest(who.admin, "{ not json"));
    expect([broken.status, broken.body.detail]).toEqual([400, "product: must be valid JSON"]);
  });

  it("answers 401 to a guest before reading any file", async () => {
    const { status } = await send(createRoute, multipartRequest(undefined, twoByTwo(), [await pngFile("a.png", 10, 10)]));
    expect(status).toBe(401);
  });
});

describe("PUT /api/product/{id}", () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(who.admin, twoByTwo({ name: "Editable Shirt" }))).body.id as number;
  });
  const update = (token: string | undefined, productId: number | string, body: unknown) =>
    send(updateRoute, jsonRequest(`/api/product/${productId}`, "PUT", token, body), { id: String(productId) });

  it("answers 401 and 403 to guests and customers without changing anything", async () => {
    expect(
      await statusesFor(updateRoute, who, (token) => jsonRequest(`/api/product/${id}`, "PUT", token, { price: 1 }), {
        id: String(id),
      }),
    ).toEqual([401, 403]);
    expect((await detail(id)).body.price).toBe(39.9);
  });

  it("saves a new price, scaling every item by the same ratio, and the storefront shows it", async () => {
    const { status, body } = await update(who.admin, id, { price: 44.9, name: "Edited Shirt", featured: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, name: "Edited Shirt", price: 44.9, featured: true });
    expect((await detail(id)).body).toMatchObject({ name: "Edited Shirt", price: 44.9 });
    const items = (await send(itemsRoute, apiRequest(`/api/productItem/${id}/byProduct`), { productId: String(id) }))
      .body as unknown as ProductItemResponse[];
    expect(items.map((item) => item.price)).toEqual([44.9, 44.9, 44.9, 44.9]);
  });

  it("keeps the product's colours and sizes through an edit, and a new name is searchable at once", async () => {
    const found = async (query: string) => (await search(query)).results.map((product) => product.id);
    await update(who.admin, id, { name: "Quayside Shirt", price: 45.9, description: "Seersucker weave" });
    expect(await found("colour=blue&size=m")).toContain(id);
    expect(await found("colour=brown")).not.toContain(id);
    expect(await found("size=l")).not.toContain(id);
    expect(await found("search=quayside")).toEqual([id]);
    expect(await found("search=seersuck")).toEqual([id]);
    // A misspelling of the new name is corrected to it.
    expect(await found("search=quaysdie")).toEqual([id]);
  });

  it("answers 400 for invalid or empty changes and 404 for unknown products", async () => {
    expect((await update(who.admin, id, {})).status).toBe(400);
    expect((await update(who.admin, id, { price: -5 })).status).toBe(400);
    expect((await update(who.admin, id, { description: "y".repeat(256) })).status).toBe(400);
    expect((await update(who.admin, "abc", { price: 5 })).status).toBe(400);
    expect((await update(who.admin, 999_999, { price: 5 })).status).toBe(404);
  });
});

describe("DELETE /api/product/{id}", () => {
  it("takes the product off sale: gone from lists, search, featured and detail; a second time is 404", async () => {
    const id = (await create(who.admin, twoByTwo({ name: "Retired Shirt", featured: true }))).body.id as number;
    const remove = (token?: string) =>
      send(archiveRoute, jsonRequest(`/api/product/${id}`, "DELETE", token), { id: String(id) });

    expect((await remove()).status).toBe(401);
    expect((await remove(who.customer)).status).toBe(403);
    expect((await detail(id)).status).toBe(200);

    expect(await remove(who.admin)).toEqual({ status: 204, body: null });
    expect((await detail(id)).status).toBe(404);
    expect((await search("search=Retired")).count).toBe(0);
    const featured = (await send(featuredRoute, apiRequest("/api/product/featured"))).body as unknown as ProductResponse[];
    expect(featured.map((found) => found.id)).not.toContain(id);
    expect((await remove(who.admin)).status).toBe(404);
  });
});

describe("GET /api/admin/product", () => {
  const adminList = (token: string | undefined, query = "") =>
    send(adminListRoute, apiRequest(`/api/admin/product${query}`, { token }));

  it("answers 401 and 403 to guests and customers, and is never cached", async () => {
    expect(await statusesFor(adminListRoute, who, (token) => apiRequest("/api/admin/product", { token }))).toEqual([
      401, 403,
    ]);
    const response = await adminListRoute(apiRequest("/api/admin/product", { token: who.admin }), {
      params: Promise.resolve({}),
    });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("pages on the server and filters by name and category", async () => {
    const firstPage = (await adminList(who.admin, "?page=1&pageSize=5")).body as unknown as Paged<ProductResponse>;
    const secondPage = (await adminList(who.admin, "?page=2&pageSize=5")).body as unknown as Paged<ProductResponse>;
    expect(firstPage.results).toHaveLength(5);
    expect(firstPage.count).toBe(secondPage.count);
    expect(firstPage.results.map((product) => product.id)).not.toContain(secondPage.results[0]?.id);

    const hoodies = (await adminList(who.admin, "?categories=hoodies")).body as unknown as Paged<ProductResponse>;
    expect(hoodies.results.map((product) => product.name).sort()).toEqual(["Pullover Hoodie", "Zip Hoodie"]);
    const named = (await adminList(who.admin, "?search=beanie")).body as unknown as Paged<ProductResponse>;
    expect(named.results.map((product) => product.name)).toEqual(["Wool Beanie"]);
  });

  it("answers 400 for a page size or page that is not a number", async () => {
    expect((await adminList(who.admin, "?pageSize=lots")).status).toBe(400);
    expect((await adminList(who.admin, "?page=-1")).status).toBe(400);
  });
});
