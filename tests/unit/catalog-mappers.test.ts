import { toProductResponse } from "@/lib/catalog/contract/responses";
import { groupBy, toProduct, toVariations, toVariationTypes } from "@/lib/catalog/read/mappers";

describe("catalogue mappers", () => {
  it("groups rows by key, keeping their order", () => {
    const grouped = groupBy([{ k: 2, v: "a" }, { k: 1, v: "b" }, { k: 2, v: "c" }], (row) => row.k);
    expect([...grouped.entries()]).toEqual([
      [2, [{ k: 2, v: "a" }, { k: 2, v: "c" }]],
      [1, [{ k: 1, v: "b" }]],
    ]);
  });

  it("builds variations by type in row order without repeats", () => {
    const rows = [
      { typeName: "Color", value: "Red" },
      { typeName: "Color", value: "Blue" },
      { typeName: "Size", value: "S" },
      { typeName: "Color", value: "Red" },
    ];
    expect(toVariations(rows)).toEqual({ Color: ["Red", "Blue"], Size: ["S"] });
  });

  it("turns minor units into a 2-decimal price and tidies a real rating", () => {
    const row = { id: 7, name: "Tee", description: "", priceMinor: 1999, avgRating: 4.300000190734863, featured: false, category: "tees", images: ["/a.webp"], variations: [] };
    expect(toProductResponse(toProduct(row))).toEqual({
      id: 7,
      name: "Tee",
      description: "",
      images: ["/a.webp"],
      price: 19.99,
      avgRating: 4.3,
      featured: false,
      category: "tees",
      variations: {},
    });
  });

  it("builds variation types, keeping a type that has no values yet", () => {
    expect(
      toVariationTypes([
        { categoryId: 1, typeId: 10, typeName: "Color", valueId: 100, value: "Red" },
        { categoryId: 1, typeId: 10, typeName: "Color", valueId: 101, value: "Blue" },
        { categoryId: 1, typeId: 11, typeName: "Material", valueId: null, value: null },
      ]),
    ).toEqual([
      { name: "Color", variant_values: [{ id: 100, value: "Red" }, { id: 101, value: "Blue" }] },
      { name: "Material", variant_values: [] },
    ]);
  });
});
