import { requirePermission } from "@/lib/auth/session";
import { importQuerySchema } from "@/lib/catalog/contract/inventory-csv";
import { readImportFile } from "@/lib/catalog/csv/upload";
import { importInventory } from "@/lib/catalog/write/import";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/**
 * POST /api/admin/inventory/import?dryRun=1 (admin): a CSV file (text/csv, or `file` in a
 * multipart form) that creates or updates items by SKU. The dry run reports every row's change
 * and refusal and writes nothing; an import (`?expected=<the dry run's token>`) writes all of it
 * in one transaction, or, when any row is refused, nothing (400 with the same report), or, when
 * a figure changed since the dry run, nothing (409).
 */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "inventory");
    const { dryRun, expected } = parseQuery(request, importQuerySchema);
    const report = await importInventory(admin, await readImportFile(request), { dryRun, expected });
    if (!dryRun && !report.applied) {
      const refused = report.summary.refused;
      return Response.json(
        { detail: `${refused} row${refused === 1 ? " is" : "s are"} refused: nothing was imported`, ...report },
        { status: 400 },
      );
    }
    return report;
  },
  { private: true },
);
