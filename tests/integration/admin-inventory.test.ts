/** @jest-environment node */
import { eq } from "drizzle-orm";
import { GET as inventoryRoute } from "@/app/api/admin/inventory/route";
import { GET as getSettingsRoute, PATCH as patchSettingsRoute } from "@/app/api/admin/settings/route";
import { getDb } from "@/db/client";
import { auditLog, productItems } from "@/db/schema";
import { getLowStock } from "@/lib/admin/low-stock";
import type { InventoryPage } from "@/lib/catalog/contract/inventory";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let who: Callers;
let catalog: CatalogFixture;

async function setStockOf(sku: string, stock: number, retired = false) {
  const db = await getDb();
  await db
    .update(productItems)
    .set({ stock, retiredAt: retired ? new Date() : null })
    .where(eq(productItems.sku, sku));
}

beforeAll(async () => {
  who = await callers();
  catalog = await seedCatalog();
  // Stocks: out (0), low (1..5 with the default threshold 5), in (> 5).
  await setStockOf("CLASSIC-BLUE-M", 40);
  await setStockOf("CLASSIC-RED-S", 3);
  await setStockOf("CLASSIC-RED-M", 0);
  await setStockOf("GRAPHIC-BLUE-S", 5);
  await setStockOf("STRIPED-BROWN-L", 6);
  await setStockOf("ZIP-RED-L", 12);
  await setStockOf("PULL-BLUE-M", 1, true); // retired: not for sale
  await setStockOf("JEANS-W30", 8);
  await setStockOf("OLD-RED-S", 2); // its product is archived
});

const list = async (query: string, token: string | undefined = who.admin) =>
  send(inventoryRoute, jsonRequest(`/api/admin/inventory?${query}`, "GET", token));
const skus = (body: unknown) => (body as InventoryPage).results.map((row) => row.sku);

describe("GET /api/admin/inventory", () => {
  it("lists every item for sale with its product, SKU, variation values, price and stock, by SKU", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    const page = body as unknown as InventoryPage;
    expect(page.results.map((row) => row.sku)).toEqual([
      "CLASSIC-BLUE-M",
      "CLASSIC-RED-M",
      "CLASSIC-RED-S",
      "GRAPHIC-BLUE-S",
      "JEANS-W30",
      "STRIPED-BROWN-L",
      "ZIP-RED-L",
    ]);
    expect(page).toMatchObject({ count: 7, countCapped: false, pageSize: 25, lowStockThreshold: 5 });
    expect(page.results[1]).toEqual({
      id: expect.any(Number),
      sku: "CLASSIC-RED-M",
      price: 21.5,
      stock: 0,
      retired: false,
      product: { id: catalog.productIds.classicTee, name: "Classic Cotton T-Shirt", archived: false },
      variations: [
        { name: "Color", value: "Red" },
        { name: "Size", value: "M" },
      ],
    });
  });

  it("lists retired items and archived products' items, marked, only when asked", async () => {
    const page = (await list("archived=true")).body as unknown as InventoryPage;
    expect(page.count).toBe(9);
    expect(page.results.find((row) => row.sku === "PULL-BLUE-M")).toMatchObject({ retired: true });
    expect(page.results.find((row) => row.sku === "OLD-RED-S")?.product.archived).toBe(true);
  });

  it("filters in stock, low (0 < stock <= threshold) and out of stock", async () => {
    expect(skus((await list("stock=out")).body)).toEqual(["CLASSIC-RED-M"]);
    expect(skus((await list("stock=low")).body)).toEqual(["CLASSIC-RED-S", "GRAPHIC-BLUE-S"]);
    expect(skus((await list("stock=in")).body)).toEqual([
      "CLASSIC-BLUE-M",
      "CLASSIC-RED-S",
      "GRAPHIC-BLUE-S",
      "JEANS-W30",
      "STRIPED-BROWN-L",
      "ZIP-RED-L",
    ]);
  });

  it("sorts by stock either way", async () => {
    expect(skus((await list("sort=stock_asc")).body)).toEqual([
      "CLASSIC-RED-M",
      "CLASSIC-RED-S",
      "GRAPHIC-BLUE-S",
      "STRIPED-BROWN-L",
      "JEANS-W30",
      "ZIP-RED-L",
      "CLASSIC-BLUE-M",
    ]);
    expect(skus((await list("sort=stock_desc&stock=low")).body)).toEqual(["GRAPHIC-BLUE-S", "CLASSIC-RED-S"]);
  });

  it("searches SKUs by prefix and product names anywhere, ignoring case", async () => {
    expect(skus((await list("search=classic-r")).body)).toEqual(["CLASSIC-RED-M", "CLASSIC-RED-S"]);
    expect(skus((await list("search=HOODIE")).body)).toEqual(["ZIP-RED-L"]);
    // A SKU's middle is not a prefix, and LIKE wildcards are taken literally.
    expect(skus((await list("search=red-s")).body)).toEqual([]);
    expect(skus((await list("search=%25")).body)).toEqual([]);
  });

  it("pages on the server", async () => {
    const second = (await list("pageSize=3&page=2")).body as unknown as InventoryPage;
    expect(second.results.map((row) => row.sku)).toEqual(["GRAPHIC-BLUE-S", "JEANS-W30", "STRIPED-BROWN-L"]);
    expect(second.count).toBe(7);
    expect(((await list("pageSize=3&page=9")).body as unknown as InventoryPage).results).toEqual([]);
  });

  it("answers 400 naming a bad parameter, and 401/403 to anyone but an admin", async () => {
    for (const [query, field] of [
      ["stock=some", "stock"],
      ["sort=price", "sort"],
      ["page=0", "page"],
      ["pageSize=1000", "pageSize"],
      ["archived=maybe", "archived"],
    ]) {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.detail).toMatch(new RegExp(`^${field}: `));
    }
    expect(await statusesFor(inventoryRoute, who, (token) => jsonRequest("/api/admin/inventory", "GET", token))).toEqual([401, 403]);
  });
});

describe("GET/PATCH /api/admin/settings and the dashboard's low stock", () => {
  const patch = (body: unknown, token: string | undefined = who.admin) =>
    send(patchSettingsRoute, jsonRequest("/api/admin/settings", "PATCH", token, body));

  it("reads the defaults, changes the threshold with an audit entry, and the low-stock lists follow it", async () => {
    expect((await send(getSettingsRoute, jsonRequest("/api/admin/settings", "GET", who.admin))).body).toEqual({ lowStockThreshold: 5, checkoutExpiryHours: 24, cartReminderHours: 24 });
    const before = await getLowStock();
    expect(before.threshold).toBe(5);
    // At or below 5, still for sale: the sold-out item first.
    expect(before.items.map((item) => item.sku)).toEqual(["CLASSIC-RED-M", "CLASSIC-RED-S", "GRAPHIC-BLUE-S"]);
    expect(before.items[0]).toMatchObject({ productId: catalog.productIds.classicTee, variations: "Red / M", stock: 0 });

    const { status, body } = await patch({ lowStockThreshold: 8 });
    expect(status).toBe(200);
    expect(body).toEqual({ lowStockThreshold: 8, checkoutExpiryHours: 24, cartReminderHours: 24 });
    expect((await send(getSettingsRoute, jsonRequest("/api/admin/settings", "GET", who.admin))).body).toEqual({ lowStockThreshold: 8, checkoutExpiryHours: 24, cartReminderHours: 24 });
    expect((await getLowStock()).items.map((item) => item.sku)).toEqual([
      "CLASSIC-RED-M",
      "CLASSIC-RED-S",
      "GRAPHIC-BLUE-S",
      "STRIPED-BROWN-L",
      "JEANS-W30",
    ]);
    expect(skus((await list("stock=low")).body)).toEqual(["CLASSIC-RED-S", "GRAPHIC-BLUE-S", "JEANS-W30", "STRIPED-BROWN-L"]);
    const db = await getDb();
    const entries = await db.select().from(auditLog).where(eq(auditLog.kind, "settings"));
    expect(entries).toEqual([
      expect.objectContaining({ action: "updated", before: { lowStockThreshold: 5 }, after: { lowStockThreshold: 8 } }),
    ]);

    await patch({ lowStockThreshold: 0 });
    expect((await getLowStock()).items.map((item) => item.sku)).toEqual(["CLASSIC-RED-M"]);
    expect(skus((await list("stock=low")).body)).toEqual([]);
    await patch({ lowStockThreshold: 5 });
  });

  it("refuses a bad or unknown setting with 400 and changes nothing", async () => {
    for (const body of [{ lowStockThreshold: -1 }, { lowStockThreshold: 2.5 }, { lowStockThreshold: "7" }, { colour: "red" }]) {
      const answer = await patch(body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.detail).toBe("string");
    }
    expect((await patch({ lowStockThreshold: -1 })).body.detail).toMatch(/^lowStockThreshold: /);
    expect((await send(getSettingsRoute, jsonRequest("/api/admin/settings", "GET", who.admin))).body).toEqual({ lowStockThreshold: 5, checkoutExpiryHours: 24, cartReminderHours: 24 });
  });

  it("answers 401/403 to anyone but an admin", async () => {
    expect(await statusesFor(getSettingsRoute, who, (token) => jsonRequest("/api/admin/settings", "GET", token))).toEqual([401, 403]);
    expect(
      await statusesFor(patchSettingsRoute, who, (token) => jsonRequest("/api/admin/settings", "PATCH", token, { lowStockThreshold: 3 })),
    ).toEqual([401, 403]);
  });
});
