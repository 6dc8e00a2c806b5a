import { mergeIntoServerCart } from "@/components/cart/cart-api";
import { clearGuestCart, readGuestCart } from "@/components/cart/guest-storage";

/**
 * Right after login or signup: moves the signed-out cart into the account's cart on the
 * server (quantities added and capped there), then empties the local one. On failure the
 * local cart is kept, so nothing is lost; the error is passed on.
 */
export async function mergeGuestCartIntoAccount(): Promise<void> {
  const lines = readGuestCart();
  if (lines.length === 0) return;
  await mergeIntoServerCart(
    lines.map((line) => ({ productItemId: line.productItem.id, quantity: line.quantity })),
  );
  clearGuestCart();
}
