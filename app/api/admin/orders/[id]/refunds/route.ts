import { z } from "zod";
import { getOrder } from "@/lib/orders/read/admin-orders";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseBody, parseParams } from "@/lib/http/parse";
import { refundRequestSchema } from "@/lib/orders/contract/refund-contract";
import { refundsOf, requestRefund } from "@/lib/orders/after-sale/refunds";

const paramsSchema = z.object({ id: idParam });

/** GET /api/admin/orders/{id}/refunds (admin): the order's refunds, oldest first, with their state. */
export const GET = handle<{ id: string }>(
  async (request, params) => {
    await requirePermission(request, "orders.read");
    const { id } = parseParams(params, paramsSchema);
    await getOrder(id); // 404 for an unknown order, not an empty list
    return refundsOf(id);
  },
  { private: true },
);

/**
 * POST /api/admin/orders/{id}/refunds (admin): { lines?: [{ lineId, quantity }], amount?, restock }.
 * 202 with the refund, pending until the provider confirms it; 409 when the order cannot be
 * refunded or the refund asks for more than is left.
 */
export const POST = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "orders.refund");
    const { id } = parseParams(params, paramsSchema);
    const refund = await requestRefund(admin, id, await parseBody(request, refundRequestSchema));
    return Response.json(refund, { status: 202 });
  },
  { private: true },
);
