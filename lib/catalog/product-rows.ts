import "server-only";
import { asc, count, eq, inArray, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productImages, productItems, productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import type { ImageRow, ProductRow, ProductVariationRow } from "./mappers";

// Data access for products: one function per query. Callers pass conditions from
// product-filters.ts and orders from product-order.ts.

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceMinor: products.priceMinor,
  avgRating: products.avgRating,
  featured: products.featured,
  category: categories.internalName,
};

/** The page query, unexecuted, so the benchmark can EXPLAIN exactly what the app runs. */
export function productPageQuery(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export function productCountQuery(db: Db, where: SQL | undefined) {
  return db.select({ count: count() }).from(products).where(where);
}

/** `db` lets a caller run it inside its transaction. */
export async function selectProducts(where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0, db?: Db): Promise<ProductRow[]> {
  return productPageQuery(db ?? (await getDb()), where, orderBy, limit, offset);
}

export async function countProducts(where: SQL | undefined, db?: Db): Promise<number> {
  const [row] = await productCountQuery(db ?? (await getDb()), where);
  return row?.count ?? 0;
}

/** Where a listed product sits in the category tree (for related products). */
export async function selectProductPlacement(where: SQL | undefined): Promise<{ categoryId: number; parentId: number | null } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ categoryId: products.categoryId, parentId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .limit(1);
  return row;
}

/** Images of these products, in each product's order. */
export async function selectImages(productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

/** The distinct variation values the items of these products offer, in type then value order. */
export async function selectProductVariations(productIds: number[]): Promise<ProductVariationRow[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  return db
    .selectDistinct({
      productId: productItems.productId,
      typeName: variationTypes.name,
      value: variationValues.value,
      typePosition: variationTypes.position,
      valuePosition: variationValues.position,
      valueId: variationValues.id,
    })
    .from(productItems)
    .innerJoin(productItemValues, eq(productItemValues.productItemId, productItems.id))
    .innerJoin(variationValues, eq(variationValues.id, productItemValues.variationValueId))
    .innerJoin(variationTypes, eq(variationTypes.id, variationValues.variationTypeId))
    .where(inArray(productItems.productId, productIds))
    .orderBy(
      asc(productItems.productId),
      asc(variationTypes.position),
      asc(variationTypes.name),
      asc(variationValues.position),
      asc(variationValues.id),
    );
}
