import "server-only";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItems, productItemValues, products } from "@/db/schema";
import { ConflictError, NotFoundError, type AppError } from "@/lib/errors";
import { itemRetired } from "../contract/items";
import type { Product, ProductItem } from "../contract/types";
import { isListed } from "./filters";
import { itemColumns, selectValuesByItem } from "./item-rows";
import { toProductItem, type ProductItemRow } from "./mappers";
import { readProduct } from "./product-detail";
import { selectProducts } from "./product-rows";

// Product items carry stock, which checkout changes: they are read fresh, never cached. Items
// of archived products and retired items are not for sale, so they are never returned: not
// offered on the product page, not added to a cart, not charged at checkout.

/** An item the shop sells: not retired, and its product listed. */
const onSale = and(isNull(productItems.retiredAt), isListed);

async function selectItems(where: SQL): Promise<ProductItemRow[]> {
  const db = await getDb();
  return db
    .select({ ...itemColumns, images: productItems.images })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(and(where, onSale))
    .orderBy(asc(productItems.id));
}

/** The item of a product whose variation values are exactly `valueIds` (distinct ids). */
async function selectItemIdWithValues(productId: number, valueIds: number[]): Promise<number | undefined> {
  if (valueIds.length === 0) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ id: productItemValues.productItemId })
    .from(productItemValues)
    .innerJoin(productItems, eq(productItems.id, productItemValues.productItemId))
    .where(and(eq(productItems.productId, productId), isNull(productItems.retiredAt)))
    .groupBy(productItemValues.productItemId)
    // All of its values are wanted, and it has as many as were asked for: the sets are equal.
    .having(
      sql`count(*) = ${valueIds.length} AND count(*) FILTER (WHERE ${productItemValues.variationValueId} IN ${valueIds}) = ${valueIds.length}`,
    )
    .orderBy(asc(productItemValues.productItemId))
    .limit(1);
  return row?.id;
}

async function toProductItems(product: Product, rows: ProductItemRow[]): Promise<ProductItem[]> {
  const valuesByItem = await selectValuesByItem(rows.map((row) => row.id));
  return rows.map((row) => toProductItem(row, valuesByItem.get(row.id) ?? [], product));
}

/** A product's items, oldest first (GET /api/productItem/{productId}/byProduct). */
export async function listProductItems(productId: number): Promise<ProductItem[]> {
  const [product, rows] = await Promise.all([readProduct(productId), selectItems(eq(productItems.productId, productId))]);
  return toProductItems(product, rows);
}

/** The items of a product already read (its page), without reading the product again. */
export async function listItemsOfProduct(product: Product): Promise<ProductItem[]> {
  return toProductItems(product, await selectItems(eq(productItems.productId, product.id)));
}

/**
 * Items by id, read fresh (prices and stock change), in a fixed number of queries however many
 * ids: what a cart needs. Items of archived products are absent, as everywhere in the shop.
 */
export async function getProductItems(ids: readonly number[]): Promise<Map<number, ProductItem>> {
  const uniqueIds = [...new Set(ids)];
  if (uniqueIds.length === 0) return new Map();
  const itemRows = await selectItems(inArray(productItems.id, uniqueIds));
  const productIds = [...new Set(itemRows.map((row) => row.productId))];
  if (productIds.length === 0) return new Map();
  const [listed, valuesByItem] = await Promise.all([
    selectProducts(and(inArray(products.id, productIds), isListed), [], productIds.length),
    selectValuesByItem(itemRows.map((row) => row.id)),
  ]);
  const productsById = new Map(listed.map((product) => [product.id, product]));
  const items = new Map<number, ProductItem>();
  for (const row of itemRows) {
    const product = productsById.get(row.productId);
    if (product) items.set(row.id, toProductItem(row, valuesByItem.get(row.id) ?? [], product));
  }
  return items;
}

/**
 * Why an item is not for sale: a retired item of a listed product is a conflict that names it
 * (409, "… is no longer sold"), anything else is not found.
 */
export async function notForSale(id: number): Promise<AppError> {
  const db = await getDb();
  const [retired] = await db
    .select({ sku: productItems.sku })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(and(eq(productItems.id, id), isListed, sql`${productItems.retiredAt} IS NOT NULL`));
  return retired ? new ConflictError(itemRetired(retired.sku)) : new NotFoundError(`Product item ${id} not found`);
}

/** One item on sale; NotFoundError when absent or its product is archived, ConflictError when retired. */
export async function getProductItem(id: number): Promise<ProductItem> {
  const item = (await getProductItems([id])).get(id);
  if (!item) throw await notForSale(id);
  return item;
}

/**
 * The item whose variation values are exactly `variantIds`, e.g. the Red + M item
 * (POST /api/productItem/{productId}/retrieveByConfigurations).
 */
export async function findProductItem(productId: number, variantIds: number[]): Promise<ProductItem> {
  const itemId = await selectItemIdWithValues(productId, [...new Set(variantIds)]);
  if (itemId === undefined) {
    await readProduct(productId); // an unknown product is reported as such
    throw new NotFoundError(`Product ${productId} has no item with exactly those variations`);
  }
  return getProductItem(itemId);
}
