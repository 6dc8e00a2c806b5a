/** @jest-environment node */
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, categories, products } from "@/db/schema";
import { GET as treeRoute, POST as createRoute } from "@/app/api/admin/categories/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/admin/categories/[internalName]/route";
import { GET as storefrontCategory } from "@/app/api/category/[internalName]/route";
import { GET as storefrontTree } from "@/app/api/category/route";
import { GET as productList } from "@/app/api/product/route";
import type { AdminCategory } from "@/lib/catalog/contract/categories";
import { updateCategory } from "@/lib/catalog/write/categories";
import { apiRequest, createUser, tokenFor, type TestUser } from "./account-fixtures";
import { jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import {
  insertCategory,
  insertProduct,
  productIdsOf,
  seedCatalog,
  type CatalogFixture,
} from "./catalog-fixtures";

// The admin's category changes: rename (the address stays), move, delete, each with its audit
// entry in the same transaction and the storefront's cache tags expired.

const mockRevalidateTag = jest.fn();
jest.mock("next/cache", () => ({
  // No data cache outside Next: reads run directly, as they do in the app's own tests.
  unstable_cache: () => () => Promise.reject(new Error("no incrementalCache here")),
  revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args),
}));

let who: Callers;
let admin: TestUser;
let shop: CatalogFixture;

beforeAll(async () => {
  shop = await seedCatalog();
  admin = await createUser({ role: "admin" });
  who = { admin: await tokenFor(admin), customer: await tokenFor(await createUser()) };
});
beforeEach(() => mockRevalidateTag.mockReset());

const expiredTags = () => mockRevalidateTag.mock.calls.map(([tag]) => tag as string).sort();

const patch = (internalName: string, body: unknown, token = who.admin) =>
  send(patchRoute, jsonRequest(`/api/admin/categories/${internalName}`, "PATCH", token, body), {
    internalName,
  });
const remove = (internalName: string, token = who.admin) =>
  send(deleteRoute, jsonRequest(`/api/admin/categories/${internalName}`, "DELETE", token), { internalName });

async function categoryNamesOf(productId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ names: products.categoryNames })
    .from(products)
    .where(eq(products.id, productId));
  return row.names;
}

async function auditCount(): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
  return total;
}

async function lastAudit() {
  const db = await getDb();
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function listed(query: string): Promise<number[]> {
  return productIdsOf((await send(productList, apiRequest(`/api/product?${query}`))).body);
}

const find = (tree: AdminCategory[], internalName: string): AdminCategory | undefined =>
  tree.flatMap((node) => [node, ...node.children]).find((node) => node.internalName === internalName) ??
  tree.map((node) => find(node.children, internalName)).find(Boolean);

describe("GET /api/admin/categories", () => {
  it("answers 401 and 403 to guests and customers", async () => {
    expect(
      await statusesFor(treeRoute, who, (token) => apiRequest("/api/admin/categories", { token })),
    ).toEqual([401, 403]);
  });

  it("lists the tree with each category's own products, archived ones apart", async () => {
    const { status, body } = await send(treeRoute, apiRequest("/api/admin/categories", { token: who.admin }));
    const tree = body as unknown as AdminCategory[];
    expect(status).toBe(200);
    expect(tree.map((node) => node.internalName)).toEqual(["clothing", "accessories"]);
    expect(find(tree, "t-shirts")).toMatchObject({
      name: "T-Shirts",
      parentCategory: "tops",
      products: 3,
      archivedProducts: 1,
    });
    expect(find(tree, "bags")).toMatchObject({ products: 1, archivedProducts: 0, children: [] });
  });
});

describe("PATCH /api/admin/categories/{internalName}", () => {
  it("answers 401 and 403 to guests and customers and changes nothing", async () => {
    const before = await auditCount();
    expect(
      await statusesFor(
        patchRoute,
        who,
        (token) => jsonRequest("/api/admin/categories/bags", "PATCH", token, { name: "Sacks" }),
        { internalName: "bags" },
      ),
    ).toEqual([401, 403]);
    expect(
      (await send(storefrontCategory, apiRequest("/api/category/bags"), { internalName: "bags" })).body.name,
    ).toBe("Bags");
    expect(await auditCount()).toBe(before);
  });

  it("renames a category: its address still answers, the menu and search show the new name, one audit entry", async () => {
    expect(await patch("tops", { name: "Shirts & Tops" })).toEqual({
      status: 200,
      body: { name: "Shirts & Tops", internalName: "tops", parentCategory: "clothing" },
    });
    // The old link /products?categories=tops keeps working: internalName never changes.
    const page = await send(storefrontCategory, apiRequest("/api/category/tops"), { internalName: "tops" });
    expect([page.status, page.body.name]).toEqual([200, "Shirts & Tops"]);
    expect(await listed("categories=tops")).toEqual(
      expect.arrayContaining([shop.productIds.classicTee, shop.productIds.zipHoodie]),
    );
    const tree = (await send(storefrontTree, apiRequest("/api/category"))).body as unknown as {
      name: string;
      children: { name: string }[];
    }[];
    expect(tree[0].children.map((child) => child.name)).toContain("Shirts & Tops");
    // Products of the whole subtree carry the new name for search, in the same transaction.
    expect(await categoryNamesOf(shop.productIds.classicTee)).toBe("Clothing Shirts & Tops T-Shirts");
    expect(await categoryNamesOf(shop.productIds.zipHoodie)).toBe("Clothing Shirts & Tops Hoodies");
    expect(await listed("search=shirts")).toEqual(expect.arrayContaining([shop.productIds.zipHoodie]));
    expect(await lastAudit()).toMatchObject({
      actorId: admin.id,
      actorName: admin.username,
      kind: "category",
      action: "rename",
      subjectId: String(shop.categoryIds.tops),
      summary: "Renamed category Tops to Shirts & Tops",
      before: { name: "Tops" },
      after: { name: "Shirts & Tops" },
    });
    // The menus (category tree) and the lists (search by category name); no product's own page.
    expect(expiredTags()).toEqual(["catalog:categories", "catalog:products"]);
  });

  it("moves a category under another parent and to the top level", async () => {
    expect(await patch("hoodies", { parent: "accessories" })).toEqual({
      status: 200,
      body: { name: "Hoodies", internalName: "hoodies", parentCategory: "accessories" },
    });
    expect(await categoryNamesOf(shop.productIds.zipHoodie)).toBe("Accessories Hoodies");
    expect(await listed("categories=accessories")).toContain(shop.productIds.zipHoodie);
    expect(await listed("categories=clothing")).not.toContain(shop.productIds.zipHoodie);
    expect(await lastAudit()).toMatchObject({
      action: "move",
      summary: "Moved category Hoodies from Shirts & Tops to Accessories",
      before: { parent: "tops" },
      after: { parent: "accessories" },
    });

    expect((await patch("hoodies", { parent: null, name: "Hoodies & Fleece" })).body).toEqual({
      name: "Hoodies & Fleece",
      internalName: "hoodies",
      parentCategory: null,
    });
    expect(await categoryNamesOf(shop.productIds.zipHoodie)).toBe("Hoodies & Fleece");
    expect(await lastAudit()).toMatchObject({
      action: "rename-move",
      before: { name: "Hoodies", parent: "accessories" },
      after: { name: "Hoodies & Fleece", parent: null },
    });
  });

  it("never moves a category under itself or its descendants (400 naming why) and writes no entry", async () => {
    const before = await auditCount();
    expect(await patch("clothing", { parent: "clothing" })).toEqual({
      status: 400,
      body: { detail: "parent: Clothing cannot be its own parent" },
    });
    expect(await patch("clothing", { parent: "t-shirts" })).toEqual({
      status: 400,
      body: { detail: "parent: T-Shirts is inside Clothing, so Clothing cannot move under it" },
    });
    expect(await auditCount()).toBe(before);
    const db = await getDb();
    const [clothing] = await db.select().from(categories).where(eq(categories.internalName, "clothing"));
    expect(clothing.parentId).toBeNull();
  });

  it("answers 400 for invalid bodies, 404 for unknown categories and 409 for a sibling's name", async () => {
    expect((await patch("bags", {})).status).toBe(400);
    expect((await patch("bags", { name: "  " })).body.detail).toBe("name: is required");
    expect((await patch("bags", { name: "x".repeat(61) })).status).toBe(400);
    expect((await patch("bags", { parent: 7 })).status).toBe(400);
    expect((await patch("bags", { name: "Sacks", internalName: "sacks" })).status).toBe(400);
    expect((await patch("nowhere", { name: "Void" })).status).toBe(404);
    expect(await patch("bags", { parent: "nowhere" })).toEqual({
      status: 404,
      body: { detail: "Category nowhere not found" },
    });
    expect(await patch("bags", { name: "HATS" })).toEqual({
      status: 409,
      body: { detail: "A category named HATS already exists there" },
    });
  });

  it("records nothing and changes nothing when its audit entry cannot be written (one transaction)", async () => {
    const before = await auditCount();
    // An actor without a name breaks the audit row's NOT NULL: the rename must roll back with it.
    await expect(
      updateCategory("bags", { name: "Totes" }, { id: admin.id, username: null as unknown as string }),
    ).rejects.toThrow();
    const page = await send(storefrontCategory, apiRequest("/api/category/bags"), { internalName: "bags" });
    expect(page.body.name).toBe("Bags");
    expect(await categoryNamesOf(shop.productIds.toteBag)).toBe("Accessories Bags");
    expect(await auditCount()).toBe(before);
  });
});

describe("DELETE /api/admin/categories/{internalName}", () => {
  it("answers 401 and 403 to guests and customers", async () => {
    expect(
      await statusesFor(
        deleteRoute,
        who,
        (token) => jsonRequest("/api/admin/categories/bags", "DELETE", token),
        {
          internalName: "bags",
        },
      ),
    ).toEqual([401, 403]);
  });

  it("refuses (409) while it has subcategories or products, archived ones included, naming which", async () => {
    const before = await auditCount();
    expect(await remove("clothing")).toEqual({
      status: 409,
      body: { detail: "Clothing has 2 subcategories (Shirts & Tops, Bottoms): move or delete them first" },
    });
    expect(await remove("t-shirts")).toEqual({
      status: 409,
      body: {
        detail:
          "T-Shirts has 4 products (1 of them archived, which still belong to it): move them to another category first",
      },
    });
    const ids: Record<string, number> = {};
    await insertCategory({ name: "Retired", internalName: "retired" }, ids);
    await insertProduct({ name: "Old Cap", category: "retired", price: 5, archived: true }, ids, {});
    expect(await remove("retired")).toEqual({
      status: 409,
      body: {
        detail:
          "Retired has 1 product (1 of them archived, which still belong to it): move them to another category first",
      },
    });
    expect(await auditCount()).toBe(before);
  });

  it("deletes an empty category: its address then answers 404, and the deletion is recorded", async () => {
    const created = await send(
      createRoute,
      jsonRequest("/api/admin/categories", "POST", who.admin, { name: "Gloves", parent: "accessories" }),
    );
    expect(created).toEqual({
      status: 201,
      body: { name: "Gloves", internalName: "accessories-gloves", parentCategory: "accessories" },
    });
    expect(await lastAudit()).toMatchObject({
      kind: "category",
      action: "create",
      after: { name: "Gloves", parent: "accessories" },
    });
    mockRevalidateTag.mockReset();
    const response = await deleteRoute(
      jsonRequest("/api/admin/categories/accessories-gloves", "DELETE", who.admin),
      {
        params: Promise.resolve({ internalName: "accessories-gloves" }),
      },
    );
    expect(response.status).toBe(204);
    expect(expiredTags()).toEqual(["catalog:categories"]);
    const page = await send(storefrontCategory, apiRequest("/api/category/accessories-gloves"), {
      internalName: "accessories-gloves",
    });
    expect(page.status).toBe(404);
    expect(await lastAudit()).toMatchObject({
      kind: "category",
      action: "delete",
      summary: "Deleted category Gloves",
      before: { name: "Gloves", internalName: "accessories-gloves", parent: "accessories" },
      after: null,
    });
    expect((await remove("accessories-gloves")).status).toBe(404);
  });
});

describe("the audit trail", () => {
  it("is append-only: the database refuses to change or remove an entry", async () => {
    const db = await getDb();
    expect(await auditCount()).toBeGreaterThan(0);
    await expect(db.execute(sql`UPDATE audit_log SET summary = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [{ rewritten }] = await db
      .select({ rewritten: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(eq(auditLog.summary, "rewritten"));
    expect(rewritten).toBe(0);
  });
});
