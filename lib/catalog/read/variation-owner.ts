import "server-only";
import { asc } from "drizzle-orm";
import { variationTypes, variationValues } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { selectCategories } from "./categories";
import { ancestry, type CategoryRow } from "./category-tree";
import { groupBy } from "./mappers";

// A category's variation types are its own or, when it has none, those of its nearest ancestor
// that has some: that category owns them. The storefront and the admin read them alike.

/** A variation type joined with each of its values (null for a type with none yet). */
export const typeValueColumns = {
  categoryId: variationTypes.categoryId,
  typeId: variationTypes.id,
  typeName: variationTypes.name,
  valueId: variationValues.id,
  value: variationValues.value,
};

/** Types, then their values, in the positions the admin gave them. */
export const typeValueOrder = [
  asc(variationTypes.position),
  asc(variationTypes.name),
  asc(variationValues.position),
  asc(variationValues.id),
];

/**
 * The category's ancestry (itself first), the owner of its variation types, and the owner's
 * rows, which `select` reads for the categories it is given. NotFoundError for an unknown category.
 */
export async function readOwnedTypeRows<Row extends { categoryId: number }>(
  internalName: string,
  select: (categoryIds: number[]) => Promise<Row[]>,
): Promise<{ chain: CategoryRow[]; owner: CategoryRow | undefined; rows: Row[] }> {
  const chain = ancestry(await selectCategories(), internalName);
  if (!chain) throw new NotFoundError(`Category ${internalName} not found`);
  const rowsByCategory = groupBy(await select(chain.map((category) => category.id)), (row) => row.categoryId);
  const owner = chain.find((category) => rowsByCategory.has(category.id));
  return { chain, owner, rows: owner ? (rowsByCategory.get(owner.id) ?? []) : [] };
}
