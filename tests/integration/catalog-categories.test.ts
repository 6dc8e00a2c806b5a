/** @jest-environment node */
import { GET as categoryRoute } from "@/app/api/category/[internalName]/route";
import { GET as treeRoute } from "@/app/api/category/route";
import { GET as variationRoute } from "@/app/api/variation/route";
import type { Category, VariationType } from "@/lib/catalog/contract/types";
import { call, insertCategory, insertVariationTypes, seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let fixture: CatalogFixture;

beforeAll(async () => {
  fixture = await seedCatalog();
});

/** name > child, child (for compact assertions on the tree's shape and order). */
const outline = (categories: Category[]): unknown[] =>
  categories.map((category) => (category.children.length ? { [category.name]: outline(category.children) } : category.name));

describe("GET /api/category", () => {
  it("returns top-level categories with nested children, by position then name", async () => {
    const { status, body } = await call(treeRoute, "/api/category", {});
    expect(status).toBe(200);
    expect(outline(body as Category[])).toEqual([
      { Clothing: [{ Tops: ["T-Shirts", "Hoodies"] }, "Bottoms"] },
      { Accessories: ["Bags", "Hats"] },
    ]);
  });

  it("gives every category its parent and breadcrumb", async () => {
    const [clothing] = (await call(treeRoute, "/api/category", {})).body as Category[];
    const tShirts = clothing.children[0].children[0];
    expect(clothing).toMatchObject({ internalName: "clothing", parentCategory: null, breadcrumb: [{ name: "Clothing", internalName: "clothing" }] });
    expect(tShirts).toEqual({
      name: "T-Shirts",
      internalName: "t-shirts",
      parentCategory: "tops",
      children: [],
      breadcrumb: [
        { name: "Clothing", internalName: "clothing" },
        { name: "Tops", internalName: "tops" },
        { name: "T-Shirts", internalName: "t-shirts" },
      ],
    });
  });
});

describe("GET /api/category/{internalName}", () => {
  it("returns the category with its breadcrumb and children", async () => {
    const { status, body } = await call(categoryRoute, "/api/category/tops", { internalName: "tops" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Tops",
      internalName: "tops",
      parentCategory: "clothing",
      breadcrumb: [
        { name: "Clothing", internalName: "clothing" },
        { name: "Tops", internalName: "tops" },
      ],
    });
    expect((body as Category).children.map((child) => child.internalName)).toEqual(["t-shirts", "hoodies"]);
  });

  it("answers 404 for an unknown category", async () => {
    expect(await call(categoryRoute, "/api/category/nowhere", { internalName: "nowhere" })).toEqual({
      status: 404,
      body: { detail: "Category nowhere not found" },
    });
  });
});

describe("GET /api/variation?category=", () => {
  const variations = (query: string) => call(variationRoute, `/api/variation${query}`, {});

  it("returns the category's types with values in position order", async () => {
    const { status, body } = await variations("?category=clothing");
    expect(status).toBe(200);
    const v = fixture.valueIds;
    expect(body).toEqual([
      { name: "Color", variant_values: [{ id: v["Color:Red"], value: "Red" }, { id: v["Color:Blue"], value: "Blue" }, { id: v["Color:Brown"], value: "Brown" }] },
      { name: "Size", variant_values: [{ id: v["Size:S"], value: "S" }, { id: v["Size:M"], value: "M" }, { id: v["Size:L"], value: "L" }] },
    ]);
  });

  it("inherits from the nearest ancestor that has types", async () => {
    const tShirts = (await variations("?category=t-shirts")).body as VariationType[];
    expect(tShirts.map((type) => type.name)).toEqual(["Color", "Size"]);
    const bottoms = (await variations("?category=bottoms")).body as VariationType[];
    expect(bottoms).toEqual([{ name: "Size", variant_values: [{ id: fixture.valueIds["Size:W30"], value: "W30" }, { id: fixture.valueIds["Size:W32"], value: "W32" }] }]);
  });

  it("lists no types when no ancestor has any, and a type without values is kept", async () => {
    expect(await variations("?category=bags")).toEqual({ status: 200, body: [] });
    const ids = { ...fixture.categoryIds };
    const boxes = await insertCategory({ name: "Boxes", internalName: "boxes", parent: "accessories" }, ids);
    await insertVariationTypes(boxes, { Material: [] });
    expect(await variations("?category=boxes")).toEqual({ status: 200, body: [{ name: "Material", variant_values: [] }] });
  });

  it("answers 404 for an unknown category and 400 without one", async () => {
    expect((await variations("?category=nowhere")).status).toBe(404);
    for (const query of ["", "?category=", "?category=%20"]) {
      expect(await variations(query)).toEqual({ status: 400, body: { detail: "category: is required (a category internalName)" } });
    }
  });
});
