import {
  canAddProduct,
  canGoNext,
  combinations,
  parsePrice,
  regenerateRows,
  removeRow,
  restoreRows,
  stockTabEnabled,
  withFile,
  type ProductInfo,
} from "@/components/admin/add-product/product-rules";
import type { VariationType } from "@/lib/catalog/contract/types";

const types: VariationType[] = [
  { name: "Color", variant_values: [{ id: 1, value: "red" }, { id: 2, value: "blue" }] },
  { name: "Size", variant_values: [{ id: 10, value: "S" }, { id: 11, value: "M" }] },
];

describe("variation rows", () => {
  it("makes one row per combination of the selected values, none while a type has no value", () => {
    expect(combinations(types, { Color: [1, 2], Size: [10] }).map((c) => `${c.Color.value}/${c.Size.value}`)).toEqual(["red/S", "blue/S"]);
    expect(combinations(types, { Color: [1] })).toEqual([]);
    expect(combinations([], {})).toEqual([{}]);
  });

  it("keeps SKU and stock of the combinations that remain when values are toggled", () => {
    let state = regenerateRows(types, { Color: [1], Size: [10] }, [], []);
    state.rows[0] = { ...state.rows[0], sku: "RED-S", stock: "4" };
    state = regenerateRows(types, { Color: [1, 2], Size: [10, 11] }, state.rows, state.deleted);
    expect(state.rows).toHaveLength(4);
    expect(state.rows.find((row) => row.values.Color.value === "red" && row.values.Size.value === "S")).toMatchObject({ sku: "RED-S", stock: "4" });
    expect(state.rows.filter((row) => row.sku === "")).toHaveLength(3);
  });

  it("keeps removed rows removed, lists them, and adds chosen ones back in order", () => {
    const selection = { Color: [1, 2], Size: [10, 11] };
    let state = regenerateRows(types, selection, [], []);
    const blueS = state.rows.find((row) => row.values.Color.value === "blue" && row.values.Size.value === "S")!;
    state = removeRow(state.rows, state.deleted, blueS.key);
    expect(state.rows).toHaveLength(3);
    expect(state.deleted.map((row) => row.key)).toEqual([blueS.key]);
    // Toggling another value does not bring it back.
    state = regenerateRows(types, selection, state.rows, state.deleted);
    expect(state.rows.map((row) => row.key)).not.toContain(blueS.key);
    state = restoreRows(types, selection, state.rows, state.deleted, [blueS.key]);
    expect(state.rows.map((row) => `${row.values.Color.value}/${row.values.Size.value}`)).toEqual(["red/S", "red/M", "blue/S", "blue/M"]);
    expect(state.deleted).toEqual([]);
    // A removed combination whose value is deselected is forgotten.
    state = removeRow(state.rows, state.deleted, blueS.key);
    state = regenerateRows(types, { Color: [1], Size: [10, 11] }, state.rows, state.deleted);
    expect(state.deleted).toEqual([]);
  });
});

describe("add product rules", () => {
  const info: ProductInfo = { name: "Tee", description: "Soft", category: "women", location: "AU", price: "12.50", featured: "" };

  it("opens the Stock tab with category, name, description, location and a non-zero price; Next also needs Featured", () => {
    expect(stockTabEnabled(info)).toBe(true);
    expect(canGoNext(info)).toBe(false);
    expect(canGoNext({ ...info, featured: "false" })).toBe(true);
    for (const missing of [{ name: " " }, { description: "" }, { category: "" }, { location: "" }, { price: "0" }, { price: "abc" }, { description: "x".repeat(256) }])
      expect(stockTabEnabled({ ...info, ...missing })).toBe(false);
  });

  it("parses prices as decimals", () => {
    expect(parsePrice("12.5")).toBe(12.5);
    expect(parsePrice("12.345")).toBeNaN();
    expect(parsePrice("-3")).toBeNaN();
  });

  it("allows Add Product only with every type chosen and every row's SKU and stock set", () => {
    const selection = { Color: [1], Size: [10] };
    const { rows } = regenerateRows(types, selection, [], []);
    expect(canAddProduct(types, selection, rows)).toBe(false);
    const filled = rows.map((row) => ({ ...row, sku: "RED-S", stock: "3" }));
    expect(canAddProduct(types, selection, filled)).toBe(true);
    expect(canAddProduct(types, { Color: [1] }, filled)).toBe(false);
    expect(canAddProduct(types, selection, [{ ...filled[0], stock: "2.5" }])).toBe(false);
    expect(canAddProduct(types, selection, [])).toBe(false);
  });

  it("takes up to four files and never the same name and size twice", () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
    let files = withFile([], file("a.png", 10));
    files = withFile(files, file("a.png", 10));
    expect(files).toHaveLength(1);
    files = withFile(files, file("a.png", 11));
    files = withFile(withFile(withFile(files, file("b.png", 1)), file("c.png", 1)), file("d.png", 1));
    expect(files).toHaveLength(4);
  });
});
