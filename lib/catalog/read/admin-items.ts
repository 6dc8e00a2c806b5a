import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, orderLines, orders, productItems, products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { fromMinorUnits } from "@/lib/money/minor-units";
import type { AdminItemList } from "../contract/items";
import { itemColumns, selectValuesByItem } from "./item-rows";
import { listVariationTypes } from "./variations";

// A product's items as the admin manages them: read fresh (stock and sales change), retired
// ones included, and archived products too (their items can be put right before a restore).

/** Units of each item on paid orders. */
async function soldUnits(itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ itemId: orderLines.productItemId, sold: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.productItemId, itemIds), eq(orders.paymentStatus, "paid")))
    .groupBy(orderLines.productItemId);
  return new Map(rows.flatMap((row) => (row.itemId === null ? [] : [[row.itemId, row.sold] as const])));
}

/** Every item of a product, oldest first (GET /api/admin/product/{id}/items); 404 for an unknown product. */
export async function listAdminItems(productId: number): Promise<AdminItemList> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, priceMinor: products.priceMinor, category: categories.internalName })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!product) throw new NotFoundError(`Product ${productId} not found`);
  const rows = await db
    .select({ ...itemColumns, images: productItems.images })
    .from(productItems)
    .where(eq(productItems.productId, productId))
    .orderBy(asc(productItems.id));
  const ids = rows.map((row) => row.id);
  const [valuesByItem, sold, variationTypes] = await Promise.all([
    selectValuesByItem(ids),
    soldUnits(ids),
    listVariationTypes(product.category),
  ]);
  return {
    productId: product.id,
    price: fromMinorUnits(product.priceMinor),
    variationTypes,
    items: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      price: fromMinorUnits(row.priceMinor),
      stock: row.stock,
      sold: sold.get(row.id) ?? 0,
      retiredAt: row.retiredAt?.toISOString() ?? null,
      images: row.images,
      variations: (valuesByItem.get(row.id) ?? []).map(({ id, value, name }) => ({ id, value, name })),
    })),
  };
}
