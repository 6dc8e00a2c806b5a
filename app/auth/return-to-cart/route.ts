import { getCurrentUser } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";

/**
 * GET /auth/return-to-cart, a cart reminder's button: the cart for a signed-in shopper; the
 * sign-in page otherwise, which returns to the cart. The cart page itself is the same cached
 * page for everyone and cannot tell the two apart.
 */
export const GET = handle(
  async (request) => {
    const user = await getCurrentUser(request);
    const location = user ? "/cart" : `/login?callbackUrl=${encodeURIComponent("/cart")}`;
    return new Response(null, { status: 303, headers: { Location: location } });
  },
  { private: true },
);
