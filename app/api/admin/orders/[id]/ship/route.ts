import { z } from "zod";
import { getOrder, orderForViewer } from "@/lib/orders/read/admin-orders";
import { toAdminOrderDetailResponse } from "@/lib/admin/responses";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseBody, parseParams } from "@/lib/http/parse";
import { shipOrder } from "@/lib/orders/after-sale/fulfilment";
import { shipRequestSchema } from "@/lib/orders/contract/fulfilment-contract";

const paramsSchema = z.object({ id: idParam });

/**
 * POST /api/admin/orders/{id}/ship (admin): { carrier?, trackingNumber? }. A paid or partly
 * refunded order becomes shipped and the shopper's mail is queued; 409 for any other order.
 * Answers the order as it now is.
 */
export const POST = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "orders.ship");
    const { id } = parseParams(params, paramsSchema);
    await shipOrder(admin, id, await parseBody(request, shipRequestSchema));
    return toAdminOrderDetailResponse(orderForViewer(await getOrder(id), admin));
  },
  { private: true },
);
