import {
  ancestry,
  buildCategoryForest,
  subtreeIds,
  type CategoryRow,
} from "@/lib/catalog/read/category-tree";

const rows: CategoryRow[] = [
  { id: 1, name: "Clothing", internalName: "clothing", parentId: null },
  { id: 2, name: "Tops", internalName: "tops", parentId: 1 },
  { id: 3, name: "Tees", internalName: "tees", parentId: 2 },
  { id: 4, name: "Bags", internalName: "bags", parentId: null },
  // A cycle the database's CHECK cannot rule out: unreachable from any root.
  { id: 5, name: "Loop A", internalName: "loop-a", parentId: 6 },
  { id: 6, name: "Loop B", internalName: "loop-b", parentId: 5 },
];

describe("buildCategoryForest", () => {
  it("nests children in row order and gives breadcrumbs root first", () => {
    const { roots, byInternalName } = buildCategoryForest(rows);
    expect(roots.map((root) => root.internalName)).toEqual(["clothing", "bags"]);
    expect(roots[0].children[0].children[0]).toEqual({
      name: "Tees",
      internalName: "tees",
      parentCategory: "tops",
      children: [],
      breadcrumb: [
        { name: "Clothing", internalName: "clothing" },
        { name: "Tops", internalName: "tops" },
        { name: "Tees", internalName: "tees" },
      ],
    });
    expect(byInternalName.get("tops")?.children.map((child) => child.name)).toEqual(["Tees"]);
  });

  it("leaves out categories caught in a cycle instead of looping", () => {
    expect(buildCategoryForest(rows).byInternalName.has("loop-a")).toBe(false);
  });
});

describe("ancestry", () => {
  it("lists the category and its ancestors, nearest first", () => {
    expect(ancestry(rows, "tees")?.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(ancestry(rows, "bags")?.map((row) => row.id)).toEqual([4]);
  });

  it("is undefined for an unknown name and stops at a cycle", () => {
    expect(ancestry(rows, "nowhere")).toBeUndefined();
    expect(ancestry(rows, "loop-a")?.map((row) => row.id)).toEqual([5, 6]);
  });
});

describe("subtreeIds", () => {
  it("collects the roots and every descendant once", () => {
    expect(subtreeIds(rows, [1]).sort()).toEqual([1, 2, 3]);
    expect(subtreeIds(rows, [2, 3]).sort()).toEqual([2, 3]);
    expect(subtreeIds(rows, [4, 1]).sort()).toEqual([1, 2, 3, 4]);
  });

  it("ignores unknown ids and terminates on a cycle", () => {
    expect(subtreeIds(rows, [99])).toEqual([]);
    expect(subtreeIds(rows, [5]).sort()).toEqual([5, 6]);
  });
});
