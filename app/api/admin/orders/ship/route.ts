import { requirePermission } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { shipOrders } from "@/lib/orders/after-sale/fulfilment";
import { bulkShipRequestSchema } from "@/lib/orders/contract/fulfilment-contract";

/**
 * POST /api/admin/orders/ship (admin): { ids (at most 100), carrier? }, the list's bulk 'Mark
 * shipped'. Each order ships on its own; those that cannot are listed with the reason (404, 409)
 * and do not stop the rest. 200 with { shipped, refused, results }.
 */
export const POST = handle(
  async (request) => {
    const admin = await requirePermission(request, "orders.ship");
    return shipOrders(admin, await parseBody(request, bulkShipRequestSchema));
  },
  { private: true },
);
