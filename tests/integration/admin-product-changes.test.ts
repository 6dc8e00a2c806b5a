/** @jest-environment node */
import { GET as adminListRoute } from "@/app/api/admin/product/route";
import { POST as addImagesRoute } from "@/app/api/admin/product/[id]/images/route";
import { POST as restoreRoute } from "@/app/api/admin/product/[id]/restore/route";
import { GET as detailRoute, DELETE as archiveRoute, PUT as updateRoute } from "@/app/api/product/[id]/route";
import { GET as itemsRoute } from "@/app/api/productItem/[productId]/byProduct/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/product/route";
import { listAudit } from "@/lib/audit/read";
import type { AuditEntry } from "@/lib/audit/contract";
import { MAX_PRODUCT_UPLOAD_BYTES } from "@/lib/catalog/contract/constants";
import type { AdminProductResponse, Paged, ProductItemResponse, ProductResponse } from "@/lib/catalog/contract/types";
import { apiRequest } from "./account-fixtures";
import { callers, jsonRequest, pngFile, send, skuCounter, statusesFor, type Callers } from "./admin-fixtures";
import { seedCatalog, type CatalogFixture } from "./catalog-fixtures";

// The product-level admin changes of issue 17: the spec's create payload, price edits that
// never make an item free, category / locations / images of an existing product, archive and
// restore, and the audit entry each of them records.

let who: Callers;
let catalog: CatalogFixture;
let v: Record<string, number>;

beforeAll(async () => {
  [who, catalog] = await Promise.all([callers(), seedCatalog()]);
  v = catalog.valueIds;
});

const sku = skuCounter();

/** Exactly the spec's create-product payload (§3, §7): no top-level price, prices per item. */
function specPayload(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    description: "Organic cotton, two colours",
    featured: false,
    category: "t-shirts",
    images: [],
    locations: ["AU", "US"],
    product_items: [
      { sku: sku("SPEC-RED-S"), stock: 3, price: 20, imageUrls: ["/uploads/products/red-front.webp"], variations: [v["Color:Red"], v["Size:S"]] },
      { sku: sku("SPEC-BLUE-M"), stock: 5, price: 5, imageUrls: [], variations: [v["Color:Blue"], v["Size:M"]] },
    ],
    ...overrides,
  };
}

const create = async (body: unknown) => send(createRoute, jsonRequest("/api/product", "POST", who.admin, body));
const createdId = async (name: string, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await create(specPayload(name, overrides));
  expect(status).toBe(201);
  return body.id as number;
};
const detail = (id: number) => send(detailRoute, apiRequest(`/api/product/${id}`), { id: String(id) });
const items = async (id: number) =>
  (await send(itemsRoute, apiRequest(`/api/productItem/${id}/byProduct`), { productId: String(id) }))
    .body as unknown as ProductItemResponse[];
const update = (token: string | undefined, id: number | string, body: unknown) =>
  send(updateRoute, jsonRequest(`/api/product/${id}`, "PUT", token, body), { id: String(id) });
const archive = (id: number) => send(archiveRoute, jsonRequest(`/api/product/${id}`, "DELETE", who.admin), { id: String(id) });
const restore = (token: string | undefined, id: number | string) =>
  send(restoreRoute, jsonRequest(`/api/admin/product/${id}/restore`, "POST", token), { id: String(id) });
const search = async (query: string) =>
  (await send(listRoute, apiRequest(`/api/product?${query}`))).body as unknown as Paged<ProductResponse>;
const history = async (productId: number): Promise<AuditEntry[]> =>
  (await listAudit({ product: productId, page: 1, pageSize: 100 })).entries.reverse();

function imagesRequest(id: number | string, token: string | undefined, files: File[]): Request {
  const form = new FormData();
  for (const file of files) form.append("images", file);
  return new Request(`http://localhost:3000/api/admin/product/${id}/images`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}
const addImages = (id: number | string, token: string | undefined, files: File[]) =>
  send(addImagesRoute, imagesRequest(id, token, files), { id: String(id) });

describe("POST /api/product with the spec's payload", () => {
  it("creates the product without a top-level price, priced at its cheapest item, and records who created it", async () => {
    const id = await createdId("Spec Shaped Tee");
    expect((await detail(id)).body).toMatchObject({ name: "Spec Shaped Tee", price: 5 });
    const stored = await items(id);
    expect(stored.map((item) => [item.price, item.imageUrls])).toEqual([
      [20, ["/uploads/products/red-front.webp"]],
      [5, []],
    ]);
    // Lists sort and filter by the derived price.
    expect((await search("search=spec shaped&priceMax=5")).results.map((found) => found.id)).toEqual([id]);

    const [created] = await history(id);
    expect(created).toMatchObject({ kind: "product", action: "created", subjectId: String(id), productId: id });
    expect(created.actor.name).toBeTruthy();
    expect(created.after).toMatchObject({ name: "Spec Shaped Tee", price: 5, category: "t-shirts", locations: ["AU", "US"] });
  });

  it("gives items without a price the product's price when the payload names one", async () => {
    const id = await createdId("Priced Tee", {
      price: 12.5,
      product_items: [{ sku: sku("PRICED"), stock: 1, variations: [v["Color:Red"], v["Size:S"]] }],
    });
    expect((await items(id)).map((item) => item.price)).toEqual([12.5]);
    expect((await detail(id)).body.price).toBe(12.5);
  });

  it.each([
    [
      "an item without a price when the product has none",
      { product_items: [{ sku: "NO-PRICE-1", stock: 1, variations: [1, 4] }] },
      "product_items.0.price: is required when the product has no price",
    ],
    [
      "an item image that is not an uploaded image",
      { product_items: [{ sku: "BAD-IMG-1", stock: 1, price: 3, imageUrls: ["https://evil.example/x.png"], variations: [] }] },
      "product_items.0.imageUrls.0: must be an address of an uploaded image",
    ],
    [
      "five images on one item",
      {
        product_items: [
          { sku: "FIVE-IMG-1", stock: 1, price: 3, imageUrls: [1, 2, 3, 4, 5].map((n) => `/uploads/p/${n}.webp`), variations: [] },
        ],
      },
      "product_items.0.imageUrls: at most 4",
    ],
  ])("answers 400 for %s, and creates nothing", async (_label, overrides, detailText) => {
    const { status, body } = await create(specPayload("Refused Spec Tee", overrides));
    expect([status, body.detail]).toEqual([400, detailText]);
    expect((await search("search=Refused Spec")).count).toBe(0);
  });
});

describe("PUT /api/product/{id}: a new price", () => {
  it("scales every item by the same ratio, so items at 5.00 and 20.00 on 20.00 edited to 1.00 stay above 0", async () => {
    const id = await createdId("Scaled Tee", { price: 20 });
    const { status, body } = await update(who.admin, id, { price: 1 });
    expect([status, body.price]).toEqual([200, 1]);
    const prices = (await items(id)).map((item) => item.price);
    expect(prices).toEqual([1, 0.25]);
    expect(prices.every((price) => price > 0)).toBe(true);

    // The smallest price possible keeps every item at one cent at least.
    await update(who.admin, id, { price: 0.01 });
    expect((await items(id)).map((item) => item.price)).toEqual([0.01, 0.01]);

    const entries = await history(id);
    const productEdit = entries.find((entry) => entry.kind === "product" && entry.action === "updated");
    expect(productEdit).toMatchObject({ before: { price: 20 }, after: { price: 1 } });
    const itemEdits = entries.filter((entry) => entry.kind === "item");
    expect(itemEdits.slice(0, 2).map((entry) => [entry.before, entry.after])).toEqual([
      [{ price: 20 }, { price: 1 }],
      [{ price: 5 }, { price: 0.25 }],
    ]);
  });

  it("refuses a price that would push an item past the largest price, changing nothing", async () => {
    const id = await createdId("Dear Tee", { price: 1 });
    const { status, body } = await update(who.admin, id, { price: 20_000_000 });
    expect(status).toBe(400);
    expect(String(body.detail)).toMatch(/^price: item SPEC-RED-S-\d+ would cost more than/);
    expect((await detail(id)).body.price).toBe(1);
    expect((await items(id)).map((item) => item.price)).toEqual([20, 5]);
  });
});

describe("PUT /api/product/{id}: category, locations and images", () => {
  it("answers 401 and 403 without changing anything", async () => {
    const id = await createdId("Guarded Tee");
    expect(
      await statusesFor(updateRoute, who, (token) => jsonRequest(`/api/product/${id}`, "PUT", token, { category: "hoodies" }), {
        id: String(id),
      }),
    ).toEqual([401, 403]);
    expect((await detail(id)).body.category).toBe("t-shirts");
  });

  it("moves the product to a category whose variations its items fit, and the storefront lists it there", async () => {
    const id = await createdId("Moving Tee");
    const { status, body } = await update(who.admin, id, { category: "hoodies" });
    expect([status, body.category]).toEqual([200, "hoodies"]);
    expect((await search("categories=hoodies")).results.map((found) => found.id)).toContain(id);
    expect((await search("categories=t-shirts")).results.map((found) => found.id)).not.toContain(id);
    // Its colours and sizes still filter it.
    expect((await search("categories=hoodies&colour=blue&size=m")).results.map((found) => found.id)).toContain(id);
    const [, moved] = await history(id);
    expect(moved).toMatchObject({ action: "updated", before: { category: "t-shirts" }, after: { category: "hoodies" } });
  });

  it("answers 400 naming the item that does not fit the new category, and for an unknown category", async () => {
    const id = await createdId("Stubborn Tee");
    const bottoms = await update(who.admin, id, { category: "bottoms" });
    expect(bottoms.status).toBe(400);
    expect(String(bottoms.body.detail)).toMatch(/^category: item SPEC-RED-S-\d+ has a Color, which bottoms does not offer$/);
    const bags = await update(who.admin, id, { category: "bags" });
    expect([bags.status, String(bags.body.detail)]).toEqual([400, expect.stringContaining("bags does not offer")]);
    const unknown = await update(who.admin, id, { category: "spaceships" });
    expect([unknown.status, unknown.body.detail]).toEqual([400, "category: spaceships does not exist"]);
    expect((await detail(id)).body.category).toBe("t-shirts");
    expect((await history(id)).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("replaces the listing locations, so the location filter follows", async () => {
    const id = await createdId("Travelling Tee");
    expect((await update(who.admin, id, { locations: ["CA", "CA", "SG"] })).status).toBe(200);
    expect((await search("location=CA&search=travelling")).results.map((found) => found.id)).toEqual([id]);
    expect((await search("location=AU&search=travelling")).count).toBe(0);
    expect((await update(who.admin, id, { locations: [] })).body.detail).toBe("locations: choose at least one");
    expect((await update(who.admin, id, { locations: ["XX"] })).status).toBe(400);
    const [, moved] = await history(id);
    expect(moved).toMatchObject({ before: { locations: ["AU", "US"] }, after: { locations: ["CA", "SG"] } });
  });

  it("reorders and removes images, never takes another product's, and records no entry for no change", async () => {
    const id = await createdId("Gallery Tee", {
      images: ["/uploads/products/a.webp", "/uploads/products/b.webp", "/uploads/products/c.webp"],
    });
    const reordered = await update(who.admin, id, { images: ["/uploads/products/c.webp", "/uploads/products/a.webp"] });
    expect([reordered.status, reordered.body.images]).toEqual([200, ["/uploads/products/c.webp", "/uploads/products/a.webp"]]);
    expect((await detail(id)).body.images).toEqual(["/uploads/products/c.webp", "/uploads/products/a.webp"]);

    const foreign = await update(who.admin, id, { images: ["/uploads/products/someone-else.webp"] });
    expect(foreign.status).toBe(400);
    expect(String(foreign.body.detail)).toContain("is not one of this product's images");
    const twice = await update(who.admin, id, { images: ["/uploads/products/a.webp", "/uploads/products/a.webp"] });
    expect([twice.status, twice.body.detail]).toEqual([400, "images: an image is listed twice"]);

    expect((await update(who.admin, id, { images: ["/uploads/products/c.webp", "/uploads/products/a.webp"] })).status).toBe(200);
    expect((await history(id)).map((entry) => entry.action)).toEqual(["created", "updated"]);
  });

  it("answers 404 for an unknown or archived product, and 400 for a malformed id", async () => {
    expect((await update(who.admin, 999_999, { locations: ["AU"] })).status).toBe(404);
    expect((await update(who.admin, catalog.productIds.archivedTee, { name: "Back?" })).status).toBe(404);
    expect((await update(who.admin, "abc", { name: "x" })).status).toBe(400);
  });
});

describe("POST /api/admin/product/{id}/images", () => {
  it("answers 401 and 403, and 404 for an unknown product, before storing anything", async () => {
    const id = await createdId("Pictureless Tee");
    const file = await pngFile("a.png", 10, 10);
    expect((await addImages(id, undefined, [file])).status).toBe(401);
    expect((await addImages(id, who.customer, [file])).status).toBe(403);
    expect((await addImages(999_999, who.admin, [file])).status).toBe(404);
    expect((await detail(id)).body.images).toEqual([]);
  });

  it("appends uploaded images after the product's own, at most four in all", async () => {
    const id = await createdId("Photographed Tee", { images: ["/uploads/products/first.webp"] });
    const files = await Promise.all(["front.png", "back.png"].map((name) => pngFile(name, 40, 40)));
    const { status, body } = await addImages(id, who.admin, files);
    expect(status).toBe(201);
    const images = body.images as string[];
    expect(images[0]).toBe("/uploads/products/first.webp");
    expect(images.slice(1)).toEqual([expect.stringMatching(/\.webp$/), expect.stringMatching(/\.webp$/)]);
    expect((await detail(id)).body.images).toEqual(images);

    const tooMany = await addImages(id, who.admin, await Promise.all(["c.png", "d.png"].map((name) => pngFile(name, 10, 10))));
    expect([tooMany.status, tooMany.body.detail]).toEqual([400, "images: a product has at most 4 (it has 3; remove one first)"]);
    const none = await addImages(id, who.admin, []);
    expect([none.status, none.body.detail]).toEqual([400, "images: choose at least one file"]);
    const notForm = await send(addImagesRoute, jsonRequest(`/api/admin/product/${id}/images`, "POST", who.admin, {}), { id: String(id) });
    expect(notForm.status).toBe(400);
    const notImage = await addImages(id, who.admin, [new File(["words"], "notes.png", { type: "image/png" })]);
    expect([notImage.status, String(notImage.body.detail)]).toEqual([400, expect.stringContaining("notes.png")]);

    const added = (await history(id)).at(-1);
    expect(added).toMatchObject({ action: "updated", before: { images: ["/uploads/products/first.webp"] }, after: { images } });
  });
});

describe("archive and POST /api/admin/product/{id}/restore", () => {
  it("answers 401 and 403 to guests and customers, and keeps the product archived", async () => {
    const id = await createdId("Locked Away Tee");
    await archive(id);
    expect(await statusesFor(restoreRoute, who, (token) => jsonRequest(`/api/admin/product/${id}/restore`, "POST", token), { id: String(id) })).toEqual([
      401, 403,
    ]);
    expect((await detail(id)).status).toBe(404);
  });

  it("puts an archived product back on the storefront with its items, and records both steps", async () => {
    const id = await createdId("Comeback Tee", { featured: true });
    expect((await archive(id)).status).toBe(204);
    expect((await detail(id)).status).toBe(404);

    const { status, body } = await restore(who.admin, id);
    expect(status).toBe(200);
    // Archiving cleared the featured flag; featuring again is the owner's separate choice.
    expect(body).toMatchObject({ id, name: "Comeback Tee", featured: false });
    expect((await detail(id)).status).toBe(200);
    expect((await search("search=comeback")).results.map((found) => found.id)).toEqual([id]);
    expect((await items(id)).map((item) => item.stock)).toEqual([3, 5]);

    expect((await history(id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["created", null, expect.anything()],
      ["archived", { archived: false, featured: true }, { archived: true, featured: false }],
      ["restored", { archived: true }, { archived: false }],
    ]);
  });

  it("answers 409 for a product that is not archived, 404 for an unknown one and 400 for a malformed id", async () => {
    const id = await createdId("Listed Tee");
    expect(await restore(who.admin, id)).toEqual({ status: 409, body: { detail: `Product ${id} is not archived` } });
    expect((await restore(who.admin, 999_999)).status).toBe(404);
    expect((await restore(who.admin, "abc")).status).toBe(400);
  });
});

describe("GET /api/admin/product?archived=true", () => {
  const adminList = async (query: string) =>
    send(adminListRoute, apiRequest(`/api/admin/product?${query}`, { token: who.admin }));

  it("lists only archived products, marked, filtered by search and category; the default list marks none", async () => {
    const id = await createdId("Shelved Linen Tee");
    await archive(id);
    const archived = (await adminList("archived=true")).body as unknown as Paged<AdminProductResponse>;
    // Most recently archived first, each marked.
    expect(archived.results[0]).toMatchObject({ id, name: "Shelved Linen Tee", archived: true });
    expect(archived.results.every((product) => product.archived)).toBe(true);
    expect(archived.results.map((product) => product.id)).toContain(catalog.productIds.archivedTee);
    expect(((await adminList("archived=true&search=linen")).body as unknown as Paged<AdminProductResponse>).results.map((p) => p.id)).toEqual([id]);
    expect(((await adminList("archived=true&categories=hoodies")).body as unknown as Paged<AdminProductResponse>).count).toBe(0);
    expect(((await adminList("archived=true&search=100%")).body as unknown as Paged<AdminProductResponse>).count).toBe(0);

    const listed = (await adminList("archived=&page=1")).body as unknown as Paged<AdminProductResponse>;
    expect(listed.results.every((product) => !product.archived)).toBe(true);
    expect(listed.results.map((product) => product.id)).not.toContain(id);
  });

  it("answers 400 for an archived value that is not true or false, and 401/403 to others", async () => {
    expect((await adminList("archived=maybe")).body).toEqual({ detail: "archived: must be true or false" });
    expect(await statusesFor(adminListRoute, who, (token) => apiRequest("/api/admin/product?archived=true", { token }))).toEqual([401, 403]);
  });
});

describe("upload size", () => {
  it("answers 413 naming the limit when a request declares more than four 10 MB images", async () => {
    const request = new Request("http://localhost:3000/api/product", {
      method: "POST",
      headers: {
        authorization: `Bearer ${who.admin}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(MAX_PRODUCT_UPLOAD_BYTES + 1),
      },
      body: "--x--",
    });
    const { status, body } = await send(createRoute, request);
    expect([status, body.detail]).toEqual([413, "The request is too large: at most 41 MB (up to 4 images of 10 MB each)"]);
  });

  it("accepts what the form promises: four images of nearly 10 MB each in one request", async () => {
    const sharp = (await import("sharp")).default;
    const side = 1780; // 1780 x 1780 x 3 bytes of noise: a PNG just under 10 MB
    const noise = new Uint8Array(side * side * 3);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.byteLength).toBeGreaterThan(9 * 1024 * 1024);
    expect(png.byteLength).toBeLessThanOrEqual(10 * 1024 * 1024);
    const files = [1, 2, 3, 4].map((n) => new File([new Uint8Array(png)], `big-${n}.png`, { type: "image/png" }));
    const form = new FormData();
    form.set("product", JSON.stringify(specPayload("Heavy Gallery Tee")));
    for (const file of files) form.append("images", file);
    const request = new Request("http://localhost:3000/api/product", {
      method: "POST",
      headers: { authorization: `Bearer ${who.admin}` },
      body: form,
    });
    const { status, body } = await send(createRoute, request);
    expect(status).toBe(201);
    expect(body.images).toHaveLength(4);
  }, 60_000);
});
