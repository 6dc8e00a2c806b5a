import { choose, chosenIds, missingCombinations, valuesOffered } from "@/components/admin/items/combinations";
import type { AdminItem } from "@/lib/catalog/contract/items";
import type { VariationType } from "@/lib/catalog/contract/types";

const types: VariationType[] = [
  { name: "Color", variant_values: [{ id: 1, value: "Red" }, { id: 2, value: "Blue" }] },
  { name: "Size", variant_values: [{ id: 10, value: "S" }, { id: 11, value: "M" }] },
];

let nextId = 0;
const item = (ids: number[], retired = false): AdminItem => ({
  id: ++nextId,
  sku: `SKU-${ids.join("-")}`,
  price: 10,
  stock: 1,
  sold: 0,
  retiredAt: retired ? "2026-01-01T00:00:00.000Z" : null,
  images: [],
  variations: ids.map((id) => ({ id, value: String(id), name: id < 10 ? "Color" : "Size" })),
});

describe("the combinations 'Add item' offers", () => {
  it("are those no item has, retired items included, whatever order an item lists its values in", () => {
    const missing = missingCombinations(types, [item([10, 1]), item([2, 11], true)]);
    expect(missing.map((combination) => combination.map((value) => value.value))).toEqual([
      ["Red", "M"],
      ["Blue", "S"],
    ]);
  });

  it("offers for each type only values that still lead to a missing combination", () => {
    const missing = missingCombinations(types, [item([1, 10]), item([1, 11]), item([2, 10])]);
    expect(valuesOffered(types, missing, {}, 0).map((value) => value.value)).toEqual(["Blue"]);
    expect(valuesOffered(types, missing, { Color: 2 }, 1).map((value) => value.value)).toEqual(["M"]);
  });

  it("clears a later choice that no longer fits when an earlier one changes", () => {
    const missing = missingCombinations(types, [item([1, 10]), item([2, 11])]);
    const redM = choose(types, missing, choose(types, missing, {}, 0, 1), 1, 11);
    expect(chosenIds(types, redM)).toEqual([1, 11]);
    const blue = choose(types, missing, redM, 0, 2);
    expect(blue).toEqual({ Color: 2, Size: undefined });
    expect(chosenIds(types, blue)).toBeNull();
  });

  it("offers nothing once every combination has an item, and one item without values for a category without types", () => {
    expect(missingCombinations(types, [item([1, 10]), item([1, 11]), item([2, 10]), item([2, 11])])).toEqual([]);
    expect(missingCombinations([], [])).toEqual([[]]);
    expect(missingCombinations([], [item([])])).toEqual([]);
    expect(chosenIds([], {})).toEqual([]);
  });
});
