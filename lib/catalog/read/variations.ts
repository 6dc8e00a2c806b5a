import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { variationTypes, variationValues } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { cachedRead, catalogTags } from "../cache";
import type { VariationType } from "../contract/types";
import { selectCategories } from "./categories";
import { ancestry } from "./category-tree";
import { groupBy, toVariationTypes, type VariationRow } from "./mappers";

/** Variation types of these categories with their values, in type then value position. */
async function selectVariationTypes(categoryIds: number[]): Promise<VariationRow[]> {
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

/** The category's own variation types, or those of its nearest ancestor that has any. */
async function readVariationTypes(categoryInternalName: string): Promise<VariationType[]> {
  const chain = ancestry(await selectCategories(), categoryInternalName);
  if (!chain) throw new NotFoundError(`Category ${categoryInternalName} not found`);
  const rowsByCategory = groupBy(await selectVariationTypes(chain.map((category) => category.id)), (row) => row.categoryId);
  const nearest = chain.find((category) => rowsByCategory.has(category.id));
  return nearest ? toVariationTypes(rowsByCategory.get(nearest.id) ?? []) : [];
}

/** Variation types with their values in position order (GET /api/variation?category=). */
export const listVariationTypes: (categoryInternalName: string) => Promise<VariationType[]> = cachedRead(
  "listVariationTypes",
  readVariationTypes,
  () => [catalogTags.categories],
);
