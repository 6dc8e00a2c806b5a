import { requireUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { prepareCheckout } from "@/lib/orders/checkout";
import { toCheckoutIntent } from "@/lib/orders/responses";
import { createIntentSchema } from "@/lib/orders/schemas";

/**
 * POST /api/stripe/create-intent: { amount, currency, country?, cart } -> { clientSecret, ... }.
 * The amount charged is the server's own cart at current prices; the client's figures are ignored.
 */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    return toCheckoutIntent(await prepareCheckout(user, await parseBody(request, createIntentSchema)));
  },
  { private: true },
);
