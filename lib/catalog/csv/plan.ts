import type { ImportAction, ImportChange, ImportRowReport } from "../contract/inventory-csv";
import { createProductSchema } from "../contract/admin";
import { booleanCell, locationsCell, priceCell } from "./cells";
import { checkField, type ImportRow } from "./rows";

// What an import would change, worked out from the file's rows and the catalogue as it is: one
// report line per row (create, update, unchanged, or refused with its reason) and the writes.
// Pure: ./snapshot.ts reads the catalogue, ../write/import.ts applies the plan.
//
// Rules: a known SKU updates its item (price, stock) and its product (name, description,
// featured, locations); an item keeps its category, variation values, and archived / retired
// state (those change on the product's page). An unknown SKU adds an item: to the listed product
// of that name in that category when there is one, else to a new product made of the rows
// sharing name and category. A new product's price is its lowest item price.

export type SnapshotCategory = {
  id: number;
  internalName: string;
  /** The variation types its products use (its own or its nearest ancestor's). */
  types: { name: string; values: { id: number; value: string }[] }[];
};

export type SnapshotItem = {
  id: number;
  productId: number;
  sku: string;
  priceMinor: number;
  stock: number;
  retired: boolean;
  /** Variation type name -> value. */
  values: Map<string, string>;
};

export type SnapshotProduct = {
  id: number;
  name: string;
  description: string;
  featured: boolean;
  archived: boolean;
  category: string;
  locations: string[];
  /** Its items' combinations of variation value ids (sorted, joined with ","). */
  combinations: Set<string>;
  itemCount: number;
};

export type CatalogueSnapshot = {
  categories: Map<string, SnapshotCategory>;
  itemsBySku: Map<string, SnapshotItem>;
  productsById: Map<number, SnapshotProduct>;
  /** Listed products by productKey(name, category), the oldest first. */
  productsByName: Map<string, number>;
};

export const productKey = (name: string, category: string) => `${name}\u0000${category}`;

export type ProductFields = { name: string; description: string; featured: boolean; locations: string[] };

export type NewItem = { row: number; sku: string; priceMinor: number; stock: number; valueIds: number[] };

export type ImportPlan = {
  rows: ImportRowReport[];
  newProducts: (ProductFields & { categoryId: number; priceMinor: number; items: NewItem[] })[];
  newItems: (NewItem & { productId: number })[];
  itemUpdates: {
    itemId: number;
    productId: number;
    sku: string;
    before: { priceMinor: number; stock: number };
    after: { priceMinor: number; stock: number };
  }[];
  productUpdates: { productId: number; name: string; before: Partial<ProductFields>; after: Partial<ProductFields> }[];
};

/** Where a row's item goes: an item already there, or a new one of a product (known or new). */
type Target =
  | { kind: "item"; item: SnapshotItem; product: SnapshotProduct }
  | { kind: "new"; category: SnapshotCategory; valueIds: number[]; product?: SnapshotProduct };

const lower = (text: string) => text.toLowerCase();
const sameLocations = (a: string[], b: string[]) => [...a].sort().join(" ") === [...b].sort().join(" ");

function valueOf(values: Map<string, string>, type: string): string | undefined {
  for (const [name, value] of values) if (lower(name) === lower(type)) return value;
  return undefined;
}

/** Checks a known SKU's row against its item: what may not change by import. */
function checkKnownItem(row: ImportRow, item: SnapshotItem, product: SnapshotProduct): string | undefined {
  if (row.category !== product.category)
    return `category: ${row.sku} belongs to ${product.category}; move its product on the product's page`;
  if (row.archived !== undefined && row.archived !== product.archived)
    return "archived: archive or restore a product on its page, not by import";
  if (row.retired !== undefined && row.retired !== item.retired)
    return "retired: retire or restore an item on its product's page, not by import";
  for (const [type, value] of row.variations) {
    const current = valueOf(item.values, type);
    if (current === undefined || lower(current) !== lower(value))
      return `variation:${type}: an item's variation values cannot change (it is ${current ?? "not set"}); add a new item instead`;
  }
  return undefined;
}

/** Resolves a new SKU's variation values against its category's types. */
function newItemValues(row: ImportRow, category: SnapshotCategory): number[] | string {
  if (row.archived) return "archived: a new item cannot be archived";
  if (row.retired) return "retired: a new item cannot be retired";
  for (const type of row.variations.keys())
    if (!category.types.some((known) => lower(known.name) === lower(type)))
      return `variation:${type}: ${category.internalName} has no ${type}`;
  const ids: number[] = [];
  for (const type of category.types) {
    const value = valueOf(row.variations, type.name);
    if (value === undefined) return `variation:${type.name}: choose a ${type.name} for a new item`;
    const known = type.values.find((candidate) => lower(candidate.value) === lower(value));
    if (!known) return `variation:${type.name}: ${value} is not a ${type.name} of ${category.internalName}`;
    ids.push(known.id);
  }
  return ids;
}

const combinationOf = (ids: number[]) => [...ids].sort((a, b) => a - b).join(",");

/** The product fields a row gives (undefined where its column is absent). */
function fieldsOf(row: ImportRow): Partial<ProductFields> {
  return { name: row.product, description: row.description, featured: row.featured, locations: row.locations };
}

const fieldText = (field: keyof ProductFields, value: ProductFields[keyof ProductFields]) =>
  field === "locations" ? locationsCell(value as string[]) : field === "featured" ? booleanCell(value as boolean) : String(value);

/** A product field's value checked by the product write's own schema, or the problem. */
function checkProductField(field: "description" | "locations", value: unknown): string | undefined {
  const checked = checkField(field, createProductSchema.shape[field], value);
  return "problem" in checked ? checked.problem : undefined;
}

export function planImport(rows: ImportRow[], snapshot: CatalogueSnapshot): ImportPlan {
  const refused = new Map<number, string>();
  const refuse = (row: ImportRow, reason: string) => {
    if (!refused.has(row.row)) refused.set(row.row, reason);
  };
  for (const row of rows) if (row.problem) refuse(row, row.problem);

  // A SKU twice in the file: which row is right cannot be known, so every one is refused.
  const rowsBySku = new Map<string, number[]>();
  for (const row of rows) if (row.sku) rowsBySku.set(lower(row.sku), [...(rowsBySku.get(lower(row.sku)) ?? []), row.row]);
  for (const row of rows) {
    const same = rowsBySku.get(lower(row.sku)) ?? [];
    if (same.length > 1) refuse(row, `sku: ${row.sku} appears more than once in the file (rows ${same.join(", ")})`);
  }

  // Each row's target, and the rows of each product (known by id, or new by name and category).
  const targets = new Map<number, Target>();
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    if (refused.has(row.row)) continue;
    const category = snapshot.categories.get(row.category);
    if (!category) {
      refuse(row, `category: ${row.category} does not exist`);
      continue;
    }
    const item = snapshot.itemsBySku.get(row.sku);
    let target: Target;
    if (item) {
      const product = snapshot.productsById.get(item.productId);
      if (!product) continue; // the snapshot reads every known SKU's product
      const problem = checkKnownItem(row, item, product);
      if (problem) {
        refuse(row, problem);
        continue;
      }
      target = { kind: "item", item, product };
    } else {
      const valueIds = newItemValues(row, category);
      if (typeof valueIds === "string") {
        refuse(row, valueIds);
        continue;
      }
      const productId = snapshot.productsByName.get(productKey(row.product, row.category));
      target = { kind: "new", category, valueIds, product: productId ? snapshot.productsById.get(productId) : undefined };
    }
    targets.set(row.row, target);
    const key = target.product ? `#${target.product.id}` : productKey(row.product, row.category);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }

  const plan: ImportPlan = { rows: [], newProducts: [], newItems: [], itemUpdates: [], productUpdates: [] };
  const changesOf = new Map<number, ImportChange[]>();
  const addChange = (row: number, change: ImportChange) => changesOf.set(row, [...(changesOf.get(row) ?? []), change]);

  for (const groupRows of groups.values()) {
    const first = groupRows[0];
    const firstTarget = targets.get(first.row) as Target;
    const product = firstTarget.product;
    const category = firstTarget.kind === "new" ? firstTarget.category : snapshot.categories.get(first.category);
    // Every row of a product must give the same product fields as its first row.
    const wanted = fieldsOf(first);
    const consistent = groupRows.filter((row) => {
      const given = fieldsOf(row);
      const field = (Object.keys(given) as (keyof ProductFields)[]).find((key) => {
        const a = given[key];
        const b = wanted[key];
        if (a === undefined || b === undefined) return false;
        return key === "locations" ? !sameLocations(a as string[], b as string[]) : a !== b;
      });
      if (field) {
        refuse(row, `${field === "name" ? "product" : field}: differs from row ${first.row} of the same product`);
        return false;
      }
      return true;
    });
    for (const row of groupRows) {
      if (wanted.description === undefined && row.description !== undefined) wanted.description = row.description;
      if (wanted.featured === undefined && row.featured !== undefined) wanted.featured = row.featured;
      if (wanted.locations === undefined && row.locations !== undefined) wanted.locations = row.locations;
    }

    // New items of this product: one per combination, and one only where the category has no variations.
    const combinations = new Set(product?.combinations ?? []);
    let itemCount = product?.itemCount ?? 0;
    const newRows = consistent.filter((row) => {
      const target = targets.get(row.row) as Target;
      if (target.kind !== "new") return true;
      const combination = combinationOf(target.valueIds);
      if ((category?.types.length ?? 0) === 0 && itemCount > 0) {
        refuse(row, `sku: ${row.category} has no variations, so a product there has one item`);
        return false;
      }
      if (combinations.has(combination)) {
        refuse(row, "variation: the product already has an item with these variation values");
        return false;
      }
      combinations.add(combination);
      itemCount += 1;
      return true;
    });

    if (!product) {
      // A new product, from its rows' shared fields.
      const problem =
        (wanted.description === undefined ? "description: is required for a new product" : undefined) ??
        checkProductField("description", wanted.description) ??
        (wanted.locations === undefined ? "locations: is required for a new product" : undefined) ??
        checkProductField("locations", wanted.locations);
      if (problem) {
        for (const row of newRows) refuse(row, problem);
        continue;
      }
      const items = newRows
        .filter((row) => !refused.has(row.row))
        .map((row) => ({
          row: row.row,
          sku: row.sku,
          priceMinor: row.price?.minor ?? 0,
          stock: row.stock ?? 0,
          valueIds: (targets.get(row.row) as Extract<Target, { kind: "new" }>).valueIds,
        }));
      if (items.length === 0 || !category) continue;
      const fields: ProductFields = {
        name: first.product,
        description: wanted.description ?? "",
        featured: wanted.featured ?? false,
        locations: wanted.locations ?? [],
      };
      plan.newProducts.push({
        ...fields,
        categoryId: category.id,
        priceMinor: Math.min(...items.map((item) => item.priceMinor)),
        items,
      });
      addChange(first.row, { field: "product", before: null, after: `${fields.name} (new product)` });
      for (const field of ["description", "featured", "locations"] as const)
        addChange(first.row, { field, before: null, after: fieldText(field, fields[field]) });
      continue;
    }

    // A known product: its fields as the rows give them.
    const before: Partial<ProductFields> = {};
    const after: Partial<ProductFields> = {};
    for (const field of ["name", "description", "featured", "locations"] as const) {
      const value = wanted[field];
      if (value === undefined) continue;
      const same = field === "locations" ? sameLocations(value as string[], product.locations) : value === product[field];
      if (same) continue;
      const problem = field === "description" || field === "locations" ? checkProductField(field, value) : undefined;
      if (problem) {
        refuse(first, problem);
        continue;
      }
      Object.assign(before, { [field]: product[field] });
      Object.assign(after, { [field]: value });
      addChange(first.row, {
        field: field === "name" ? "product" : field,
        before: fieldText(field, product[field]),
        after: fieldText(field, value),
      });
    }
    if (Object.keys(after).length > 0 && !refused.has(first.row))
      plan.productUpdates.push({ productId: product.id, name: product.name, before, after });
    for (const row of newRows) {
      const target = targets.get(row.row) as Target;
      if (target.kind === "new" && !refused.has(row.row))
        plan.newItems.push({
          productId: product.id,
          row: row.row,
          sku: row.sku,
          priceMinor: row.price?.minor ?? 0,
          stock: row.stock ?? 0,
          valueIds: target.valueIds,
        });
    }
  }

  // Known items: price and stock.
  for (const row of rows) {
    const target = targets.get(row.row);
    if (!target || refused.has(row.row)) continue;
    if (target.kind === "new") {
      addChange(row.row, { field: "sku", before: null, after: row.sku });
      addChange(row.row, { field: "price", before: null, after: priceCell(row.price?.minor ?? 0) });
      addChange(row.row, { field: "stock", before: null, after: String(row.stock ?? 0) });
      for (const [type, value] of row.variations) addChange(row.row, { field: `variation:${type}`, before: null, after: value });
      continue;
    }
    const { item } = target;
    const next = { priceMinor: row.price?.minor ?? item.priceMinor, stock: row.stock ?? item.stock };
    if (next.priceMinor !== item.priceMinor)
      addChange(row.row, { field: "price", before: priceCell(item.priceMinor), after: priceCell(next.priceMinor) });
    if (next.stock !== item.stock) addChange(row.row, { field: "stock", before: String(item.stock), after: String(next.stock) });
    if (next.priceMinor !== item.priceMinor || next.stock !== item.stock)
      plan.itemUpdates.push({
        itemId: item.id,
        productId: item.productId,
        sku: item.sku,
        before: { priceMinor: item.priceMinor, stock: item.stock },
        after: next,
      });
  }

  plan.rows = rows.map((row) => {
    const reason = refused.get(row.row);
    const target = targets.get(row.row);
    let action: ImportAction;
    if (reason) action = "refused";
    else if (target?.kind === "new") action = "create";
    else action = (changesOf.get(row.row)?.length ?? 0) > 0 ? "update" : "unchanged";
    return {
      row: row.row,
      sku: row.sku,
      product: row.product,
      action,
      changes: reason ? [] : (changesOf.get(row.row) ?? []),
      ...(reason && { reason }),
    };
  });
  return plan;
}
