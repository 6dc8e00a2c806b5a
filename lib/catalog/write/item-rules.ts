import "server-only";
import { BadRequestError, ConflictError } from "@/lib/errors";
import type { CreateProductInput } from "../contract/admin";
import type { VariationType } from "../contract/types";
import { listVariationTypes } from "../read/variations";

// What makes an item's variation values valid for its category: one value of each of the
// category's variation types, and no combination twice in one product. A new product's rows
// (products.ts) and an item added later (items.ts) are checked by the same rules.

export const skuTaken = (sku: string) => `SKU ${sku} already exists`;

/** A combination as people read it ("Red / M"), in the category's type order. */
export function describeCombination(types: VariationType[], valueIds: readonly number[]): string {
  const wanted = new Set(valueIds);
  return types
    .flatMap((type) => type.variant_values.filter((value) => wanted.has(value.id)).map((value) => value.value))
    .join(" / ");
}

/** A combination's key, the same whatever order its value ids come in. */
export function combinationOf(valueIds: readonly number[]): string {
  return [...valueIds].sort((a, b) => a - b).join(",");
}

/**
 * Checks one item's values against the category's types (`field` names them in the detail,
 * e.g. "product_items.2.variations") and answers its combination's key.
 */
export function checkItemValues(
  types: VariationType[],
  category: string,
  valueIds: readonly number[],
  field: string,
): string {
  const typeOfValue = new Map(
    types.flatMap((type) => type.variant_values.map((value) => [value.id, type.name] as const)),
  );
  const seen = new Set<string>();
  for (const id of valueIds) {
    const type = typeOfValue.get(id);
    if (!type) throw new BadRequestError(`${field}: ${id} is not a variation value of ${category}`);
    if (seen.has(type)) throw new BadRequestError(`${field}: two values for ${type}`);
    seen.add(type);
  }
  const missing = types.find((type) => !seen.has(type.name));
  if (missing) throw new BadRequestError(`${field}: choose a ${missing.name}`);
  return combinationOf(valueIds);
}

/** Checks the rows against the category's variation types: one value of each type, no combination twice. */
export async function checkItems(category: string, items: CreateProductInput["product_items"]): Promise<void> {
  const types = await listVariationTypes(category);
  if (types.length === 0 && items.length > 1)
    throw new BadRequestError("product_items: a category without variations takes one row");
  const combinations = new Set<string>();
  const skus = new Set<string>();
  items.forEach((item, index) => {
    const where = `product_items.${index}`;
    const combination = checkItemValues(types, category, item.variations, `${where}.variations`);
    if (combinations.has(combination))
      throw new BadRequestError(`${where}: the same combination appears twice`);
    combinations.add(combination);
    const sku = item.sku.toLowerCase();
    if (skus.has(sku)) throw new ConflictError(skuTaken(item.sku));
    skus.add(sku);
  });
}
