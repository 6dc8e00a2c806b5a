import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { listOrdersForUser } from "@/lib/orders/read/history";
import { toOrderSummaryResponse } from "@/lib/orders/contract/responses";

/** GET /api/orders: the signed-in user's orders, newest first. */
export const GET = handle(
  async (request) => (await listOrdersForUser((await requireUser(request)).id)).map(toOrderSummaryResponse),
  { private: true },
);
