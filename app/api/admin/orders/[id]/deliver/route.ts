import { z } from "zod";
import { getOrder, orderForViewer } from "@/lib/orders/read/admin-orders";
import { toAdminOrderDetailResponse } from "@/lib/admin/responses";
import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";
import { deliverOrder } from "@/lib/orders/after-sale/fulfilment";

const paramsSchema = z.object({ id: idParam });

/** POST /api/admin/orders/{id}/deliver (admin): a shipped order becomes delivered; 409 for any other. */
export const POST = handle<{ id: string }>(
  async (request, params) => {
    const admin = await requirePermission(request, "orders.ship");
    const { id } = parseParams(params, paramsSchema);
    await deliverOrder(admin, id);
    return toAdminOrderDetailResponse(orderForViewer(await getOrder(id), admin));
  },
  { private: true },
);
