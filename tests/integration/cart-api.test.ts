import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, productItems } from "@/db/schema";
import { DELETE as deleteLine, PUT as putLine } from "@/app/api/cart/[id]/route";
import { GET as getPrices } from "@/app/api/cart/prices/route";
import { GET as getCart, POST as postCart } from "@/app/api/cart/route";
import type { CartLineResponse } from "@/lib/cart/types";
import {
  apiRequest,
  createItem,
  createUser,
  json,
  routeContext,
  tokenFor,
  type TestItem,
} from "./account-fixtures";

let token: string;
let otherToken: string;
let tee: TestItem;
let scarce: TestItem;

beforeAll(async () => {
  token = await tokenFor(await createUser());
  otherToken = await tokenFor(await createUser());
  tee = await createItem({ priceMinor: 1999, stock: 150 });
  scarce = await createItem({ priceMinor: 1010, stock: 3 });
});

const list = async (as = token) =>
  json<CartLineResponse[]>(await getCart(apiRequest("/api/cart", { token: as }), routeContext()));
const add = (body: unknown, as = token) =>
  postCart(apiRequest("/api/cart", { method: "POST", token: as, body }), routeContext());
const put = (id: number | string, body: unknown, as = token) =>
  putLine(
    apiRequest(`/api/cart/${id}`, { method: "PUT", token: as, body }),
    routeContext({ id: String(id) }),
  );
const remove = (id: number | string, as = token) =>
  deleteLine(
    apiRequest(`/api/cart/${id}`, { method: "DELETE", token: as }),
    routeContext({ id: String(id) }),
  );

describe("/api/cart", () => {
  it("starts empty", async () => {
    expect(await list()).toEqual([]);
  });

  it("adds a line with its product item, product summary and totalPrice from catalogue prices", async () => {
    const response = await add({ productItemId: tee.id, quantity: 3, price: 0.01, totalPrice: 0.03 });
    expect(response.status).toBe(200);
    const line = await json<CartLineResponse>(response);
    expect(line).toMatchObject({ id: expect.any(Number), quantity: 3, totalPrice: 59.97 });
    expect(line.productItem).toMatchObject({
      id: tee.id,
      price: 19.99,
      stock: 150,
      sku: expect.any(String),
      variations: [],
    });
    expect(line.productItem.product).toEqual({
      id: tee.productId,
      name: expect.any(String),
      description: "A plain tee",
      images: [expect.stringMatching(/^\/images\//)],
      price: 19.99,
    });
    expect(await list()).toEqual([line]);
  });

  it("adds to the existing line of the same item instead of a second line", async () => {
    await add({ productItemId: tee.id, quantity: 2 });
    const lines = await list();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 5, totalPrice: 99.95 });
  });

  it("lists lines in the order they were added, priced at the current catalogue price", async () => {
    await add({ productItemId: scarce.id, quantity: 1 });
    const db = await getDb();
    await db.update(productItems).set({ priceMinor: 2500 }).where(eq(productItems.id, tee.id));
    const lines = await list();
    expect(lines.map((line) => line.productItem.id)).toEqual([tee.id, scarce.id]);
    expect(lines[0]).toMatchObject({ quantity: 5, totalPrice: 125 });
    expect(lines[1]).toMatchObject({ quantity: 1, totalPrice: 10.1 });
  });

  it.each([
    ["quantity 0", { quantity: 0 }, /quantity/],
    ["quantity 100", { quantity: 100 }, /quantity/],
    ["a fractional quantity", { quantity: 1.5 }, /quantity/],
    ["a quantity as text", { quantity: "2" }, /quantity/],
    ["no productItemId", { productItemId: undefined }, /productItemId/],
  ])("answers 400 for %s", async (_case, change, detail) => {
    const response = await add({ productItemId: tee.id, quantity: 1, ...change });
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toMatch(detail);
  });

  it("answers 400 naming the stock when a line would exceed it", async () => {
    const response = await add({ productItemId: scarce.id, quantity: 3 });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ detail: "Only 3 in stock (1 already in your cart)" });
    expect((await list()).find((line) => line.productItem.id === scarce.id)?.quantity).toBe(1);
  });

  it("answers 400 when a line would pass 99 even with more in stock", async () => {
    const response = await add({ productItemId: tee.id, quantity: 95 });
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toMatch(/At most 99/);
  });

  it("answers 404 for an item that does not exist or is withdrawn from sale", async () => {
    expect((await add({ productItemId: 999_999, quantity: 1 })).status).toBe(404);
    const archived = await createItem({ archived: true });
    expect((await add({ productItemId: archived.id, quantity: 1 })).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    expect((await getCart(apiRequest("/api/cart"), routeContext())).status).toBe(401);
    expect(
      (
        await postCart(
          apiRequest("/api/cart", { method: "POST", body: { productItemId: tee.id, quantity: 1 } }),
          routeContext(),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await putLine(
          apiRequest("/api/cart/1", { method: "PUT", body: { quantity: 1 } }),
          routeContext({ id: "1" }),
        )
      ).status,
    ).toBe(401);
    expect(
      (await deleteLine(apiRequest("/api/cart/1", { method: "DELETE" }), routeContext({ id: "1" }))).status,
    ).toBe(401);
  });

  it("refuses a change sent with the session cookie from another site (403) and changes nothing", async () => {
    const response = await postCart(
      apiRequest("/api/cart", {
        method: "POST",
        cookie: token,
        origin: "https://evil.example",
        body: { productItemId: scarce.id, quantity: 1 },
      }),
      routeContext(),
    );
    expect(response.status).toBe(403);
    expect((await list()).find((line) => line.productItem.id === scarce.id)?.quantity).toBe(1);
  });
});

describe("PUT and DELETE /api/cart/{id}", () => {
  it("sets a line's quantity and recomputes its total", async () => {
    const [line] = await list();
    const response = await put(line.id, { quantity: 7 });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: line.id, quantity: 7, totalPrice: 175 });
  });

  it("answers 400 for a quantity outside 1..99 or above the stock", async () => {
    const lines = await list();
    const scarceLine = lines.find((line) => line.productItem.id === scarce.id)!;
    expect((await put(lines[0].id, { quantity: 0 })).status).toBe(400);
    expect((await put(lines[0].id, { quantity: 100 })).status).toBe(400);
    expect((await put(lines[0].id, {})).status).toBe(400);
    const overStock = await put(scarceLine.id, { quantity: 4 });
    expect(overStock.status).toBe(400);
    expect(await json(overStock)).toEqual({ detail: "Only 3 in stock" });
  });

  it("answers 400 for an id that cannot exist and 404 for one that does not", async () => {
    expect((await put("abc", { quantity: 1 })).status).toBe(400);
    expect((await put(999_999, { quantity: 1 })).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
  });

  it("never lets a customer read, change or remove another customer's line (404)", async () => {
    const [line] = await list();
    const tried = await put(line.id, { quantity: 1 }, otherToken);
    expect(tried.status).toBe(404);
    expect(await json(tried)).toEqual({ detail: "Cart line not found" });
    expect((await remove(line.id, otherToken)).status).toBe(404);
    expect(await list(otherToken)).toEqual([]);
    expect((await list()).find((candidate) => candidate.id === line.id)?.quantity).toBe(7);
  });

  it("removes a line (204), after which it is gone", async () => {
    const [line] = await list();
    const response = await remove(line.id);
    expect(response.status).toBe(204);
    expect((await list()).map((candidate) => candidate.id)).not.toContain(line.id);
    expect((await remove(line.id)).status).toBe(404);
  });

  it("hides a line whose product was withdrawn from sale", async () => {
    const item = await createItem();
    const user = await createUser();
    const db = await getDb();
    await db.insert(cartLines).values({ userId: user.id, productItemId: item.id, quantity: 1 });
    expect(await list(await tokenFor(user))).toHaveLength(1);
    const { products } = await import("@/db/schema");
    await db.update(products).set({ archived: true }).where(eq(products.id, item.productId));
    expect(await list(await tokenFor(user))).toEqual([]);
  });
});

describe("GET /api/cart/prices", () => {
  const prices = (query: string) => getPrices(apiRequest(`/api/cart/prices${query}`), routeContext());

  it("gives anyone the current items a signed-out cart holds, leaving unknown ones out", async () => {
    const response = await prices(`?ids=${scarce.id},999999,${scarce.id}`);
    expect(response.status).toBe(200);
    const items = await json<{ id: number; price: number; stock: number }[]>(response);
    expect(items).toEqual([expect.objectContaining({ id: scarce.id, price: 10.1, stock: 3 })]);
  });

  it("answers an empty list for no ids and 400 for ids that cannot exist", async () => {
    expect(await json(await prices("?ids="))).toEqual([]);
    expect((await prices("?ids=1,x")).status).toBe(400);
    expect((await prices("?ids=-4")).status).toBe(400);
    expect((await prices("")).status).toBe(400);
  });
});
