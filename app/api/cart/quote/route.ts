import { getCurrentUser } from "@/lib/auth/session";
import { codeTrier } from "@/lib/discounts/attempt-limit";
import { handle } from "@/lib/http/handler";
import { parseBody } from "@/lib/http/parse";
import { quoteRequestSchema } from "@/lib/pricing/contract";
import { quoteCart } from "@/lib/pricing/quote-cart";
import { toQuoteResponse } from "@/lib/pricing/responses";

/**
 * POST /api/cart/quote: { country, discountCode?, shippingMethodId?, cart? } -> the cart priced
 * in the country's currency: lines, discount (or why not), delivery options, tax and total.
 * Signed in it prices the server's cart; signed out, the items listed. Changes nothing but the
 * count of refused codes (429 past its limit).
 */
export const POST = handle(
  async (request) => {
    const user = await getCurrentUser(request);
    const input = await parseBody(request, quoteRequestSchema);
    return toQuoteResponse(await quoteCart(user, input, codeTrier(request.headers, user)));
  },
  { private: true },
);
