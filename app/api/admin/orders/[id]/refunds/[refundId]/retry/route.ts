import { z } from "zod";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";
import { retryRefund } from "@/lib/orders/after-sale/refunds";

const paramsSchema = z.object({ id: idParam, refundId: idParam });

/**
 * POST /api/admin/orders/{id}/refunds/{refundId}/retry (admin): a refund the provider refused or
 * cancelled is asked for again as a NEW refund of what it named that is still refundable. 202
 * with the new refund; 404 for an unknown refund; 409 when it did not fail or nothing is left.
 */
export const POST = handle<{ id: string; refundId: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "orders.refund");
    const { id, refundId } = parseParams(params, paramsSchema);
    return Response.json(await retryRefund(admin, id, refundId), { status: 202 });
  },
  { private: true },
);
