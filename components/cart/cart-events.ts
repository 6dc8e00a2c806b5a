/** The app-wide signal that the cart changed: every cart view re-reads or refetches on it. */
export const CART_UPDATED_EVENT = "cart-updated";

export function announceCartUpdated(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT));
}

/** Calls `listener` on every cart update in this tab; returns the unsubscribe function. */
export function onCartUpdated(listener: () => void): () => void {
  window.addEventListener(CART_UPDATED_EVENT, listener);
  return () => window.removeEventListener(CART_UPDATED_EVENT, listener);
}
