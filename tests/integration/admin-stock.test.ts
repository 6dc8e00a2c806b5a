/** @jest-environment node */
import { eq } from "drizzle-orm";
import { POST as receiveRoute, PUT as setRoute } from "@/app/api/admin/items/[id]/stock/route";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { createItem, createUser, tokenFor } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { card, confirm, intentFor, putInCart, shipping, stockOf, SYDNEY_ADDRESS } from "./payments-fixtures";

let who: Callers;
beforeAll(async () => {
  who = await callers();
});

const stockPath = (id: number | string) => `/api/admin/items/${id}/stock`;
const receive = (token: string | undefined, id: number | string, body: unknown) =>
  send(receiveRoute, jsonRequest(stockPath(id), "POST", token, body), { id: String(id) });
const setTo = (token: string | undefined, id: number | string, body: unknown) =>
  send(setRoute, jsonRequest(stockPath(id), "PUT", token, body), { id: String(id) });

async function entriesFor(itemId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(itemId)));
}

describe("POST /api/admin/items/{id}/stock (receive)", () => {
  it("adds a delivery to a sold-out item and records who did it, with before and after", async () => {
    const item = await createItem({ stock: 0 });
    const { status, body } = await receive(who.admin, item.id, { quantity: 12, note: "Delivery 42" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: item.id, productId: item.productId, stock: 12 });
    expect(await stockOf(item.id)).toBe(12);
    const [entry] = await entriesFor(item.id);
    expect(entry).toMatchObject({
      kind: "stock",
      action: "received",
      productId: item.productId,
      before: { stock: 0 },
      after: { stock: 12 },
    });
    expect(entry.summary).toContain("Delivery 42");
  });

  it("writes off units but never below 0 (409, nothing written)", async () => {
    const item = await createItem({ stock: 3 });
    expect((await receive(who.admin, item.id, { quantity: -2 })).body).toMatchObject({ stock: 1 });
    const refused = await receive(who.admin, item.id, { quantity: -5 });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Only 1 in stock: cannot remove more than that");
    expect(await stockOf(item.id)).toBe(1);
    expect(await entriesFor(item.id)).toHaveLength(1);
  });

  it("refuses a zero, fractional or missing quantity with 400", async () => {
    const item = await createItem({ stock: 3 });
    for (const body of [{ quantity: 0 }, { quantity: 1.5 }, {}, { quantity: "5" }]) {
      const { status, body: answer } = await receive(who.admin, item.id, body);
      expect(status).toBe(400);
      expect(answer.detail).toMatch(/^quantity: /);
    }
    expect(await stockOf(item.id)).toBe(3);
  });

  it("answers 401 signed out, 403 for a customer, 404 for an unknown item and 400 for a bad id", async () => {
    const item = await createItem({ stock: 3 });
    expect(
      await statusesFor(
        receiveRoute,
        who,
        (token) => jsonRequest(stockPath(item.id), "POST", token, { quantity: 1 }),
        { id: String(item.id) },
      ),
    ).toEqual([401, 403]);
    expect((await receive(who.admin, 2_000_000_000, { quantity: 1 })).status).toBe(404);
    expect((await receive(who.admin, "1e3", { quantity: 1 })).status).toBe(400);
    expect(await stockOf(item.id)).toBe(3);
  });
});

describe("PUT /api/admin/items/{id}/stock (set a counted stock)", () => {
  it("sets the stock when it still is what the admin saw", async () => {
    const item = await createItem({ stock: 4 });
    const { status, body } = await setTo(who.admin, item.id, { stock: 9, expected: 4 });
    expect(status).toBe(200);
    expect(body.stock).toBe(9);
    const [entry] = await entriesFor(item.id);
    expect(entry).toMatchObject({ action: "set", before: { stock: 4 }, after: { stock: 9 } });
  });

  it("answers 409 with the current figure when a sale changed it meanwhile, and writes nothing", async () => {
    const item = await createItem({ stock: 4 });
    const { status, body } = await setTo(who.admin, item.id, { stock: 9, expected: 5 });
    expect(status).toBe(409);
    expect(body.detail).toBe(
      "The stock changed to 4 since you loaded it; check the new figure and try again",
    );
    expect(await stockOf(item.id)).toBe(4);
    expect(await entriesFor(item.id)).toHaveLength(0);
  });

  it("refuses a negative stock or a missing expected figure", async () => {
    const item = await createItem({ stock: 4 });
    expect((await setTo(who.admin, item.id, { stock: -1, expected: 4 })).status).toBe(400);
    expect((await setTo(who.admin, item.id, { stock: 3 })).body.detail).toMatch(/^expected: /);
    expect(
      await statusesFor(
        setRoute,
        who,
        (token) => jsonRequest(stockPath(item.id), "PUT", token, { stock: 1, expected: 4 }),
        { id: String(item.id) },
      ),
    ).toEqual([401, 403]);
    expect((await setTo(who.admin, 2_000_000_000, { stock: 1, expected: 0 })).status).toBe(404);
  });
});

describe("stock under concurrent restocks and sales", () => {
  it("20 restocks and 20 paid orders at once end with initial + received - sold, exactly", async () => {
    const initial = 20;
    const item = await createItem({ stock: initial, priceMinor: 1500 });
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createUser();
        const token = await tokenFor(user);
        await putInCart(user.id, item.id, 1);
        const intent = await intentFor(token);
        await shipping(token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS });
        return { token, intent };
      }),
    );
    const results = await Promise.all([
      ...shoppers.map(({ token, intent }) => confirm(token, card(intent.paymentIntentId))),
      ...Array.from({ length: 20 }, () => receive(who.admin, item.id, { quantity: 3 })),
    ]);
    const sales = results.slice(0, 20) as Response[];
    const restocks = results.slice(20) as { status: number }[];
    expect(restocks.every((answer) => answer.status === 200)).toBe(true);
    const paid = (await Promise.all(sales.map((response) => response.json()))).filter(
      (answer: { status?: string }) => answer.status === "succeeded",
    ).length;
    expect(paid).toBe(20);
    expect(await stockOf(item.id)).toBe(initial + 20 * 3 - 20);
  });
});
