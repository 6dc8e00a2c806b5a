import { getCurrentUser } from "@/lib/auth/session";
import { codeTrier, limitCodeTries } from "@/lib/discounts/attempt-limit";
import { handle } from "@/lib/http/handler";
import { assertSameOrigin } from "@/lib/http/origin";
import { parseBody } from "@/lib/http/parse";
import { prepareCheckout } from "@/lib/orders/checkout/checkout";
import { prepareGuestCheckout } from "@/lib/orders/checkout/guest-checkout";
import { toCheckoutIntent } from "@/lib/orders/contract/responses";
import { createIntentSchema } from "@/lib/orders/contract/schemas";

/**
 * POST /api/stripe/create-intent: { amount, currency, country?, cart } -> { clientSecret, ... }.
 * The amount charged is the server's own cart at current prices; the client's figures are ignored.
 * Signed out, it is a guest checkout: the body's items and quantities priced from the catalogue,
 * the guest's order proven by an httpOnly cookie set here. A refused code counts as a try (429 past the limit).
 */
export const POST = handle(
  async (request) => {
    const user = await getCurrentUser(request);
    const input = await parseBody(request, createIntentSchema);
    const trier = codeTrier(request.headers, user);
    if (user) return toCheckoutIntent(await limitCodeTries(trier, input.discountCode, () => prepareCheckout(user, input)));
    assertSameOrigin(request);
    const { checkout, cookie } = await limitCodeTries(trier, input.discountCode, () => prepareGuestCheckout(request, input));
    return Response.json(toCheckoutIntent(checkout), { headers: { "Set-Cookie": cookie } });
  },
  { private: true },
);
