import type { ProductItemResponse, ProductVariations } from "@/lib/catalog/contract/types";

/** Chosen value per variation type name, e.g. { Color: "red", Size: "M" }. */
export type Selection = Record<string, string>;

/** Variation types the product offers, in a stable order: Color, Size, then any others. */
export function variationTypes(variations: ProductVariations): { name: string; values: string[] }[] {
  const order = (name: string) => (name === "Color" ? 0 : name === "Size" ? 1 : 2);
  return Object.entries(variations)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([name, values]) => ({ name, values }));
}

/** The first value of each type is preselected. */
export function initialSelection(variations: ProductVariations): Selection {
  return Object.fromEntries(variationTypes(variations).map(({ name, values }) => [name, values[0]]));
}

function itemHas(item: ProductItemResponse, name: string, value: string): boolean {
  return item.variations.some((variation) => variation.name === name && variation.value === value);
}

/** The item whose values are exactly the selection, if the product has one. */
export function matchingItem(items: ProductItemResponse[], selection: Selection): ProductItemResponse | undefined {
  const chosen = Object.entries(selection);
  return items.find(
    (item) =>
      item.variations.length === chosen.length && chosen.every(([name, value]) => itemHas(item, name, value)),
  );
}

/** Whether choosing `value` for `name`, keeping the other choices, gives an item in stock. */
export function isValueAvailable(
  items: ProductItemResponse[],
  selection: Selection,
  name: string,
  value: string,
): boolean {
  const item = matchingItem(items, { ...selection, [name]: value });
  return item !== undefined && item.stock > 0;
}
