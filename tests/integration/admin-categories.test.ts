/** @jest-environment node */
import { GET as treeRoute, POST as createRoute } from "@/app/api/category/route";
import { GET as variationRoute } from "@/app/api/variation/route";
import type { VariationType } from "@/lib/catalog/contract/types";
import { apiRequest } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { insertCategory, insertVariationTypes } from "./catalog-fixtures";

let who: Callers;

beforeAll(async () => {
  who = await callers();
  const ids: Record<string, number> = {};
  await insertCategory({ name: "Clothing", internalName: "clothing" }, ids);
  await insertVariationTypes(ids.clothing, { Color: ["Red", "Blue"], Size: ["S", "M"] });
});

const create = (body: unknown, token = who.admin) =>
  send(createRoute, jsonRequest("/api/category", "POST", token, body));

type TreeNode = { name: string; internalName: string; children?: TreeNode[] };
const namesIn = (nodes: TreeNode[]): string[] =>
  nodes.flatMap((node) => [node.internalName, ...namesIn(node.children ?? [])]);

describe("POST /api/category", () => {
  it("answers 401 and 403 to guests and customers", async () => {
    expect(
      await statusesFor(createRoute, who, (token) => jsonRequest("/api/category", "POST", token, { name: "Sneaky" })),
    ).toEqual([401, 403]);
    const tree = (await send(treeRoute, apiRequest("/api/category"))).body as unknown as TreeNode[];
    expect(namesIn(tree)).not.toContain("sneaky");
  });

  it("creates a top-level category and one under a parent, which the menu shows at once", async () => {
    expect(await create({ name: "Outdoor Gear" })).toEqual({
      status: 201,
      body: { name: "Outdoor Gear", internalName: "outdoor-gear", parentCategory: null },
    });
    expect(await create({ name: "Scarves", parent: "clothing" })).toEqual({
      status: 201,
      body: { name: "Scarves", internalName: "clothing-scarves", parentCategory: "clothing" },
    });
    const tree = (await send(treeRoute, apiRequest("/api/category"))).body as unknown as TreeNode[];
    expect(namesIn(tree)).toEqual(expect.arrayContaining(["outdoor-gear", "clothing-scarves"]));
  });

  it("gives a new subcategory its parent's variation types, ready for the Stock tab", async () => {
    await create({ name: "Gloves", parent: "clothing" });
    const { body } = await send(variationRoute, apiRequest("/api/variation?category=clothing-gloves"));
    expect((body as unknown as VariationType[]).map((type) => type.name)).toEqual(["Color", "Size"]);
  });

  it("answers 409 for a name its parent already has, whatever its case", async () => {
    await create({ name: "Belts", parent: "clothing" });
    const { status, body } = await create({ name: "BELTS", parent: "clothing" });
    expect([status, body.detail]).toEqual([409, "A category named BELTS already exists there"]);
  });

  it("answers 400 for a missing or too long name and 404 for an unknown parent", async () => {
    expect((await create({})).status).toBe(400);
    expect((await create({ name: "   " })).status).toBe(400);
    expect((await create({ name: "x".repeat(61) })).status).toBe(400);
    expect((await create({ name: 42 })).status).toBe(400);
    expect((await create({ name: "Socks", parent: "nowhere" })).status).toBe(404);
  });
});
