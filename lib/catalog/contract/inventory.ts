import { z } from "zod";
import { MAX_PAGE, MAX_SEARCH_LENGTH } from "./constants";
import { flagParam, optionalParam, wholeNumber } from "./query-params";

// The admin's inventory (GET /api/admin/inventory, /admin/inventory): one row per product item,
// shared by the server and the browser.

/** in: some stock (low included); low: 0 < stock <= the low-stock threshold; out: none. */
export const INVENTORY_STOCK_FILTERS = ["in", "low", "out"] as const;
export type InventoryStockFilter = (typeof INVENTORY_STOCK_FILTERS)[number];
export const INVENTORY_STOCK_FILTER_LABELS: Record<InventoryStockFilter, string> = {
  in: "In stock",
  low: "Low stock",
  out: "Out of stock",
};

/** sku: by SKU (the default); stock_asc / stock_desc: by stock, then by item. */
export const INVENTORY_SORTS = ["sku", "stock_asc", "stock_desc"] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const INVENTORY_SORT_LABELS: Record<InventorySort, string> = {
  sku: "SKU",
  stock_asc: "Stock: Low to High",
  stock_desc: "Stock: High to Low",
};

export const INVENTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_INVENTORY_PAGE_SIZE = 25;

/**
 * The list's query. Retired items and items of archived products are left out unless
 * `archived=true` (then they are listed, marked): they are not for sale, so their stock rarely
 * matters.
 */
export const inventoryQuerySchema = z.object({
  search: optionalParam(
    z.string().trim().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
  ),
  stock: optionalParam(
    z.enum(INVENTORY_STOCK_FILTERS, { error: `must be one of ${INVENTORY_STOCK_FILTERS.join(", ")}` }),
  ),
  sort: optionalParam(
    z.enum(INVENTORY_SORTS, { error: `must be one of ${INVENTORY_SORTS.join(", ")}` }),
  ).transform((sort) => sort ?? "sku"),
  page: optionalParam(wholeNumber(1, MAX_PAGE)).transform((page) => page ?? 1),
  pageSize: optionalParam(wholeNumber(1, Math.max(...INVENTORY_PAGE_SIZES))).transform(
    (size) => size ?? DEFAULT_INVENTORY_PAGE_SIZE,
  ),
  archived: flagParam,
});
export type InventoryQuery = z.output<typeof inventoryQuerySchema>;

/** One item as the inventory answers it; `price` is a decimal (12.5). */
export const inventoryRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  price: z.number(),
  stock: z.number().int(),
  /** The item is no longer sold (kept for past orders). */
  retired: z.boolean(),
  product: z.object({ id: z.number().int(), name: z.string(), archived: z.boolean() }),
  /** Its variation values in type order, e.g. [{ name: "Size", value: "M" }]. */
  variations: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type InventoryRow = z.output<typeof inventoryRowSchema>;

export const inventoryPageSchema = z.object({
  results: z.array(inventoryRowSchema),
  /** Matching items, exact up to the row cap; `countCapped` when there are more ("10,000+"). */
  count: z.number().int().nonnegative(),
  countCapped: z.boolean(),
  pageSize: z.number().int().positive(),
  /** The shop's low-stock threshold the `low` filter used. */
  lowStockThreshold: z.number().int(),
});
export type InventoryPage = z.output<typeof inventoryPageSchema>;

export type StockLevel = "out" | "low" | "in";

/** How an item's stock reads against the threshold: what the filters and badges mean. */
export function stockLevel(stock: number, lowStockThreshold: number): StockLevel {
  if (stock <= 0) return "out";
  return stock <= lowStockThreshold ? "low" : "in";
}
