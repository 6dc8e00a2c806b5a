import {
  initialSelection,
  isValueAvailable,
  matchingItem,
  variationTypes,
} from "@/components/store/detail/variant-selection";
import { selectionValueIds } from "@/components/store/detail/resolve-item";
import type { ProductItemResponse } from "@/lib/catalog/contract/types";

const ids: Record<string, number> = { red: 1, blue: 2, S: 10, M: 11 };

function item(id: number, color: string, size: string, stock: number): ProductItemResponse {
  return {
    id,
    price: 20,
    sku: `SKU-${id}`,
    stock,
    imageUrls: [],
    variations: [
      { id: ids[color], value: color, name: "Color" },
      { id: ids[size], value: size, name: "Size" },
    ],
    product: { id: 7, name: "Tee", description: "", images: [], price: 20 },
  };
}

const items = [item(100, "red", "S", 3), item(101, "red", "M", 0), item(102, "blue", "S", 5)];

describe("variant selection", () => {
  it("orders Color, then Size, then other types, skipping empty ones", () => {
    expect(
      variationTypes({ Size: ["S", "M"], Material: ["cotton"], Color: ["red"], Fit: [] }).map(
        (type) => type.name,
      ),
    ).toEqual(["Color", "Size", "Material"]);
  });

  it("preselects the first Size and the first Color in the product's own order", () => {
    expect(initialSelection({ Color: ["blue", "red"], Size: ["M", "S"] })).toEqual({
      Color: "blue",
      Size: "M",
    });
    expect(initialSelection({})).toEqual({});
  });

  it("finds the item of exactly the chosen values", () => {
    expect(matchingItem(items, { Color: "red", Size: "S" })?.id).toBe(100);
    expect(matchingItem(items, { Color: "blue", Size: "M" })).toBeUndefined();
    expect(matchingItem(items, { Color: "red" })).toBeUndefined();
  });

  it("gives the value ids retrieveByConfigurations takes", () => {
    expect(selectionValueIds(items, { Color: "blue", Size: "M" })).toEqual([2, 11]);
    expect(selectionValueIds(items, { Color: "green", Size: "M" })).toBeNull();
    expect(selectionValueIds(items, {})).toEqual([]);
  });

  it("knows which values are in stock with the other choices kept", () => {
    expect(isValueAvailable(items, { Color: "red", Size: "S" }, "Size", "M")).toBe(false);
    expect(isValueAvailable(items, { Color: "red", Size: "S" }, "Size", "S")).toBe(true);
    expect(isValueAvailable(items, { Color: "red", Size: "M" }, "Color", "blue")).toBe(false);
    expect(isValueAvailable(items, { Color: "red", Size: "S" }, "Color", "blue")).toBe(true);
  });
});
