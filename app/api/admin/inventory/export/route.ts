import { requirePermission } from "@/lib/auth/session";
import { exportInventoryCsv } from "@/lib/catalog/csv/export";
import { handle } from "@/lib/http/handler";

/** GET /api/admin/inventory/export (admin): every product item as CSV, streamed, as a download. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "inventory");
    const date = new Date().toISOString().slice(0, 10);
    return new Response(await exportInventoryCsv(), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="inventory-${date}.csv"`,
      },
    });
  },
  { private: true },
);
