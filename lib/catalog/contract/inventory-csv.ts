import { z } from "zod";

// The inventory's CSV export and import (GET /api/admin/inventory/export, POST
// /api/admin/inventory/import): its columns, limits and the import's report. Shared by the
// server and the browser.

/** The fixed columns, in the order the export writes them. */
export const CSV_COLUMNS = [
  "product",
  "description",
  "category",
  "featured",
  "locations",
  "sku",
  "price",
  "stock",
  "archived",
  "retired",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Columns an import cannot do without; the others keep the current values when absent. */
export const REQUIRED_CSV_COLUMNS: CsvColumn[] = ["product", "category", "sku", "price", "stock"];

/** Then one column per variation type, by name: "variation:Color", "variation:Size". */
export const VARIATION_COLUMN_PREFIX = "variation:";

/**
 * An import's file: at most this many bytes (the request guard's limit for every call but the
 * product upload) and this many rows.
 */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

/**
 * POST /api/admin/inventory/import?dryRun=1 reports what would change and writes nothing; its
 * report's `token` fingerprints the figures it read. The import itself must send that token
 * (`?expected=`): when a sale or another admin changed a stock or price since the dry run, the
 * import is refused (409) instead of overwriting it.
 */
export const importQuerySchema = z
  .object({
    dryRun: z
      .enum(["0", "1", "true", "false"], { error: "must be 1 or 0" })
      .optional()
      .transform((value) => value === "1" || value === "true"),
    expected: z
      .string()
      .regex(/^[a-f0-9]{64}$/, "must be the token of a dry run")
      .optional(),
  })
  .refine((query) => query.dryRun || query.expected, {
    path: ["expected"],
    message: "run a dry run first and send its token",
  });

export const IMPORT_CHANGED_SINCE_DRY_RUN =
  "Stock or prices changed since the dry run (a sale or another admin): check the file again before importing";

export type ImportAction = "create" | "update" | "unchanged" | "refused";

/** One field an imported row changes, as text ("12.50", "true", "AU NZ"). */
export type ImportChange = { field: string; before: string | null; after: string };

/** What the import does with one row; `row` is its row in a spreadsheet (the header is row 1). */
export type ImportRowReport = {
  row: number;
  sku: string;
  product: string;
  action: ImportAction;
  /** create: the new item's (and new product's) fields; update: each change, before and after. */
  changes: ImportChange[];
  /** Why a refused row is refused, naming the field. */
  reason?: string;
};

export type ImportReport = {
  dryRun: boolean;
  /** Whether the changes were written (never for a dry run or a file with a refused row). */
  applied: boolean;
  summary: Record<ImportAction, number>;
  rows: ImportRowReport[];
  /** Fingerprint of the rows as planned: send it back as `expected` to import. */
  token: string;
};
