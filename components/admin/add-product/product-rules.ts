// The add-product form's rules, as plain functions the form and tests share.

import { MAX_DESCRIPTION, MAX_IMAGES } from "@/lib/catalog/contract/constants";
import type { VariantValue, VariationType } from "@/lib/catalog/contract/types";
import { PRICE_TEXT } from "@/lib/money/price-text";

/** Chosen value ids per variation type name. */
export type Selection = Record<string, number[]>;
/** One SKU/stock row: a combination of one value per type. */
export type StockRow = { key: string; values: Record<string, VariantValue>; sku: string; stock: string };

/** A combination's identity: its value ids, sorted. */
export function combinationKey(values: Record<string, VariantValue>): string {
  return Object.values(values)
    .map((value) => value.id)
    .sort((a, b) => a - b)
    .join("-");
}

/** Every combination of the selected values, one value of each type, in the types' order. */
export function combinations(types: VariationType[], selection: Selection): Record<string, VariantValue>[] {
  let result: Record<string, VariantValue>[] = [{}];
  for (const type of types) {
    const chosen = type.variant_values.filter((value) => selection[type.name]?.includes(value.id));
    if (chosen.length === 0) return [];
    result = result.flatMap((partial) => chosen.map((value) => ({ ...partial, [type.name]: value })));
  }
  return result;
}

/**
 * The rows after the selection changed: one per combination, keeping the SKU and stock of
 * combinations that remain, and leaving removed combinations removed (they stay in `deleted`
 * while they still exist, so they can be added back).
 */
export function regenerateRows(
  types: VariationType[],
  selection: Selection,
  rows: StockRow[],
  deleted: StockRow[],
): { rows: StockRow[]; deleted: StockRow[] } {
  const combos = combinations(types, selection);
  const keys = new Set(combos.map(combinationKey));
  const deletedKeys = new Set(deleted.map((row) => row.key));
  const previous = new Map(rows.map((row) => [row.key, row]));
  return {
    rows: combos
      .map((values) => ({ values, key: combinationKey(values) }))
      .filter(({ key }) => !deletedKeys.has(key))
      .map(({ values, key }) => previous.get(key) ?? { key, values, sku: "", stock: "" }),
    deleted: deleted.filter((row) => keys.has(row.key)),
  };
}

export function removeRow(rows: StockRow[], deleted: StockRow[], key: string) {
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) return { rows, deleted };
  return { rows: rows.filter((candidate) => candidate.key !== key), deleted: [...deleted, row] };
}

/** Puts chosen deleted rows back, in the order the combinations are listed. */
export function restoreRows(
  types: VariationType[],
  selection: Selection,
  rows: StockRow[],
  deleted: StockRow[],
  keys: string[],
) {
  const restoring = new Set(keys);
  const back = new Map(
    [...rows, ...deleted.filter((row) => restoring.has(row.key))].map((row) => [row.key, row]),
  );
  return {
    rows: combinations(types, selection).flatMap((values) => back.get(combinationKey(values)) ?? []),
    deleted: deleted.filter((row) => !restoring.has(row.key)),
  };
}

/** A price typed as a decimal ("12.5"), as the API takes it (it reads it as Money); NaN when it is not one. */
export function parsePrice(text: string): number {
  return PRICE_TEXT.test(text.trim()) ? Number(text) : Number.NaN;
}

export type ProductInfo = {
  name: string;
  description: string;
  category: string;
  location: string;
  price: string;
  featured: "" | "true" | "false";
};

/** The Stock tab opens once a category, name, description, location and a non-zero price are set. */
export function stockTabEnabled(info: ProductInfo): boolean {
  const price = parsePrice(info.price);
  return (
    info.category !== "" &&
    info.name.trim() !== "" &&
    info.description.trim() !== "" &&
    info.description.length <= MAX_DESCRIPTION &&
    info.location !== "" &&
    Number.isFinite(price) &&
    price > 0
  );
}

/** 'Next →' also needs Featured chosen. */
export function canGoNext(info: ProductInfo): boolean {
  return stockTabEnabled(info) && info.featured !== "";
}

const isStock = (text: string) => /^\s*\d+\s*$/.test(text);

/**
 * 'Add Product' is allowed only when every variation type has a selected value and every row
 * has its SKU and a whole-number stock; with no rows left (all removed) there is nothing to add.
 */
export function canAddProduct(types: VariationType[], selection: Selection, rows: StockRow[]): boolean {
  const typesWithSelection = types.filter((type) => (selection[type.name]?.length ?? 0) > 0).length;
  if (typesWithSelection < types.length) return false;
  if (rows.length === 0) return false;
  return rows.every((row) => row.sku.trim() !== "" && isStock(row.stock));
}

/** Adds a file unless the same name and size is already there; at most four. */
export function withFile(files: File[], file: File): File[] {
  if (files.length >= MAX_IMAGES) return files;
  if (files.some((existing) => existing.name === file.name && existing.size === file.size)) return files;
  return [...files, file];
}
