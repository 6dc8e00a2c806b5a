import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { variationTypes, variationValues } from "@/db/schema";
import { cachedRead, catalogTags } from "../cache";
import type { VariationType } from "../contract/types";
import { toVariationTypes, type VariationRow } from "./mappers";
import { readOwnedTypeRows, typeValueColumns, typeValueOrder } from "./variation-owner";

/** Variation types of these categories with their values, in type then value position. */
async function selectVariationTypes(categoryIds: number[]): Promise<VariationRow[]> {
  if (categoryIds.length === 0) return [];
  const db = await getDb();
  return db
    .select(typeValueColumns)
    .from(variationTypes)
    .leftJoin(variationValues, eq(variationValues.variationTypeId, variationTypes.id))
    .where(inArray(variationTypes.categoryId, categoryIds))
    .orderBy(...typeValueOrder);
}

/** The category's own variation types, or those of its nearest ancestor that has any. */
async function readVariationTypes(categoryInternalName: string): Promise<VariationType[]> {
  const { rows } = await readOwnedTypeRows(categoryInternalName, selectVariationTypes);
  return toVariationTypes(rows);
}

/** Variation types with their values in position order (GET /api/variation?category=). */
export const listVariationTypes: (categoryInternalName: string) => Promise<VariationType[]> = cachedRead(
  "listVariationTypes",
  readVariationTypes,
  () => [catalogTags.categories],
);
