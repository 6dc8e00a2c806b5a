import { getCurrentUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";
import { guestViewer } from "@/lib/orders/checkout/guest-checkout";
import { guestOrderLinkSchema } from "@/lib/orders/read/guest-link";
import { findLinkedOrder } from "@/lib/orders/read/guest-orders";
import { toOrderStatusAnswer } from "@/lib/orders/contract/responses";
import { orderStatusQuerySchema } from "@/lib/orders/contract/schemas";
import { orderStateOf, orderStatus } from "@/lib/orders/payment/order-state";

/**
 * GET /api/orderstatus?pi=...: { status, reason, amount (minor units), currency }, for the owner,
 * an admin or the guest whose checkout cookie proves the order; or ?order=&expires=&sig=, the
 * guest's signed order link (404 when tampered or expired).
 */
export const GET = handle(
  async (request) => {
    if (new URL(request.url).searchParams.has("sig"))
      return toOrderStatusAnswer(await orderStateOf(await findLinkedOrder(parseQuery(request, guestOrderLinkSchema))));
    const { pi } = parseQuery(request, orderStatusQuerySchema);
    const user = await getCurrentUser(request);
    return toOrderStatusAnswer(await orderStatus(user ?? guestViewer(request.headers), pi));
  },
  { private: true },
);
