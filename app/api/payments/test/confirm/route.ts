import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { testConfirmSchema } from "@/lib/orders/schemas";
import { confirmTestPayment } from "@/lib/orders/test-payment";

/** POST /api/payments/test/confirm: the built-in test provider's card payment (404 when Stripe is on). */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    return confirmTestPayment(user, await parseBody(request, testConfirmSchema));
  },
  { private: true },
);
