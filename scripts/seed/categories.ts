import type { Db } from "@/db/client";
import { categories, variationTypes, variationValues } from "@/db/schema";
import { CATALOG, COLOURS, SIZES, slug, type LeafSeed, type TopSeed } from "./catalog-data";

export type SeededLeaf = {
  id: number;
  /** Names from the top-level category down to the leaf, for search. */
  path: string[];
  leaf: LeafSeed;
  /** Variation value ids of the leaf's top-level category, by value. */
  colourIds: Map<string, number>;
  sizeIds: Map<string, number>;
};

async function insertCategory(db: Db, name: string, internalName: string, parentId: number | null, position: number): Promise<number> {
  const [row] = await db.insert(categories).values({ name, internalName, parentId, position }).returning({ id: categories.id });
  return row.id;
}

async function insertVariation(db: Db, categoryId: number, name: string, position: number, values: readonly string[]): Promise<Map<string, number>> {
  const [type] = await db.insert(variationTypes).values({ categoryId, name, position }).returning({ id: variationTypes.id });
  const rows = await db
    .insert(variationValues)
    .values(values.map((value, index) => ({ variationTypeId: type.id, value, position: index })))
    .returning({ id: variationValues.id, value: variationValues.value });
  return new Map(rows.map((row) => [row.value, row.id]));
}

/** Variation types live on top-level categories and are inherited by their descendants. */
async function insertVariations(db: Db, top: TopSeed, categoryId: number) {
  const colourIds = await insertVariation(db, categoryId, "Color", 0, COLOURS);
  const sizes = top.kind === "apparel" ? SIZES.apparel : top.kind === "kids" ? SIZES.kids : [];
  const sizeIds = sizes.length > 0 ? await insertVariation(db, categoryId, "Size", 1, sizes) : new Map<string, number>();
  return { colourIds, sizeIds };
}

/** The three-level category tree; returns the leaves, where products go. */
export async function seedCategories(db: Db): Promise<SeededLeaf[]> {
  const leaves: SeededLeaf[] = [];
  for (const [topIndex, top] of CATALOG.entries()) {
    const topId = await insertCategory(db, top.name, slug(top.name), null, topIndex);
    const { colourIds, sizeIds } = await insertVariations(db, top, topId);
    for (const [groupIndex, group] of top.groups.entries()) {
      const groupId = await insertCategory(db, group.name, slug(top.name, group.name), topId, groupIndex);
      for (const [leafIndex, leaf] of group.leaves.entries()) {
        const id = await insertCategory(db, leaf.name, slug(top.name, group.name, leaf.name), groupId, leafIndex);
        leaves.push({ id, path: [top.name, group.name, leaf.name], leaf, colourIds, sizeIds });
      }
    }
  }
  return leaves;
}
