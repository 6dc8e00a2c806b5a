import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { listOrdersForUser } from "@/lib/orders/history";

/** GET /api/orders: the signed-in user's orders, newest first. */
export const GET = handle(
  async (request) => listOrdersForUser((await requireUser(request)).id),
  { private: true },
);
