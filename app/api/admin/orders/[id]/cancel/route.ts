import { z } from "zod";
import { getOrder, orderForViewer } from "@/lib/orders/read/admin-orders";
import { toAdminOrderDetailResponse } from "@/lib/admin/responses";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";
import { cancelOrder } from "@/lib/orders/after-sale/cancel";

const paramsSchema = z.object({ id: idParam });

/**
 * POST /api/admin/orders/{id}/cancel (admin): cancels an order not yet shipped; its stock
 * returns and what is left of the charge is refunded (pending until the provider confirms).
 * 409 for an order that cannot be cancelled. Answers the order as it now is.
 */
export const POST = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "orders.refund");
    const { id } = parseParams(params, paramsSchema);
    await cancelOrder(admin, id);
    return toAdminOrderDetailResponse(orderForViewer(await getOrder(id), admin));
  },
  { private: true },
);
