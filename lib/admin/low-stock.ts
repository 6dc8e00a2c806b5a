import "server-only";
import { and, asc, eq, isNull, lte, not } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItems, products } from "@/db/schema";
import { countItemsUpTo, selectValuesByItem } from "@/lib/catalog/read/item-rows";
import { getShopSettings } from "@/lib/settings/store";

/** The dashboard's 'Low stock' panel: items for sale at or below the threshold, fewest first. */
export type LowStock = {
  threshold: number;
  items: {
    itemId: number;
    productId: number;
    productName: string;
    sku: string;
    stock: number;
    /** Its variation values, e.g. "Red / M". */
    variations: string;
  }[];
  /** How many items are low in all (at most COUNT_CAP + 1 counted). */
  total: number;
};

/** Items the panel lists; the rest are counted and reached through the inventory page. */
export const LOW_STOCK_PANEL_ITEMS = 8;
const COUNT_CAP = 999;

/**
 * Items still sold (not retired, product not archived) whose stock is at or below the shop's
 * low-stock threshold, sold-out ones included: walked in the (stock, id) index.
 */
export async function getLowStock(): Promise<LowStock> {
  const { lowStockThreshold: threshold } = await getShopSettings();
  const db = await getDb();
  const where = and(
    lte(productItems.stock, threshold),
    isNull(productItems.retiredAt),
    not(products.archived),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        itemId: productItems.id,
        productId: products.id,
        productName: products.name,
        sku: productItems.sku,
        stock: productItems.stock,
      })
      .from(productItems)
      .innerJoin(products, eq(products.id, productItems.productId))
      .where(where)
      .orderBy(asc(productItems.stock), asc(productItems.id))
      .limit(LOW_STOCK_PANEL_ITEMS),
    countItemsUpTo(where, COUNT_CAP),
  ]);
  const values = await selectValuesByItem(rows.map((row) => row.itemId));
  return {
    threshold,
    items: rows.map((row) => ({
      ...row,
      variations: (values.get(row.itemId) ?? []).map((value) => value.value).join(" / "),
    })),
    total,
  };
}
