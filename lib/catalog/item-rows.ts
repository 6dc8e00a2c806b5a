import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItems, productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import type { ItemValueRow, ProductItemRow } from "./mappers";
import { isListed } from "./product-filters";

// Data access for product items: one function per query. Items of archived products are
// not for sale, so they are never returned.

export async function selectItems(where: SQL): Promise<ProductItemRow[]> {
  const db = await getDb();
  return db
    .select({
      id: productItems.id,
      productId: productItems.productId,
      sku: productItems.sku,
      priceMinor: productItems.priceMinor,
      stock: productItems.stock,
    })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(and(where, isListed))
    .orderBy(asc(productItems.id));
}

/** The variation values of these items, in type then value position. */
export async function selectItemValues(itemIds: number[]): Promise<ItemValueRow[]> {
  if (itemIds.length === 0) return [];
  const db = await getDb();
  return db
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
}

/** The item of a product whose variation values are exactly `valueIds` (distinct ids). */
export async function selectItemIdWithValues(productId: number, valueIds: number[]): Promise<number | undefined> {
  if (valueIds.length === 0) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ id: productItemValues.productItemId })
    .from(productItemValues)
    .innerJoin(productItems, eq(productItems.id, productItemValues.productItemId))
    .where(eq(productItems.productId, productId))
    .groupBy(productItemValues.productItemId)
    // All of its values are wanted, and it has as many as were asked for: the sets are equal.
    .having(
      sql`count(*) = ${valueIds.length} AND count(*) FILTER (WHERE ${productItemValues.variationValueId} IN ${valueIds}) = ${valueIds.length}`,
    )
    .orderBy(asc(productItemValues.productItemId))
    .limit(1);
  return row?.id;
}
