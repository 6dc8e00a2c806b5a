import { and, eq, inArray } from "drizzle-orm";
import { productItems, products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { selectItemIdWithValues, selectItems, selectItemValues } from "./item-rows";
import { loadProducts } from "./load-products";
import { groupBy, toProductItem, type ProductItemRow } from "./mappers";
import { readProduct } from "./product-detail";
import { isListed } from "./product-filters";
import { selectProducts } from "./product-rows";
import type { Product, ProductItem } from "./types";

// Product items carry stock, which checkout changes: they are read fresh, never cached.

async function toProductItems(product: Product, rows: ProductItemRow[]): Promise<ProductItem[]> {
  const valuesByItem = groupBy(await selectItemValues(rows.map((row) => row.id)), (value) => value.productItemId);
  return rows.map((row) => toProductItem(row, valuesByItem.get(row.id) ?? [], product));
}

/** A product's items, oldest first (GET /api/productItem/{productId}/byProduct). */
export async function listProductItems(productId: number): Promise<ProductItem[]> {
  const [product, rows] = await Promise.all([readProduct(productId), selectItems(eq(productItems.productId, productId))]);
  return toProductItems(product, rows);
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
  const [productRows, values] = await Promise.all([
    selectProducts(and(inArray(products.id, productIds), isListed), [], productIds.length),
    selectItemValues(itemRows.map((row) => row.id)),
  ]);
  const productsById = new Map((await loadProducts(productRows)).map((product) => [product.id, product]));
  const valuesByItem = groupBy(values, (value) => value.productItemId);
  const items = new Map<number, ProductItem>();
  for (const row of itemRows) {
    const product = productsById.get(row.productId);
    if (product) items.set(row.id, toProductItem(row, valuesByItem.get(row.id) ?? [], product));
  }
  return items;
}

/** One item; NotFoundError when absent or its product is archived. */
export async function getProductItem(id: number): Promise<ProductItem> {
  const item = (await getProductItems([id])).get(id);
  if (!item) throw new NotFoundError(`Product item ${id} not found`);
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
