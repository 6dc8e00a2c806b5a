import { listOrders, orderListQuery, seesContact } from "@/lib/orders/read/admin-orders";
import { toAdminOrderPageResponse } from "@/lib/admin/responses";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/orders?page=&pageSize=&status=: every order, newest first (without e-mails for staff who may not see customers' contact details). */
export const GET = handle(
  async (request) => {
    const viewer = await requirePermission(request, "orders.read");
    const query = parseQuery(request, orderListQuery);
    return toAdminOrderPageResponse(await listOrders(query, { contact: seesContact(viewer) }));
  },
  { private: true },
);
