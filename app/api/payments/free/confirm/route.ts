import { getCurrentUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { placeFreeOrder } from "@/lib/orders/checkout/free-order";
import { guestViewer } from "@/lib/orders/checkout/guest-checkout";
import { freeConfirmSchema } from "@/lib/orders/contract/schemas";

/**
 * POST /api/payments/free/confirm: places a pending order that costs nothing (a 100% code), for
 * the owner's order or the guest's whose checkout cookie proves it.
 */
export const POST = handle(
  async (request) => {
    const user = await getCurrentUser(request);
    if (!user) assertSameOrigin(request);
    return placeFreeOrder(user ?? guestViewer(request.headers), await parseBody(request, freeConfirmSchema));
  },
  { private: true },
);
