import { z } from "zod";
import { idParam } from "@/lib/http/parse";
import { MAX_STOCK } from "./constants";

// Stock changes as the admin sends them: shared by the server and the browser.

/** The path of an item's calls: /api/admin/items/{id}/... */
export const itemIdParams = z.object({ id: idParam });

const quantity = z.number({ error: "must be a number" }).int("must be a whole number");

/**
 * POST /api/admin/items/{id}/stock: receive a delivery (add `quantity`) or, with a negative
 * quantity, write off units (never below 0). Applied as a delta, so a sale at the same moment
 * is never lost.
 */
export const receiveStockSchema = z.object({
  quantity: quantity
    .min(-MAX_STOCK)
    .max(MAX_STOCK)
    .refine((value) => value !== 0, "must not be 0"),
  note: z.string().trim().max(200).optional(),
});
export type ReceiveStockInput = z.output<typeof receiveStockSchema>;

/**
 * PUT /api/admin/items/{id}/stock: set the stock counted on the shelf. `expected` is the stock
 * the admin saw; when a sale or another admin changed it since, nothing is written (409), so a
 * count never silently overwrites a sale.
 */
export const setStockSchema = z.object({
  stock: quantity.min(0).max(MAX_STOCK),
  expected: quantity.min(0).max(MAX_STOCK),
  note: z.string().trim().max(200).optional(),
});
export type SetStockInput = z.output<typeof setStockSchema>;

/** The item's stock after a change (either call). */
export const stockResponseSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  stock: z.number().int(),
});
export type StockResponse = z.output<typeof stockResponseSchema>;

export const stockChanged = (current: number) =>
  `The stock changed to ${current} since you loaded it; check the new figure and try again`;
export const stockWouldGoNegative = (current: number) =>
  `Only ${current} in stock: cannot remove more than that`;
