/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { GET as exportRoute } from "@/app/api/admin/inventory/export/route";
import { POST as importRoute } from "@/app/api/admin/inventory/import/route";
import { getDb } from "@/db/client";
import { auditLog, productItems, productItemValues, productLocations, products } from "@/db/schema";
import type { ImportReport } from "@/lib/catalog/contract/inventory-csv";
import { routeContext } from "./account-fixtures";
import { callers, jsonRequest, statusesFor, type Callers } from "./admin-fixtures";
import { seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let who: Callers;
let catalog: CatalogFixture;

beforeAll(async () => {
  who = await callers();
  catalog = await seedCatalog();
});

function csvRequest(
  token: string | undefined,
  body: BodyInit,
  { dryRun = false, type = "text/csv", expected = "" }: { dryRun?: boolean; type?: string; expected?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (type) headers["content-type"] = type;
  const query = dryRun ? "?dryRun=1" : expected ? `?expected=${expected}` : "";
  return new Request(`http://localhost:3000/api/admin/inventory/import${query}`, {
    method: "POST",
    headers,
    body,
  });
}

/** A dry run, or an import as the admin's dialog makes it: the dry run first, then its token. */
async function importCsv(text: BodyInit, options: { dryRun?: boolean; type?: string; token?: string } = {}) {
  let expected: string | undefined;
  if (!options.dryRun && typeof text === "string") {
    const dry = await importRoute(csvRequest(who.admin, text, { ...options, dryRun: true }), routeContext());
    // A file the dry run cannot read has no token: any well-formed one lets the file's own error show.
    expected = ((await dry.json()) as Partial<ImportReport>).token ?? "0".repeat(64);
  }
  const response = await importRoute(csvRequest(options.token ?? who.admin, text, { ...options, expected }), routeContext());
  return { status: response.status, body: (await response.json()) as ImportReport & { detail?: string } };
}

async function exportCsv(): Promise<string> {
  const response = await exportRoute(jsonRequest("/api/admin/inventory/export", "GET", who.admin), routeContext());
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
  return response.text();
}

/** Everything an import could change, to prove a refused or dry import changed nothing. */
async function catalogueState() {
  const db = await getDb();
  const [items, productRows, values, locations, audits] = await Promise.all([
    db.select().from(productItems).orderBy(productItems.id),
    db.select().from(products).orderBy(products.id),
    db.select().from(productItemValues),
    db.select().from(productLocations),
    db.select({ count: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return JSON.stringify({ items, productRows, values: values.length, locations: locations.length, audits });
}

const HEADER = "product,description,category,featured,locations,sku,price,stock,archived,retired,variation:Color,variation:Size";

describe("GET /api/admin/inventory/export", () => {
  it("writes one row per item with its product, category, SKU, price, stock, state and variation values", async () => {
    const records = parse(await exportCsv(), { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0])).toEqual(HEADER.split(","));
    expect(records).toHaveLength(9);
    expect(records.find((row) => row.sku === "CLASSIC-RED-M")).toEqual({
      product: "Classic Cotton T-Shirt",
      description: "Everyday crew neck",
      category: "t-shirts",
      featured: "true",
      locations: "AU US",
      sku: "CLASSIC-RED-M",
      price: "21.50",
      stock: "0",
      archived: "false",
      retired: "false",
      "variation:Color": "Red",
      "variation:Size": "M",
    });
    expect(records.find((row) => row.sku === "OLD-RED-S")?.archived).toBe("true");
    expect(records.find((row) => row.sku === "JEANS-W30")).toMatchObject({ "variation:Color": "", "variation:Size": "W30" });
  });

  it("answers 401/403 to anyone but an admin", async () => {
    expect(await statusesFor(exportRoute, who, (token) => jsonRequest("/api/admin/inventory/export", "GET", token))).toEqual([401, 403]);
  });
});

describe("POST /api/admin/inventory/import", () => {
  it("round trip: the export imported back changes nothing, dry or not", async () => {
    const text = await exportCsv();
    const before = await catalogueState();
    const dry = await importCsv(text, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toEqual({ create: 0, update: 0, unchanged: 9, refused: 0 });
    const real = await importCsv(text);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, applied: true, summary: { unchanged: 9 } });
    expect(await catalogueState()).toBe(before);
  });

  it("never overwrites a sale made after the dry run: the import is refused (409), and needs a dry run first", async () => {
    const db = await getDb();
    const text = await exportCsv();
    const dry = await importCsv(text, { dryRun: true });
    // A shopper buys one unit of the first item between the dry run and the import.
    const [first] = await db.select().from(productItems).where(eq(productItems.sku, "CLASSIC-RED-S"));
    await db.update(productItems).set({ stock: first.stock - 1 }).where(eq(productItems.id, first.id));
    const afterSale = await catalogueState();
    const late = await importRoute(csvRequest(who.admin, text, { expected: dry.body.token }), routeContext());
    expect(late.status).toBe(409);
    expect((await late.json()).detail).toMatch(/^Stock or prices changed since the dry run/);
    const blind = await importRoute(csvRequest(who.admin, text), routeContext());
    expect(blind.status).toBe(400);
    expect((await blind.json()).detail).toBe("expected: run a dry run first and send its token");
    expect(await catalogueState()).toBe(afterSale);
    await db.update(productItems).set({ stock: first.stock }).where(eq(productItems.id, first.id));
  });

  const changes = [
    HEADER,
    // Known SKUs: a price and a stock change, and a product renamed.
    "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-RED-M,23.00,7,false,false,Red,M",
    "Graphic Tee Deluxe,Soft tee with a bold print; folds into a bag,t-shirts,false,AU,GRAPHIC-BLUE-S,24.50,5,false,false,Blue,S",
    // A new item for a known product, and a new product of two items.
    "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-BROWN-L,19.99,4,,,brown,l",
    "Rain Jacket,Keeps you dry,t-shirts,false,AU CA,RAIN-RED-S,80,3,,,Red,S",
    "Rain Jacket,Keeps you dry,t-shirts,false,AU CA,RAIN-BLUE-M,75.5,2,,,Blue,M",
  ].join("\n");

  it("a dry run lists each row's change, before and after, and writes nothing", async () => {
    const before = await catalogueState();
    const { status, body } = await importCsv(changes, { dryRun: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ dryRun: true, applied: false, summary: { create: 3, update: 2, unchanged: 0, refused: 0 } });
    expect(body.rows[0]).toEqual({
      row: 2,
      sku: "CLASSIC-RED-M",
      product: "Classic Cotton T-Shirt",
      action: "update",
      changes: [
        { field: "price", before: "21.50", after: "23.00" },
        { field: "stock", before: "0", after: "7" },
      ],
    });
    expect(body.rows[1].changes).toEqual([{ field: "product", before: "Graphic Tee", after: "Graphic Tee Deluxe" }]);
    expect(body.rows[2]).toMatchObject({ action: "create", changes: expect.arrayContaining([{ field: "sku", before: null, after: "CLASSIC-BROWN-L" }]) });
    expect(body.rows[3].changes).toContainEqual({ field: "product", before: null, after: "Rain Jacket (new product)" });
    expect(await catalogueState()).toBe(before);
  });

  it("imports the changes in one go, with an audit entry for each", async () => {
    const db = await getDb();
    const { status, body } = await importCsv(changes);
    expect(status).toBe(200);
    expect(body).toMatchObject({ applied: true, summary: { create: 3, update: 2 } });

    const bySku = async (sku: string) => (await db.select().from(productItems).where(eq(productItems.sku, sku)))[0];
    expect(await bySku("CLASSIC-RED-M")).toMatchObject({ priceMinor: 2300, stock: 7 });
    const brown = await bySku("CLASSIC-BROWN-L");
    expect(brown).toMatchObject({ productId: catalog.productIds.classicTee, priceMinor: 1999, stock: 4 });
    const brownValues = await db.select().from(productItemValues).where(eq(productItemValues.productItemId, brown.id));
    expect(brownValues.map((value) => value.variationValueId).sort()).toEqual(
      [catalog.valueIds["Color:Brown"], catalog.valueIds["Size:L"]].sort(),
    );
    const [graphic] = await db.select().from(products).where(eq(products.id, catalog.productIds.graphicTee));
    expect(graphic.name).toBe("Graphic Tee Deluxe");
    const rain = await bySku("RAIN-BLUE-M");
    const [jacket] = await db.select().from(products).where(eq(products.id, rain.productId));
    // A new product's price is its lowest item's.
    expect(jacket).toMatchObject({ name: "Rain Jacket", priceMinor: 7550, featured: false, categoryId: catalog.categoryIds["t-shirts"] });
    expect(jacket.colours.sort()).toEqual(["blue", "red"]);
    expect((await bySku("RAIN-RED-S")).productId).toBe(jacket.id);
    const locations = await db.select().from(productLocations).where(eq(productLocations.productId, jacket.id));
    expect(locations.map((row) => row.countryCode).sort()).toEqual(["AU", "CA"]);

    const entries = await db.select().from(auditLog);
    const summaries = entries.map((entry) => `${entry.kind}/${entry.action}`);
    expect(summaries.sort()).toEqual(
      ["item/created", "item/created", "item/created", "item/updated", "product/created", "product/updated", "stock/set"].sort(),
    );
    expect(entries.find((entry) => entry.kind === "stock")).toMatchObject({ before: { stock: 0 }, after: { stock: 7 }, productId: catalog.productIds.classicTee });
    expect(entries.find((entry) => entry.action === "updated" && entry.kind === "product")).toMatchObject({
      before: { name: "Graphic Tee" },
      after: { name: "Graphic Tee Deluxe" },
    });

    // The same file again is now all unchanged.
    expect((await importCsv(changes, { dryRun: true })).body.summary).toEqual({ create: 0, update: 0, unchanged: 5, refused: 0 });
  });

  it("refuses a file with bad rows whole, naming each bad row and its reason, and writes nothing", async () => {
    const before = await catalogueState();
    const text = [
      HEADER,
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-BLUE-M,19.99,12,false,false,Blue,M",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,bad sku!,19.99,1,,,Red,L",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-RED-S,19.99,-2,false,false,Red,S",
      "Mystery,Who knows,no-such-category,false,AU,MYSTERY-1,10,1,,,,",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-BLUE-L,19.99,2.5,,,Blue,L",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-RED-L,abc,2,,,Red,L",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-PINK-L,10,2,,,Pink,L",
      "Zip Hoodie,Warm fleece,hoodies,true,AU,DUP-1,10,1,,,Red,S",
      "Zip Hoodie,Warm fleece,hoodies,true,AU,dup-1,10,1,,,Blue,S",
      ",x,t-shirts,false,AU,EMPTY-SKU-NAME,10,1,,,Red,S",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,,10,1,,,Red,L",
    ].join("\n");
    for (const dryRun of [true, false]) {
      const { status, body } = await importCsv(text, { dryRun });
      expect(status).toBe(dryRun ? 200 : 400);
      expect(body.applied).toBe(false);
      if (!dryRun) expect(body.detail).toBe("10 rows are refused: nothing was imported");
      expect(body.rows.map((row) => [row.row, row.action, row.reason])).toEqual([
        [2, "update", undefined],
        [3, "refused", "sku: may use letters, digits, '.', '_' and '-'"],
        [4, "refused", "stock: must be 0 or more"],
        [5, "refused", "category: no-such-category does not exist"],
        [6, "refused", "stock: must be a whole number"],
        [7, "refused", "price: must be a number"],
        [8, "refused", "variation:Color: Pink is not a Color of t-shirts"],
        [9, "refused", "sku: DUP-1 appears more than once in the file (rows 9, 10)"],
        [10, "refused", "sku: dup-1 appears more than once in the file (rows 9, 10)"],
        [11, "refused", "product: is required"],
        [12, "refused", "sku: is required"],
      ]);
    }
    expect(await catalogueState()).toBe(before);
  });

  it("refuses changes an import may not make: category, variation values, archived state", async () => {
    const text = [
      HEADER,
      "Classic Cotton T-Shirt,Everyday crew neck,hoodies,true,AU US,CLASSIC-BLUE-M,19.99,12,false,false,Blue,M",
      "Classic Cotton T-Shirt,Everyday crew neck,t-shirts,true,AU US,CLASSIC-RED-S,19.99,5,false,false,Red,L",
      "Archived Tee,,t-shirts,true,AU,OLD-RED-S,10,5,false,false,Red,S",
      "Striped Long Sleeve Tee,,t-shirts,false,US,STRIPED-RED-L,25,1,,,Red,",
      "Striped Long Sleeve Tee,,t-shirts,false,US,STRIPED-BROWN-L2,25,1,,,Brown,L",
      "Beach Hat,Wide brim,t-shirts,false,NZ,HAT-1,10,1,,,Red,S",
      "Canvas Tote Bag,Sturdy shopper,bags,true,AU US,TOTE-2,15,1,,,,",
      "Canvas Tote Bag,Sturdy shopper,bags,true,AU US,TOTE-3,15,1,,,,",
    ].join("\n");
    const { body } = await importCsv(text, { dryRun: true });
    expect(body.rows.map((row) => row.reason)).toEqual([
      expect.stringMatching(/^category: CLASSIC-BLUE-M belongs to t-shirts/),
      expect.stringMatching(/^variation:Size: an item's variation values cannot change/),
      "archived: archive or restore a product on its page, not by import",
      "variation:Size: choose a Size for a new item",
      "variation: the product already has an item with these variation values",
      "locations: must be a listing location",
      // The tote has no item yet: it takes one, and only one.
      undefined,
      "sku: bags has no variations, so a product there has one item",
    ]);
  });

  it("answers 400 for a file it cannot read, 413 over the limit, 415 for another type, 401/403 to non-admins", async () => {
    const bad = async (text: string, status = 400) => {
      const answer = await importCsv(text);
      expect(answer.status).toBe(status);
      return answer.body.detail;
    };
    expect(await bad("")).toMatch(/^The file is empty/);
    expect(await bad("product,sku\nA,B")).toBe("Missing columns: category, price, stock");
    expect(await bad(`${HEADER},colour\n`)).toMatch(/^Unknown column "colour"/);
    expect(await bad(`${HEADER}\n"unclosed,quote`)).toMatch(/^The file is not valid CSV/);
    expect(await bad(HEADER)).toMatch(/^The file has no items/);
    expect(await bad(`${HEADER}\n${"x,".repeat(600_000)}`, 413)).toMatch(/^The file is too large/);
    expect((await importCsv(JSON.stringify({ rows: [] }), { type: "application/json" })).status).toBe(415);
    const form = new FormData();
    form.set("file", new File([await exportCsv()], "inventory.csv", { type: "text/csv" }));
    const multipart = await importCsv(form, { dryRun: true, type: "" });
    expect(multipart.status).toBe(200);
    expect(multipart.body.summary.refused).toBe(0);
    expect((await importRoute(new Request("http://localhost:3000/api/admin/inventory/import?dryRun=2", { method: "POST", headers: { authorization: `Bearer ${who.admin}`, "content-type": "text/csv" }, body: HEADER }), routeContext())).status).toBe(400);
    expect(await statusesFor(importRoute, who, (token) => csvRequest(token, HEADER))).toEqual([401, 403]);
  });
});
