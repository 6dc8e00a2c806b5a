import { getCurrentUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { guestViewer } from "@/lib/orders/checkout/guest-checkout";
import { testConfirmSchema } from "@/lib/orders/contract/schemas";
import { confirmTestPayment } from "@/lib/orders/checkout/test-payment";

/**
 * POST /api/payments/test/confirm: the built-in test provider's card payment (404 when Stripe is
 * on), for the owner's order or the guest's whose checkout cookie proves it.
 */
export const POST = handle(
  async (request) => {
    const user = await getCurrentUser(request);
    if (!user) assertSameOrigin(request);
    return confirmTestPayment(user ?? guestViewer(request.headers), await parseBody(request, testConfirmSchema));
  },
  { private: true },
);
