import { getOrder, orderForViewer } from "@/lib/orders/read/admin-orders";
import { toAdminOrderDetailResponse } from "@/lib/admin/responses";
import { requirePermission } from "@/lib/auth/session";
import { z } from "zod";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";

const paramsSchema = z.object({ id: idParam });

/** GET /api/admin/orders/{id}: one order with its lines and shipping address. */
export const GET = handle<{ id: string }>(
  async (request, params) => {
    const viewer = await requirePermission(request, "orders.read");
    const order = await getOrder(parseParams(params, paramsSchema).id);
    return toAdminOrderDetailResponse(orderForViewer(order, viewer));
  },
  { private: true },
);
