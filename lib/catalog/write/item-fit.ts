import type { VariationType } from "../contract/types";

// Whether a product's items fit another category's variation types, and which of its value ids
// each item's values become there. Pure: the category move and the unit tests share it.

/** An item's current values: the type's name and the value's text. */
export type ItemValues = { sku: string; values: { name: string; value: string }[] };

export type FitResult = { ok: true; valueIds: number[][] } | { ok: false; reason: string };

const key = (text: string) => text.trim().toLowerCase();

/**
 * Every item must offer exactly the new category's types, one value of each, and each value
 * must exist there under the same name (case aside): "Red" of Women's Color becomes "Red" of
 * Men's Color. Answers the new value ids per item, in `items` order, or the first reason not.
 */
export function fitItems(items: readonly ItemValues[], types: readonly VariationType[], category: string): FitResult {
  const wanted = new Map(types.map((type) => [key(type.name), type]));
  const valueIds: number[][] = [];
  for (const item of items) {
    const ids: number[] = [];
    const seen = new Set<string>();
    for (const { name, value } of item.values) {
      const type = wanted.get(key(name));
      if (!type) return { ok: false, reason: `item ${item.sku} has a ${name}, which ${category} does not offer` };
      const match = type.variant_values.find((candidate) => key(candidate.value) === key(value));
      if (!match) return { ok: false, reason: `item ${item.sku}'s ${name} ${value} is not a ${type.name} of ${category}` };
      seen.add(key(name));
      ids.push(match.id);
    }
    const missing = types.find((type) => !seen.has(key(type.name)));
    if (missing) return { ok: false, reason: `item ${item.sku} has no ${missing.name}, which ${category} requires` };
    valueIds.push(ids);
  }
  if (types.length === 0 && items.length > 1)
    return { ok: false, reason: `${category} has no variations, so it takes a product with one item` };
  return { ok: true, valueIds };
}
