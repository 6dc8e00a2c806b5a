import type { ProductItemResponse } from "@/lib/catalog/contract/types";
import { addToLines } from "@/lib/cart/local-cart";
import { addServerCartLine } from "@/components/cart/cart-api";
import { announceCartUpdated } from "@/components/cart/cart-events";
import { readGuestCart, writeGuestCart } from "@/components/cart/guest-storage";

/**
 * Adds to the line of the same item or appends one: on the server when signed in (then
 * announces `cart-updated`), else in the signed-out cart in local storage. Rejects with a
 * message fit to show.
 */
export async function addToCart(productItem: ProductItemResponse, quantity: number, isSignedIn: boolean): Promise<void> {
  if (isSignedIn) {
    await addServerCartLine({ productItemId: productItem.id, quantity });
    announceCartUpdated();
  } else {
    writeGuestCart(addToLines(readGuestCart(), productItem, quantity, () => crypto.randomUUID()));
  }
}
