import "server-only";
import { getDb } from "@/db/client";
import { listCart } from "@/lib/cart/service";
import { limitCodeTries, type CodeTrier } from "@/lib/discounts/attempt-limit";
import { BadRequestError } from "@/lib/errors";
import { EMPTY_CART } from "@/lib/orders/checkout/checkout";
import { guestCart } from "@/lib/orders/checkout/guest-checkout";
import type { SessionUser } from "@/lib/users/types";
import type { QuoteRequestInput } from "./contract";
import { priceCart, type PricedCart } from "./price-cart";

/**
 * The cart's summary as the checkout would charge it: a signed-in shopper's own cart, or the
 * items a signed-out one lists, at catalogue prices, with the code and delivery asked for. A code
 * that does not apply is not an error here: the answer says why, for the cart to show; it counts
 * as one of `trier`'s tries (429 past their limit).
 */
export async function quoteCart(user: SessionUser | null, input: QuoteRequestInput, trier: CodeTrier): Promise<PricedCart> {
  const cart = user ? await listCart(user.id) : await guestCart(input.cart ?? []);
  if (cart.length === 0) throw new BadRequestError(EMPTY_CART);
  const customer = user ? { userId: user.id, email: user.email } : { userId: null, email: null };
  const db = await getDb();
  return limitCodeTries(
    trier,
    input.discountCode,
    () => priceCart(db, cart, input.country, customer, input),
    (priced) => priced.discountError !== null,
  );
}
