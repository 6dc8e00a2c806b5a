import { requireUser } from "@/lib/auth/session";
import { toCartLineResponse } from "@/lib/cart/responses";
import { cartLineInputSchema } from "@/lib/cart/schemas";
import { addToCart, listCart } from "@/lib/cart/service";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";

/** GET /api/cart: the signed-in user's lines, each with its product item and totalPrice. */
export const GET = handle(
  async (request) => {
    const user = await requireUser(request);
    return (await listCart(user.id)).map(toCartLineResponse);
  },
  { private: true },
);

/** POST /api/cart: { productItemId, quantity }, added to the line of the same item if there is one. */
export const POST = handle(
  async (request) => {
    const user = await requireUser(request);
    return toCartLineResponse(await addToCart(user.id, await parseBody(request, cartLineInputSchema)));
  },
  { private: true },
);
