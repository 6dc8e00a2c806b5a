import "server-only";
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { productItems, productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import { groupBy, type ItemValueRow } from "./mappers";

// How every reader of product items selects them, so the storefront, the admin's lists, the
// CSV export and import and the item writes read an item, its values and a count alike.

/** An item's own columns (its images aside): readers add what else they need. */
export const itemColumns = {
  id: productItems.id,
  productId: productItems.productId,
  sku: productItems.sku,
  priceMinor: productItems.priceMinor,
  stock: productItems.stock,
  retiredAt: productItems.retiredAt,
};

/**
 * The variation values of these items by item id, each item's in type then value position
 * (`db`: a caller's transaction).
 */
export async function selectValuesByItem(itemIds: number[], db?: Db): Promise<Map<number, ItemValueRow[]>> {
  if (itemIds.length === 0) return new Map();
  const rows = await (db ?? (await getDb()))
    .select({
      productItemId: productItemValues.productItemId,
      id: variationValues.id,
      value: variationValues.value,
      name: variationTypes.name,
    })
    .from(productItemValues)
    .innerJoin(variationValues, eq(variationValues.id, productItemValues.variationValueId))
    .innerJoin(variationTypes, eq(variationTypes.id, variationValues.variationTypeId))
    .where(inArray(productItemValues.productItemId, itemIds))
    .orderBy(asc(productItemValues.productItemId), asc(variationTypes.position), asc(variationValues.position), asc(variationValues.id));
  return groupBy(rows, (row) => row.productItemId);
}

/** Items (with their product, for `where`) that match, counted up to `cap + 1`: see cappedCount. */
export async function countItemsUpTo(where: SQL | undefined, cap: number): Promise<number> {
  const db = await getDb();
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(productItems)
        .innerJoin(products, eq(products.id, productItems.productId))
        .where(where)
        .limit(cap + 1)
        .as("matching"),
    );
  return Number(counted?.count ?? 0);
}
