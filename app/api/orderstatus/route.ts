import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";
import { toOrderStatusAnswer } from "@/lib/orders/responses";
import { orderStatusQuerySchema } from "@/lib/orders/schemas";
import { orderStatus } from "@/lib/orders/status";

/** GET /api/orderstatus?pi=...: { status, reason, amount (minor units), currency }, owner or admin only. */
export const GET = handle(
  async (request) => {
    const user = await requireUser(request);
    return toOrderStatusAnswer(await orderStatus(user, parseQuery(request, orderStatusQuerySchema).pi));
  },
  { private: true },
);
