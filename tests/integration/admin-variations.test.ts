/** @jest-environment node */
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, products } from "@/db/schema";
import {
  GET as variationsRoute,
  POST as addTypeRoute,
} from "@/app/api/admin/categories/[internalName]/variations/route";
import { PATCH as renameTypeRoute } from "@/app/api/admin/variations/[typeId]/route";
import { POST as addValueRoute } from "@/app/api/admin/variations/[typeId]/values/route";
import {
  DELETE as removeValueRoute,
  PATCH as renameValueRoute,
} from "@/app/api/admin/variations/[typeId]/values/[valueId]/route";
import { GET as productRoute } from "@/app/api/product/[id]/route";
import { GET as productList } from "@/app/api/product/route";
import { GET as storefrontVariations } from "@/app/api/variation/route";
import type { CategoryVariations } from "@/lib/catalog/contract/categories";
import type { VariationType } from "@/lib/catalog/contract/types";
import { apiRequest } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { insertCategory, productIdsOf, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

// Variation types and values per category: add, rename, remove an unused value. Renames reach
// the products that offer the value (their filters and pages) in the same transaction.

const mockRevalidateTag = jest.fn();
jest.mock("next/cache", () => ({
  unstable_cache: () => () => Promise.reject(new Error("no incrementalCache here")),
  revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args),
}));

let who: Callers;
let shop: CatalogFixture;
let colorId: number;
let sizeId: number;

beforeAll(async () => {
  shop = await seedCatalog();
  who = await callers();
  const { body } = await send(
    variationsRoute,
    apiRequest("/api/admin/categories/clothing/variations", { token: who.admin }),
    {
      internalName: "clothing",
    },
  );
  const types = (body as unknown as CategoryVariations).types;
  colorId = types.find((type) => type.name === "Color")!.id;
  sizeId = types.find((type) => type.name === "Size")!.id;
});
beforeEach(() => mockRevalidateTag.mockReset());

const expiredTags = () => mockRevalidateTag.mock.calls.map(([tag]) => tag as string).sort();
const variationsOf = async (internalName: string) =>
  send(
    variationsRoute,
    apiRequest(`/api/admin/categories/${internalName}/variations`, { token: who.admin }),
    { internalName },
  );
const addType = (internalName: string, body: unknown, token = who.admin) =>
  send(addTypeRoute, jsonRequest(`/api/admin/categories/${internalName}/variations`, "POST", token, body), {
    internalName,
  });
const renameType = (typeId: number | string, body: unknown, token = who.admin) =>
  send(renameTypeRoute, jsonRequest(`/api/admin/variations/${typeId}`, "PATCH", token, body), {
    typeId: String(typeId),
  });
const addValue = (typeId: number | string, body: unknown, token = who.admin) =>
  send(addValueRoute, jsonRequest(`/api/admin/variations/${typeId}/values`, "POST", token, body), {
    typeId: String(typeId),
  });
const valuePath = (typeId: number | string, valueId: number | string) => ({
  typeId: String(typeId),
  valueId: String(valueId),
});
const renameValue = (typeId: number | string, valueId: number | string, body: unknown, token = who.admin) =>
  send(
    renameValueRoute,
    jsonRequest(`/api/admin/variations/${typeId}/values/${valueId}`, "PATCH", token, body),
    valuePath(typeId, valueId),
  );
const removeValue = (typeId: number | string, valueId: number | string, token = who.admin) =>
  send(
    removeValueRoute,
    jsonRequest(`/api/admin/variations/${typeId}/values/${valueId}`, "DELETE", token),
    valuePath(typeId, valueId),
  );

async function lastAudit() {
  const db = await getDb();
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}
async function auditCount(): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
  return total;
}

describe("GET /api/admin/categories/{internalName}/variations", () => {
  it("answers 401, 403 and 404", async () => {
    expect(
      await statusesFor(
        variationsRoute,
        who,
        (token) => apiRequest("/api/admin/categories/clothing/variations", { token }),
        {
          internalName: "clothing",
        },
      ),
    ).toEqual([401, 403]);
    expect((await variationsOf("nowhere")).status).toBe(404);
  });

  it("names the category that owns the types a subcategory uses, with each value's items", async () => {
    const { status, body } = await variationsOf("t-shirts");
    const variations = body as unknown as CategoryVariations;
    expect(status).toBe(200);
    expect(variations.owner).toEqual({ name: "Clothing", internalName: "clothing" });
    const color = variations.types.find((type) => type.name === "Color")!;
    // CLASSIC-RED-S, CLASSIC-RED-M, ZIP-RED-L and the archived OLD-RED-S.
    expect(color.values.map((value) => [value.value, value.items])).toEqual([
      ["Red", 4],
      ["Blue", 3],
      ["Brown", 1],
    ]);
    expect((await variationsOf("accessories")).body).toEqual({
      category: { name: "Accessories", internalName: "accessories" },
      owner: null,
      types: [],
    });
  });
});

describe("variation types", () => {
  it("answers 401 and 403 to guests and customers", async () => {
    expect(
      await statusesFor(
        addTypeRoute,
        who,
        (token) => jsonRequest("/api/admin/categories/clothing/variations", "POST", token, { name: "Fit" }),
        {
          internalName: "clothing",
        },
      ),
    ).toEqual([401, 403]);
    expect(
      await statusesFor(
        renameTypeRoute,
        who,
        (token) => jsonRequest(`/api/admin/variations/${sizeId}`, "PATCH", token, { name: "Fit" }),
        {
          typeId: String(sizeId),
        },
      ),
    ).toEqual([401, 403]);
  });

  it("adds a type to a category, which its subcategories then offer", async () => {
    const { status, body } = await addType("clothing", { name: "Material" });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), name: "Material", values: [] });
    expect(await lastAudit()).toMatchObject({
      kind: "variation",
      action: "add-type",
      summary: "Added variation type Material to Clothing",
      after: { category: "clothing", type: "Material" },
    });
    expect(expiredTags()).toEqual(["catalog:categories"]);
    const storefront = await send(storefrontVariations, apiRequest("/api/variation?category=t-shirts"));
    expect((storefront.body as unknown as VariationType[]).map((type) => type.name)).toEqual([
      "Color",
      "Size",
      "Material",
    ]);
  });

  it("refuses a type that would replace an ancestor's for a category with products, and a duplicate name", async () => {
    expect(await addType("t-shirts", { name: "Sleeve" })).toEqual({
      status: 409,
      body: {
        detail: "T-Shirts uses the variations of Clothing for its 4 products: add the type to Clothing",
      },
    });
    expect(await addType("clothing", { name: "material" })).toEqual({
      status: 409,
      body: { detail: "This category already has a variation type named material" },
    });
    // A new, empty subcategory may start its own set.
    const ids: Record<string, number> = { clothing: shop.categoryIds.clothing };
    await insertCategory({ name: "Shoes", internalName: "shoes", parent: "clothing" }, ids);
    expect((await addType("shoes", { name: "Shoe size" })).status).toBe(201);
    expect(((await variationsOf("shoes")).body as unknown as CategoryVariations).owner).toEqual({
      name: "Shoes",
      internalName: "shoes",
    });
  });

  it("answers 400 for a blank or long name and 404 for an unknown category or type", async () => {
    expect(await addType("clothing", { name: "  " })).toEqual({
      status: 400,
      body: { detail: "name: is required" },
    });
    expect((await addType("clothing", { name: "x".repeat(41) })).status).toBe(400);
    expect((await addType("clothing", {})).status).toBe(400);
    expect((await addType("nowhere", { name: "Fit" })).status).toBe(404);
    expect((await renameType(999_999, { name: "Fit" })).status).toBe(404);
    expect((await renameType("abc", { name: "Fit" })).status).toBe(400);
  });

  it("renames a type: the products offering it show the new name, and a sibling's name is refused", async () => {
    const { status, body } = await renameType(sizeId, { name: "Fit size" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: sizeId, name: "Fit size" });
    const tee = await send(productRoute, apiRequest(`/api/product/${shop.productIds.classicTee}`), {
      id: String(shop.productIds.classicTee),
    });
    expect(tee.body.variations).toMatchObject({ "Fit size": ["S", "M"] });
    expect(await lastAudit()).toMatchObject({
      action: "rename-type",
      before: { type: "Size" },
      after: { type: "Fit size" },
    });
    expect(expiredTags()).toEqual(
      expect.arrayContaining([
        "catalog:categories",
        "catalog:products",
        `catalog:product:${shop.productIds.classicTee}`,
      ]),
    );
    expect(await renameType(sizeId, { name: "Size" })).toMatchObject({ status: 200 });
    expect(await renameType(sizeId, { name: "COLOR" })).toEqual({
      status: 409,
      body: { detail: "This category already has a variation type named COLOR" },
    });
  });
});

describe("variation values", () => {
  it("answers 401 and 403 to guests and customers and changes nothing", async () => {
    const before = await auditCount();
    expect(
      await statusesFor(
        addValueRoute,
        who,
        (token) => jsonRequest(`/api/admin/variations/${colorId}/values`, "POST", token, { value: "Teal" }),
        {
          typeId: String(colorId),
        },
      ),
    ).toEqual([401, 403]);
    const red = shop.valueIds["Color:Red"];
    expect(
      await statusesFor(
        removeValueRoute,
        who,
        (token) => jsonRequest(`/api/admin/variations/${colorId}/values/${red}`, "DELETE", token),
        valuePath(colorId, red),
      ),
    ).toEqual([401, 403]);
    expect(await auditCount()).toBe(before);
  });

  it("adds a value, refuses its twin (409), and removes it while no item uses it", async () => {
    const added = await addValue(colorId, { value: "Teal" });
    expect(added).toEqual({ status: 201, body: { id: expect.any(Number), value: "Teal", items: 0 } });
    expect(await lastAudit()).toMatchObject({
      action: "add-value",
      summary: "Added Teal to Color",
      after: { type: "Color", value: "Teal" },
    });
    expect(await addValue(colorId, { value: "teal" })).toEqual({
      status: 409,
      body: { detail: "Color already has the value teal" },
    });
    const teal = added.body.id as number;
    const removed = await removeValueRoute(
      jsonRequest(`/api/admin/variations/${colorId}/values/${teal}`, "DELETE", who.admin),
      {
        params: Promise.resolve(valuePath(colorId, teal)),
      },
    );
    expect(removed.status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: "remove-value",
      before: { type: "Color", value: "Teal" },
      after: null,
    });
    expect((await removeValue(colorId, teal)).status).toBe(404);
  });

  it("refuses to remove a value items use, naming how many (retired and archived ones too)", async () => {
    const before = await auditCount();
    expect(await removeValue(colorId, shop.valueIds["Color:Red"])).toEqual({
      status: 409,
      body: { detail: "Red is used by 4 items; it can be removed once no item uses it" },
    });
    expect(await auditCount()).toBe(before);
  });

  it("renames a value: the colour filter and the product pages use the new one at once", async () => {
    const red = shop.valueIds["Color:Red"];
    expect(await renameValue(colorId, red, { value: "Crimson" })).toEqual({
      status: 200,
      body: { id: red, value: "Crimson", items: 4 },
    });
    const db = await getDb();
    const [tee] = await db
      .select({ colours: products.colours })
      .from(products)
      .where(eq(products.id, shop.productIds.classicTee));
    expect(tee.colours.sort()).toEqual(["blue", "crimson"]);
    const crimson = productIdsOf((await send(productList, apiRequest("/api/product?colour=crimson"))).body);
    expect(crimson.sort()).toEqual([shop.productIds.classicTee, shop.productIds.zipHoodie].sort());
    expect(productIdsOf((await send(productList, apiRequest("/api/product?colour=red"))).body)).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      kind: "variation",
      action: "rename-value",
      summary: "Renamed Color Red to Crimson",
      before: { category: "clothing", type: "Color", value: "Red" },
      after: { value: "Crimson" },
    });
    expect(expiredTags()).toEqual(
      expect.arrayContaining([
        "catalog:categories",
        "catalog:products",
        `catalog:product:${shop.productIds.classicTee}`,
        `catalog:product:${shop.productIds.zipHoodie}`,
      ]),
    );
    expect(expiredTags()).not.toContain(`catalog:product:${shop.productIds.graphicTee}`);
  });

  it("answers 400, 404 (a value of another type) and 409 (a sibling value)", async () => {
    const blue = shop.valueIds["Color:Blue"];
    expect((await renameValue(colorId, blue, { value: "" })).status).toBe(400);
    expect((await renameValue(colorId, blue, { name: "Navy" })).status).toBe(400);
    expect((await renameValue(colorId, "1.5", { value: "Navy" })).status).toBe(400);
    expect((await renameValue(sizeId, blue, { value: "Navy" })).status).toBe(404);
    expect((await renameValue(999_999, blue, { value: "Navy" })).status).toBe(404);
    expect((await addValue(999_999, { value: "Navy" })).status).toBe(404);
    expect(await renameValue(colorId, blue, { value: "BROWN" })).toEqual({
      status: 409,
      body: { detail: "Color already has the value BROWN" },
    });
  });
});
