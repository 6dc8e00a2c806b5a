import "server-only";
import { stringify } from "csv-stringify/sync";
import { asc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, productItems, products, variationTypes } from "@/db/schema";
import { CSV_COLUMNS, VARIATION_COLUMN_PREFIX } from "../contract/inventory-csv";
import { itemColumns, selectValuesByItem } from "../read/item-rows";
import { booleanCell, locationsCell, priceCell, textCell } from "./cells";

/** Items read per query: the export streams, so a big catalogue never sits in memory whole. */
const BATCH = 500;

/** Every variation type name in the catalogue, once each: one column per name. */
async function variationTypeNames(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ name: variationTypes.name })
    .from(variationTypes)
    .orderBy(asc(variationTypes.name));
  return rows.map((row) => row.name);
}

async function batchAfter(lastId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      ...itemColumns,
      product: products.name,
      description: products.description,
      featured: products.featured,
      archived: products.archived,
      category: categories.internalName,
      locations: sql<string[]>`coalesce((SELECT array_agg(country_code ORDER BY country_code) FROM product_locations WHERE product_id = ${products.id}), '{}')`,
    })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(gt(productItems.id, lastId))
    .orderBy(asc(productItems.id))
    .limit(BATCH);
  const values = await selectValuesByItem(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, values: values.get(row.id) ?? [] }));
}

/**
 * The catalogue as CSV, one row per item (archived products and retired items included, marked):
 * the columns of ../contract/inventory-csv.ts, then one per variation type. What it writes, the
 * import reads back unchanged.
 */
export async function exportInventoryCsv(): Promise<ReadableStream<Uint8Array>> {
  const types = await variationTypeNames();
  const header = [...CSV_COLUMNS, ...types.map((type) => `${VARIATION_COLUMN_PREFIX}${type}`)];
  const encoder = new TextEncoder();
  let lastId = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(stringify([header])));
        return;
      }
      const rows = await batchAfter(lastId);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      lastId = rows[rows.length - 1].id;
      const records = rows.map((row) => {
        const byType = new Map(row.values.map((value) => [value.name, value.value]));
        return [
          textCell(row.product),
          textCell(row.description),
          row.category,
          booleanCell(row.featured),
          locationsCell(row.locations.map((code) => code.trim())),
          row.sku,
          priceCell(row.priceMinor),
          String(row.stock),
          booleanCell(row.archived),
          booleanCell(row.retiredAt !== null),
          ...types.map((type) => byType.get(type) ?? ""),
        ];
      });
      controller.enqueue(encoder.encode(stringify(records)));
    },
  });
}
