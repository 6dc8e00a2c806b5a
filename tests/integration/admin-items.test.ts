/** @jest-environment node */
import { eq } from "drizzle-orm";
import { PUT as updateRoute } from "@/app/api/admin/items/[id]/route";
import { POST as reactivateRoute } from "@/app/api/admin/items/[id]/reactivate/route";
import { POST as retireRoute } from "@/app/api/admin/items/[id]/retire/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/admin/product/[id]/items/route";
import { GET as cartRoute, POST as addToCartRoute } from "@/app/api/cart/route";
import { GET as productRoute } from "@/app/api/product/[id]/route";
import { GET as byProductRoute } from "@/app/api/productItem/[productId]/byProduct/route";
import { POST as byConfigurationRoute } from "@/app/api/productItem/[productId]/retrieveByConfigurations/route";
import { getDb } from "@/db/client";
import { auditLog, orderLines, orders, productItems, products } from "@/db/schema";
import type { AdminItemList } from "@/lib/catalog/contract/items";
import { apiRequest, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { insertProduct, seedCatalog, type CatalogFixture } from "./catalog-fixtures";
import { createIntent, putInCart } from "./payments-fixtures";

// The edit page's item calls: list, change price and SKU, add an item, retire and reactivate;
// and what the storefront, carts and checkout make of them.

const mockRevalidateTag = jest.fn();
jest.mock("next/cache", () => ({
  // No data cache in a test: cached reads read the database (as outside a request).
  unstable_cache: () => async () => {
    throw new Error("Invariant: incrementalCache missing in unstable_cache");
  },
  revalidateTag: (tag: string) => mockRevalidateTag(tag),
}));

let who: Callers;
let shop: CatalogFixture;
let v: Record<string, number>;
let sequence = 0;

beforeAll(async () => {
  [who, shop] = await Promise.all([callers(), seedCatalog()]);
  v = shop.valueIds;
});
beforeEach(() => mockRevalidateTag.mockReset());

/** Tags expired since the last reset. */
const expired = () => mockRevalidateTag.mock.calls.map(([tag]) => tag as string);

type ItemSpec = { values: string[]; price?: number; stock?: number };

/** A tee (Color and Size, inherited from Clothing) with these items; answers its id and item ids in order. */
async function tee(items: ItemSpec[], price = 20): Promise<{ productId: number; itemIds: number[]; skus: string[] }> {
  const key = `T${++sequence}`;
  const skus = items.map((_, index) => `${key}-${index}`);
  const productId = await insertProduct(
    {
      name: `Tee ${key}`,
      category: "t-shirts",
      price,
      locations: ["AU"],
      items: items.map((item, index) => ({ sku: skus[index], values: item.values, price: item.price, stock: item.stock })),
    },
    shop.categoryIds,
    v,
  );
  const db = await getDb();
  const rows = await db
    .select({ id: productItems.id })
    .from(productItems)
    .where(eq(productItems.productId, productId))
    .orderBy(productItems.id);
  return { productId, itemIds: rows.map((row) => row.id), skus };
}

const list = (token: string | undefined, productId: number | string) =>
  send(listRoute, jsonRequest(`/api/admin/product/${productId}/items`, "GET", token), { id: String(productId) });
const add = (token: string | undefined, productId: number | string, body: unknown) =>
  send(addRoute, jsonRequest(`/api/admin/product/${productId}/items`, "POST", token, body), { id: String(productId) });
const update = (token: string | undefined, id: number | string, body: unknown) =>
  send(updateRoute, jsonRequest(`/api/admin/items/${id}`, "PUT", token, body), { id: String(id) });
const retire = (token: string | undefined, id: number | string) =>
  send(retireRoute, jsonRequest(`/api/admin/items/${id}/retire`, "POST", token), { id: String(id) });
const reactivate = (token: string | undefined, id: number | string) =>
  send(reactivateRoute, jsonRequest(`/api/admin/items/${id}/reactivate`, "POST", token), { id: String(id) });

/** What the storefront offers: the items of GET /api/productItem/{productId}/byProduct. */
async function offered(productId: number): Promise<{ id: number; sku: string; price: number }[]> {
  const response = await byProductRoute(apiRequest(`/api/productItem/${productId}/byProduct`), routeContext({ productId: String(productId) }));
  return json(response);
}

async function productPage(productId: number) {
  const response = await productRoute(apiRequest(`/api/product/${productId}`), routeContext({ id: String(productId) }));
  return json<{ price: number; variations: Record<string, string[]> }>(response);
}

async function stored(productId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ priceMinor: products.priceMinor, colours: products.colours, sizes: products.sizes })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

async function entriesFor(subjectId: number) {
  const db = await getDb();
  return db.select().from(auditLog).where(eq(auditLog.subjectId, String(subjectId))).orderBy(auditLog.id);
}

/** An order of `quantity` units of the item, in this status. */
async function order(itemId: number, productId: number, quantity: number, status: "paid" | "pending" | "failed") {
  const db = await getDb();
  const [row] = await db
    .insert(orders)
    .values({
      paymentIntentId: `pi_test_${++sequence}_${Date.now()}`,
      provider: "test",
      paymentStatus: status,
      currency: "AUD",
      baseAmountMinor: 2000 * quantity,
      amountMinor: 2000 * quantity,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({ orderId: row.id, productItemId: itemId, productId, productName: "Tee", sku: "X", unitPriceMinor: 2000, quantity });
}

describe("GET /api/admin/product/{id}/items", () => {
  it("lists every item with its values, SKU, price, stock, units sold on paid orders and status", async () => {
    const { productId, itemIds, skus } = await tee([
      { values: ["Color:Red", "Size:S"], stock: 3 },
      { values: ["Size:M", "Color:Blue"], price: 24.5, stock: 0 },
    ]);
    await order(itemIds[0], productId, 2, "paid");
    await order(itemIds[0], productId, 1, "paid");
    await order(itemIds[0], productId, 5, "pending");
    await order(itemIds[1], productId, 4, "failed");
    const db = await getDb();
    await db.update(productItems).set({ retiredAt: new Date("2026-01-02T03:04:05Z"), images: ["/uploads/blue.webp"] }).where(eq(productItems.id, itemIds[1]));

    const { status, body } = await list(who.admin, productId);
    expect(status).toBe(200);
    const answer = body as unknown as AdminItemList;
    expect(answer.items).toEqual([
      {
        id: itemIds[0],
        sku: skus[0],
        price: 20,
        stock: 3,
        sold: 3,
        retiredAt: null,
        images: [],
        variations: [
          { id: v["Color:Red"], value: "Red", name: "Color" },
          { id: v["Size:S"], value: "S", name: "Size" },
        ],
      },
      {
        id: itemIds[1],
        sku: skus[1],
        price: 24.5,
        stock: 0,
        sold: 0,
        retiredAt: "2026-01-02T03:04:05.000Z",
        images: ["/uploads/blue.webp"],
        variations: [
          { id: v["Color:Blue"], value: "Blue", name: "Color" },
          { id: v["Size:M"], value: "M", name: "Size" },
        ],
      },
    ]);
    expect(answer.variationTypes.map((type) => [type.name, type.variant_values.map((value) => value.value)])).toEqual([
      ["Color", ["Red", "Blue", "Brown"]],
      ["Size", ["S", "M", "L"]],
    ]);
  });

  it("answers 401 signed out, 403 for a customer, 404 for an unknown product and 400 for a bad id", async () => {
    const { productId } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    expect(await statusesFor(listRoute, who, (token) => jsonRequest(`/api/admin/product/${productId}/items`, "GET", token), { id: String(productId) })).toEqual([401, 403]);
    expect((await list(who.admin, 2_000_000_000)).status).toBe(404);
    expect((await list(who.admin, "abc")).status).toBe(400);
  });
});

describe("PUT /api/admin/items/{id}", () => {
  it("changes an item's price: the storefront charges it, the product's price follows the cheapest item, and every list expires", async () => {
    const { productId, itemIds } = await tee([
      { values: ["Color:Red", "Size:S"], price: 19.99 },
      { values: ["Color:Red", "Size:M"], price: 30 },
    ], 19.99);
    const { status, body } = await update(who.admin, itemIds[0], { price: 35 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: itemIds[0], price: 35, productPrice: 30 });
    expect((await offered(productId)).map((item) => item.price)).toEqual([35, 30]);
    expect((await productPage(productId)).price).toBe(30);
    expect(expired().sort()).toEqual(["catalog:product:" + productId, "catalog:products"].sort());
    const [entry] = await entriesFor(itemIds[0]);
    expect(entry).toMatchObject({
      kind: "item",
      action: "updated",
      productId,
      before: { price: 19.99, productPrice: 19.99 },
      after: { price: 35, productPrice: 30 },
    });
  });

  it("changes a SKU and expires only the product's own pages", async () => {
    const { productId, itemIds, skus } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const { status, body } = await update(who.admin, itemIds[0], { sku: `${skus[0]}-NEW` });
    expect(status).toBe(200);
    expect(body.sku).toBe(`${skus[0]}-NEW`);
    expect((await offered(productId))[0].sku).toBe(`${skus[0]}-NEW`);
    expect(expired()).toEqual([`catalog:product:${productId}`]);
    const [entry] = await entriesFor(itemIds[0]);
    expect(entry).toMatchObject({ before: { sku: skus[0] }, after: { sku: `${skus[0]}-NEW` } });
  });

  it("answers 409 for a SKU another item has, whatever its case, and changes nothing", async () => {
    const first = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const second = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const { status, body } = await update(who.admin, second.itemIds[0], { sku: first.skus[0].toLowerCase(), price: 50 });
    expect(status).toBe(409);
    expect(body.detail).toBe(`SKU ${first.skus[0]} already exists`);
    expect((await offered(second.productId))[0]).toMatchObject({ sku: second.skus[0], price: 20 });
    expect(await entriesFor(second.itemIds[0])).toHaveLength(0);
    expect(expired()).toEqual([]);
  });

  it("never lets a price reach 0 or below, and refuses a bad SKU, an empty change, an unknown item and non-admins", async () => {
    const { itemIds } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const refused: [unknown, RegExp][] = [
      [{ price: 0 }, /^price: must be more than 0/],
      [{ price: -5 }, /^price: /],
      [{ price: 1.234 }, /^price: must have at most 2 decimals/],
      [{ price: "12" }, /^price: must be a number/],
      [{ sku: "has space" }, /^sku: /],
      [{ sku: "" }, /^sku: /],
      [{}, /Nothing to change/],
    ];
    for (const [body, detail] of refused) {
      const answer = await update(who.admin, itemIds[0], body);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(detail);
    }
    expect((await update(who.admin, 2_000_000_000, { price: 5 })).status).toBe(404);
    expect((await update(who.admin, "1e3", { price: 5 })).status).toBe(400);
    expect(await statusesFor(updateRoute, who, (token) => jsonRequest(`/api/admin/items/${itemIds[0]}`, "PUT", token, { price: 5 }), { id: String(itemIds[0]) })).toEqual([401, 403]);
    expect(await entriesFor(itemIds[0])).toHaveLength(0);
  });
});

describe("POST /api/admin/product/{id}/items", () => {
  it("adds an item for a new size: offered at once, the size is on the product page and in the list filter", async () => {
    const { productId } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const sku = `NEW-L-${++sequence}`;
    const { status, body } = await add(who.admin, productId, { sku, price: 22.5, stock: 7, variations: [v["Size:L"], v["Color:Red"]] });
    expect(status).toBe(201);
    expect(body).toMatchObject({ productId, sku, price: 22.5, stock: 7, retiredAt: null, productPrice: 20 });
    expect((await offered(productId)).map((item) => item.sku)).toContain(sku);
    expect((await productPage(productId)).variations.Size).toEqual(["S", "L"]);
    expect((await stored(productId)).sizes.sort()).toEqual(["l", "s"]);
    expect(expired().sort()).toEqual([`catalog:product:${productId}`, "catalog:products"].sort());
    const [entry] = await entriesFor(body.id as number);
    expect(entry).toMatchObject({ kind: "item", action: "added", productId, after: { sku, price: 22.5, stock: 7, variations: "Red / L" } });
  });

  it("takes stock 0 when none is given, and lowers the product's price when the new item is the cheapest", async () => {
    const { productId } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const { status, body } = await add(who.admin, productId, { sku: `CHEAP-${++sequence}`, price: 9.5, variations: [v["Color:Blue"], v["Size:S"]] });
    expect(status).toBe(201);
    expect(body).toMatchObject({ stock: 0, productPrice: 9.5 });
    expect((await productPage(productId)).price).toBe(9.5);
  });

  it("answers 400 for a combination the product has, naming its SKU, and for a retired one, saying to reactivate it", async () => {
    const { productId, itemIds, skus } = await tee([
      { values: ["Color:Red", "Size:S"] },
      { values: ["Color:Blue", "Size:S"] },
    ]);
    const again = await add(who.admin, productId, { sku: `DUP-${++sequence}`, price: 5, variations: [v["Size:S"], v["Color:Red"]] });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(`variations: Red / S already exists as ${skus[0]}`);
    expect((await retire(who.admin, itemIds[1])).status).toBe(200);
    const retired = await add(who.admin, productId, { sku: `DUP-${++sequence}`, price: 5, variations: [v["Color:Blue"], v["Size:S"]] });
    expect(retired.status).toBe(400);
    expect(retired.body.detail).toBe(`variations: Blue / S already exists as ${skus[1]} (retired: reactivate it instead)`);
    expect(await offered(productId)).toHaveLength(1);
  });

  it("answers 400 for values that are not the category's, two of one type, or a type left out", async () => {
    const { productId } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const cases: [number[], string][] = [
      [[v["Color:Red"], v["Size:W30"]], `variations: ${v["Size:W30"]} is not a variation value of t-shirts`],
      [[v["Color:Red"], v["Color:Blue"]], "variations: two values for Color"],
      [[v["Color:Brown"]], "variations: choose a Size"],
      [[v["Color:Brown"], v["Size:L"], 2_000_000_000], "variations: 2000000000 is not a variation value of t-shirts"],
    ];
    for (const [variations, detail] of cases) {
      const answer = await add(who.admin, productId, { sku: `BAD-${++sequence}`, price: 5, variations });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe(detail);
    }
    for (const body of [{ sku: "X-1", price: 0, variations: [v["Color:Brown"], v["Size:L"]] }, { price: 5, variations: [] }, { sku: "X-2", price: 5, stock: -1, variations: [] }]) {
      expect((await add(who.admin, productId, body)).status).toBe(400);
    }
    expect(await offered(productId)).toHaveLength(1);
    expect(expired()).toEqual([]);
  });

  it("answers 409 for a SKU that exists in another case, 404 for an unknown product, 401 and 403 for non-admins", async () => {
    const other = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const { productId } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const body = { sku: other.skus[0].toLowerCase(), price: 5, variations: [v["Color:Brown"], v["Size:L"]] };
    const taken = await add(who.admin, productId, body);
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(`SKU ${other.skus[0]} already exists`);
    expect((await add(who.admin, 2_000_000_000, body)).status).toBe(404);
    expect(await statusesFor(addRoute, who, (token) => jsonRequest(`/api/admin/product/${productId}/items`, "POST", token, body), { id: String(productId) })).toEqual([401, 403]);
    expect(await offered(productId)).toHaveLength(1);
  });
});

describe("POST /api/admin/items/{id}/retire and /reactivate", () => {
  it("takes an item off sale: not offered, its colour gone from the product, the price follows the items still sold", async () => {
    const { productId, itemIds } = await tee([
      { values: ["Color:Red", "Size:S"], price: 25 },
      { values: ["Color:Blue", "Size:M"], price: 15 },
    ], 15);
    const { status, body } = await retire(who.admin, itemIds[1]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: itemIds[1], retiredAt: expect.any(String), productPrice: 25 });
    expect((await offered(productId)).map((item) => item.id)).toEqual([itemIds[0]]);
    expect(await productPage(productId)).toMatchObject({ price: 25, variations: { Color: ["Red"], Size: ["S"] } });
    expect(await stored(productId)).toMatchObject({ priceMinor: 2500, colours: ["red"], sizes: ["s"] });
    expect(expired().sort()).toEqual([`catalog:product:${productId}`, "catalog:products"].sort());
    const byConfiguration = await byConfigurationRoute(
      apiRequest(`/api/productItem/${productId}/retrieveByConfigurations`, { method: "POST", body: { variantIds: [v["Color:Blue"], v["Size:M"]] } }),
      routeContext({ productId: String(productId) }),
    );
    expect(byConfiguration.status).toBe(404);
    const [entry] = await entriesFor(itemIds[1]);
    expect(entry).toMatchObject({ kind: "item", action: "retired", before: { retired: false, productPrice: 15 }, after: { retired: true, productPrice: 25 } });

    // Still listed in the admin, marked; reactivated, it is sold again.
    const admin = (await list(who.admin, productId)).body as unknown as AdminItemList;
    expect(admin.items.map((item) => item.retiredAt !== null)).toEqual([false, true]);
    const back = await reactivate(who.admin, itemIds[1]);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ retiredAt: null, productPrice: 15 });
    expect((await offered(productId)).map((item) => item.id)).toEqual(itemIds);
    expect((await productPage(productId)).variations.Color).toEqual(["Red", "Blue"]);
    expect((await entriesFor(itemIds[1])).map((row) => row.action)).toEqual(["retired", "reactivated"]);
  });

  it("cannot be added to a cart, and a line already in a cart is neither shown nor charged", async () => {
    const { itemIds, skus } = await tee([
      { values: ["Color:Red", "Size:S"], price: 10 },
      { values: ["Color:Blue", "Size:S"], price: 40 },
    ]);
    const user = await createUser();
    const token = await tokenFor(user);
    await putInCart(user.id, itemIds[0], 1);
    await putInCart(user.id, itemIds[1], 2);
    expect((await retire(who.admin, itemIds[1])).status).toBe(200);

    const adding = await addToCartRoute(apiRequest("/api/cart", { method: "POST", token, body: { productItemId: itemIds[1], quantity: 1 } }), routeContext());
    expect(adding.status).toBe(409);
    expect(await json(adding)).toEqual({ detail: `${skus[1]} is no longer sold` });
    const cart = await json<{ productItem: { id: number } }[]>(await cartRoute(apiRequest("/api/cart", { token }), routeContext()));
    expect(cart.map((line) => line.productItem.id)).toEqual([itemIds[0]]);
    const intent = await createIntent(token, { amount: 0.01, currency: "aud", country: "au", cart: [] });
    expect(intent.status).toBe(200);
    expect((await json<{ amount: number }>(intent)).amount).toBe(10);
  });

  it("answers 409 when already in that state, 404 for an unknown item, 401 and 403 for non-admins", async () => {
    const { itemIds, skus } = await tee([{ values: ["Color:Red", "Size:S"] }]);
    const active = await reactivate(who.admin, itemIds[0]);
    expect(active.status).toBe(409);
    expect(active.body.detail).toBe(`${skus[0]} is on sale, not retired`);
    expect((await retire(who.admin, itemIds[0])).status).toBe(200);
    const twice = await retire(who.admin, itemIds[0]);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(`${skus[0]} is already retired`);
    expect((await retire(who.admin, 2_000_000_000)).status).toBe(404);
    expect((await reactivate(who.admin, 2_000_000_000)).status).toBe(404);
    for (const route of [retireRoute, reactivateRoute])
      expect(await statusesFor(route, who, (token) => jsonRequest(`/api/admin/items/${itemIds[0]}/retire`, "POST", token), { id: String(itemIds[0]) })).toEqual([401, 403]);
    expect((await entriesFor(itemIds[0])).map((row) => row.action)).toEqual(["retired"]);
  });
});
