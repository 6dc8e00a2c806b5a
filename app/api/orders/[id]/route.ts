import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { idParam, parseParams } from "@/lib/http/parse";
import { getShopperOrder } from "@/lib/orders/read/detail";
import { toShopperOrderResponse } from "@/lib/orders/contract/responses";

const paramsSchema = z.object({ id: idParam });

/** GET /api/orders/{id}: the signed-in user's own order with its public timeline; anyone else's is a 404. */
export const GET = handle<{ id: string }>(
  async (request, params) => {
    const user = await requireUser(request);
    return toShopperOrderResponse(await getShopperOrder(user, parseParams(params, paramsSchema).id));
  },
  { private: true },
);
