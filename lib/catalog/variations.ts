import { NotFoundError } from "@/lib/errors";
import { cachedRead, catalogTags } from "./cache";
import { selectCategories, selectVariationTypes } from "./category-rows";
import { ancestry } from "./category-tree";
import { groupBy, toVariationTypes } from "./mappers";
import type { VariationType } from "./types";

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
