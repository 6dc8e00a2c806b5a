import { eq } from "drizzle-orm";
import { productItems } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { selectItemIdWithValues, selectItems, selectItemValues } from "./item-rows";
import { groupBy, toProductItem, type ProductItemRow } from "./mappers";
import { readProduct } from "./product-detail";
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

/** One item, for the cart; NotFoundError when absent or its product is archived. */
export async function getProductItem(id: number): Promise<ProductItem> {
  const [row] = await selectItems(eq(productItems.id, id));
  if (!row) throw new NotFoundError(`Product item ${id} not found`);
  const [item] = await toProductItems(await readProduct(row.productId), [row]);
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
