import { requireUser } from "@/lib/auth/session";
import { toCartLineResponse } from "@/lib/cart/responses";
import { mergeCartSchema } from "@/lib/cart/schemas";
import { mergeIntoCart } from "@/lib/cart/service";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/**
 * POST /api/cart/merge: { lines: [{ productItemId, quantity }] } from the signed-out cart,
 * right after login or signup. Quantities are added and capped; answers the whole cart.
 */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    const { lines } = await parseBody(request, mergeCartSchema);
    return (await mergeIntoCart(user.id, lines)).map(toCartLineResponse);
  },
  { private: true },
);
