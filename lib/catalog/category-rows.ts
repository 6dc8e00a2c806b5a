import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, variationTypes, variationValues } from "@/db/schema";
import type { CategoryRow } from "./category-tree";
import type { VariationRow } from "./mappers";

// Data access for categories and their variation types. The category table is small (tens to
// hundreds of rows), so it is read whole and shaped in memory.

export async function selectCategories(): Promise<CategoryRow[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, internalName: categories.internalName, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

/** Variation types of these categories with their values, in type then value position. */
export async function selectVariationTypes(categoryIds: number[]): Promise<VariationRow[]> {
  if (categoryIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      categoryId: variationTypes.categoryId,
      typeId: variationTypes.id,
      typeName: variationTypes.name,
      valueId: variationValues.id,
      value: variationValues.value,
    })
    .from(variationTypes)
    .leftJoin(variationValues, eq(variationValues.variationTypeId, variationTypes.id))
    .where(inArray(variationTypes.categoryId, categoryIds))
    .orderBy(asc(variationTypes.position), asc(variationTypes.name), asc(variationValues.position), asc(variationValues.id));
}
