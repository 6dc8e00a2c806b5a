import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import type { InventoryPage, InventoryQuery } from "@/lib/catalog/contract/inventory";
import type { ImportReport } from "@/lib/catalog/contract/inventory-csv";
import type { StockResponse } from "@/lib/catalog/contract/stock";

// The inventory page's calls from the browser. The answers are the server's own contract
// types; each is checked for its shape before use.

const inventoryPage = z.custom<InventoryPage>(
  (value) => typeof value === "object" && value !== null && Array.isArray((value as InventoryPage).results),
);
const stockResponse = z.custom<StockResponse>((value) => typeof (value as StockResponse)?.stock === "number");
const importReport = z.custom<ImportReport>((value) => Array.isArray((value as ImportReport)?.rows));

export type InventoryFilters = Pick<InventoryQuery, "search" | "stock" | "sort" | "page" | "pageSize" | "archived">;

export const INVENTORY_KEY = ["admin", "inventory"] as const;

export function fetchInventory(filters: InventoryFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({
    search: filters.search ?? "",
    stock: filters.stock ?? "",
    sort: filters.sort,
    page: String(filters.page),
    pageSize: String(filters.pageSize),
    archived: String(filters.archived),
  });
  return apiRequest(`/api/admin/inventory?${query}`, { schema: inventoryPage, signal });
}

/** PUT the counted stock, guarded by the figure the admin saw (409 when it changed meanwhile). */
export function setItemStock(itemId: number, stock: number, expected: number) {
  return apiRequest(`/api/admin/items/${itemId}/stock`, { method: "PUT", body: { stock, expected }, schema: stockResponse });
}

/**
 * Sends a CSV file to the import: a dry run reports; a real run, given the dry run's token,
 * writes (refused with 409 when a figure changed since the dry run).
 */
export function importInventoryFile(file: File, run: { dryRun: true } | { dryRun: false; expected: string }) {
  const form = new FormData();
  form.set("file", file);
  const query = run.dryRun ? "?dryRun=1" : `?expected=${run.expected}`;
  return apiRequest(`/api/admin/inventory/import${query}`, {
    method: "POST",
    body: form,
    schema: importReport,
  });
}

export const EXPORT_HREF = "/api/admin/inventory/export";
