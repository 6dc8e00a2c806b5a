import { and, inArray } from "drizzle-orm";
import { productItems, products } from "@/db/schema";
import { selectItems, selectItemValues } from "@/lib/catalog/item-rows";
import { loadProducts } from "@/lib/catalog/load-products";
import { groupBy, toProductItem } from "@/lib/catalog/mappers";
import { isListed } from "@/lib/catalog/product-filters";
import { selectProducts } from "@/lib/catalog/product-rows";
import type { ProductItem } from "@/lib/catalog/types";

/**
 * Current product items by id, read fresh (prices and stock change), with the catalogue's own
 * queries and mappers: five queries for a whole cart rather than `getProductItem` per line.
 * Items of archived products are absent, as everywhere in the shop.
 */
export async function loadProductItems(ids: readonly number[]): Promise<Map<number, ProductItem>> {
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
