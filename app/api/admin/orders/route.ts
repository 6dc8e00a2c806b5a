import { listOrders, orderListQuery } from "@/lib/orders/read/admin-orders";
import { toAdminOrderPageResponse } from "@/lib/admin/responses";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

/** GET /api/admin/orders?page=&pageSize=&status=: every order, newest first. */
export const GET = handle(
  async (request) => {
    await requirePermission(request, "orders.read");
    return toAdminOrderPageResponse(await listOrders(parseQuery(request, orderListQuery)));
  },
  { private: true },
);
