import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import type { AdminCategory, AdminVariationType, CategoryVariations } from "../contract/categories";
import { selectCategories } from "./categories";
import { readOwnedTypeRows, typeValueColumns, typeValueOrder } from "./variation-owner";

// What the admin's Categories page reads: current data, never the storefront's cache.

/** The category tree with each category's own products, on sale and archived. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  const db = await getDb();
  const [rows, counts] = await Promise.all([
    selectCategories(),
    db
      .select({
        categoryId: products.categoryId,
        listed: sql<number>`count(*) FILTER (WHERE NOT ${products.archived})`.mapWith(Number),
        archived: sql<number>`count(*) FILTER (WHERE ${products.archived})`.mapWith(Number),
      })
      .from(products)
      .groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row]));
  const childrenOf = new Map<number | null, typeof rows>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const build = (row: (typeof rows)[number], parent: string | null, seen: Set<number>): AdminCategory => ({
    id: row.id,
    name: row.name,
    internalName: row.internalName,
    parentCategory: parent,
    products: countOf.get(row.id)?.listed ?? 0,
    archivedProducts: countOf.get(row.id)?.archived ?? 0,
    children: (childrenOf.get(row.id) ?? [])
      .filter((child) => !seen.has(child.id))
      .map((child) => build(child, row.internalName, new Set([...seen, child.id]))),
  });
  return (childrenOf.get(null) ?? []).map((row) => build(row, null, new Set([row.id])));
}

/** Variation types of these categories with their values and how many items use each. */
async function selectTypes(categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      ...typeValueColumns,
      items: sql<number>`count(${productItemValues.productItemId})`.mapWith(Number),
    })
    .from(variationTypes)
    .leftJoin(variationValues, eq(variationValues.variationTypeId, variationTypes.id))
    .leftJoin(productItemValues, eq(productItemValues.variationValueId, variationValues.id))
    .where(inArray(variationTypes.categoryId, categoryIds))
    .groupBy(variationTypes.id, variationValues.id)
    .orderBy(...typeValueOrder);
}

function toTypes(rows: Awaited<ReturnType<typeof selectTypes>>): AdminVariationType[] {
  const types = new Map<number, AdminVariationType>();
  for (const row of rows) {
    let type = types.get(row.typeId);
    if (!type) types.set(row.typeId, (type = { id: row.typeId, name: row.typeName, values: [] }));
    if (row.valueId !== null && row.value !== null)
      type.values.push({ id: row.valueId, value: row.value, items: row.items });
  }
  return [...types.values()];
}

/** The variation types a category uses: its own, or its nearest ancestor's (the owner). */
export async function readCategoryVariations(internalName: string): Promise<CategoryVariations> {
  const { chain: [category], owner, rows } = await readOwnedTypeRows(internalName, selectTypes);
  return {
    category: { name: category.name, internalName: category.internalName },
    owner: owner ? { name: owner.name, internalName: owner.internalName } : null,
    types: toTypes(rows),
  };
}

/** One variation type with its values and their use. */
export async function readVariationType(typeId: number): Promise<AdminVariationType> {
  const db = await getDb();
  const [row] = await db
    .select({ categoryId: variationTypes.categoryId })
    .from(variationTypes)
    .where(eq(variationTypes.id, typeId));
  if (!row) throw new NotFoundError(`Variation type ${typeId} not found`);
  const [type] = toTypes(
    (await selectTypes([row.categoryId])).filter((candidate) => candidate.typeId === typeId),
  );
  return type;
}
