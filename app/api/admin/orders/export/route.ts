import { orderFilterQuery, seesContact } from "@/lib/orders/read/admin-orders";
import { exportOrdersCsv } from "@/lib/orders/read/orders-csv";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/**
 * GET /api/admin/orders/export?status=&q=&from=&to= (admin): every order the list shows for this
 * filter (all pages), as a CSV download, streamed.
 */
export const GET = handle(
  async (request) => {
    const viewer = await requirePermission(request, "orders.read");
    const filter = parseQuery(request, orderFilterQuery);
    const date = new Date().toISOString().slice(0, 10);
    return new Response(exportOrdersCsv(filter, { contact: seesContact(viewer) }), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="orders-${date}.csv"`,
      },
    });
  },
  { private: true },
);
