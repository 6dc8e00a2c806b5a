import type { AdminItem } from "@/lib/catalog/contract/items";
import type { VariantValue, VariationType } from "@/lib/catalog/contract/types";

// Which combinations of the category's variation values a product has no item for yet: what
// "Add item" offers. Retired items count as present (they are reactivated, not added again).

/** Chosen value id per variation type name. */
export type ValueChoice = Record<string, number | undefined>;

const keyOf = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(",");

/** Every combination (one value of each type, in the types' order) that no item has. */
export function missingCombinations(types: VariationType[], items: AdminItem[]): VariantValue[][] {
  const present = new Set(items.map((item) => keyOf(item.variations.map((value) => value.id))));
  let all: VariantValue[][] = [[]];
  for (const type of types) all = all.flatMap((partial) => type.variant_values.map((value) => [...partial, value]));
  return all.filter((combination) => !present.has(keyOf(combination.map((value) => value.id))));
}

/**
 * The values of the type at `index` that complete, with the values chosen for the types before
 * it, at least one missing combination. Choosing in the types' order thus never reaches a
 * combination the product has.
 */
export function valuesOffered(types: VariationType[], missing: VariantValue[][], choice: ValueChoice, index: number): VariantValue[] {
  const before = types.slice(0, index).map((type) => choice[type.name]);
  const fitting = missing.filter((combination) => before.every((id, position) => combination[position].id === id));
  const ids = new Set(fitting.map((combination) => combination[index].id));
  return types[index].variant_values.filter((value) => ids.has(value.id));
}

/** The choice after the type at `index` took `valueId`: later choices that no longer fit are cleared. */
export function choose(types: VariationType[], missing: VariantValue[][], choice: ValueChoice, index: number, valueId: number | undefined): ValueChoice {
  const next: ValueChoice = { ...choice, [types[index].name]: valueId };
  for (let later = index + 1; later < types.length; later++) {
    const name = types[later].name;
    if (!valuesOffered(types, missing, next, later).some((value) => value.id === next[name])) next[name] = undefined;
  }
  return next;
}

/** The chosen value ids when every type has one, else null. */
export function chosenIds(types: VariationType[], choice: ValueChoice): number[] | null {
  const ids = types.map((type) => choice[type.name]);
  return ids.every((id): id is number => id !== undefined) ? ids : null;
}
