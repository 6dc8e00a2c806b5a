import "server-only";
import { and, asc, eq, isNull, lte, not, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItems, products } from "@/db/schema";
import { groupBy } from "@/lib/catalog/read/mappers";
import { selectItemValues } from "@/lib/catalog/read/product-items";
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
  const [rows, [counted]] = await Promise.all([
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
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(
        db
          .select({ one: sql`1` })
          .from(productItems)
          .innerJoin(products, eq(products.id, productItems.productId))
          .where(where)
          .limit(COUNT_CAP + 1)
          .as("low"),
      ),
  ]);
  const values = groupBy(await selectItemValues(rows.map((row) => row.itemId)), (value) => value.productItemId);
  return {
    threshold,
    items: rows.map((row) => ({
      ...row,
      variations: (values.get(row.itemId) ?? []).map((value) => value.value).join(" / "),
    })),
    total: Number(counted?.count ?? 0),
  };
}
