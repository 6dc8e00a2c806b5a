import "server-only";
import { and, asc, desc, eq, gt, isNull, not, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productItems, products } from "@/db/schema";
import { toDecimal } from "@/lib/money/minor-units";
import { money } from "@/lib/money/money";
import { getShopSettings } from "@/lib/settings/store";
import type { InventoryPage, InventoryQuery, InventorySort } from "../contract/inventory";
import { countItemsUpTo, itemColumns, selectValuesByItem } from "./item-rows";
import { cappedCount, LIST_ROW_CAP, pageWindow } from "./paging";

// The admin's inventory: items read fresh (stock changes with every sale), never cached. Each
// filter and order is served by an index (migration 0007): lower(sku) text_pattern_ops for
// the SKU prefix, a trigram index on lower(products.name), and (stock, id) for the stock
// ranges and orders. Like the product list, a list reaches its first LIST_ROW_CAP rows.

/** A term as a LIKE pattern's literal part: its wildcards escaped. */
function likeLiteral(term: string): string {
  return term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Items whose SKU starts with the term or whose product's name holds it, both ignoring case.
 * Written as one id set of two index lookups: an OR across the two tables would scan.
 */
function matchesSearch(term: string): SQL {
  const literal = likeLiteral(term);
  return sql`${productItems.id} IN (
    SELECT id FROM product_items WHERE lower(sku) LIKE ${`${literal}%`}
    UNION
    SELECT i.id FROM product_items i JOIN products p ON p.id = i.product_id WHERE lower(p.name) LIKE ${`%${literal}%`}
  )`;
}

function stockCondition(filter: InventoryQuery["stock"], threshold: number): SQL | undefined {
  if (filter === "in") return gt(productItems.stock, 0);
  if (filter === "out") return eq(productItems.stock, 0);
  // Nothing is low with a threshold of 0: the range is empty.
  if (filter === "low") return sql`${productItems.stock} BETWEEN 1 AND ${threshold}`;
  return undefined;
}

const ORDERS: Record<InventorySort, SQL[]> = {
  sku: [asc(productItems.sku)],
  stock_asc: [asc(productItems.stock), asc(productItems.id)],
  stock_desc: [desc(productItems.stock), desc(productItems.id)],
};

/** One page of items with their product and variation values, and how many match. */
export async function listInventory(query: InventoryQuery): Promise<InventoryPage> {
  const { lowStockThreshold } = await getShopSettings();
  const where = and(
    query.archived ? undefined : and(isNull(productItems.retiredAt), not(products.archived)),
    query.search ? matchesSearch(query.search) : undefined,
    stockCondition(query.stock, lowStockThreshold),
  );
  const db = await getDb();
  const window = pageWindow(query.page, query.pageSize, LIST_ROW_CAP);
  const [rows, counted] = await Promise.all([
    window
      ? db
          .select({ ...itemColumns, productName: products.name, archived: products.archived })
          .from(productItems)
          .innerJoin(products, eq(products.id, productItems.productId))
          .where(where)
          .orderBy(...ORDERS[query.sort])
          .limit(window.limit)
          .offset(window.offset)
      : Promise.resolve([]),
    countItemsUpTo(where, LIST_ROW_CAP),
  ]);
  const values = await selectValuesByItem(rows.map((row) => row.id));
  return {
    results: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      price: toDecimal(money(row.priceMinor)),
      stock: row.stock,
      retired: row.retiredAt !== null,
      product: { id: row.productId, name: row.productName, archived: row.archived },
      variations: (values.get(row.id) ?? []).map((value) => ({ name: value.name, value: value.value })),
    })),
    ...cappedCount(counted, LIST_ROW_CAP),
    pageSize: query.pageSize,
    lowStockThreshold,
  };
}
