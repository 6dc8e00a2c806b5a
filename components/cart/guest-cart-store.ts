import { onCartUpdated } from "@/components/cart/cart-events";

// The signed-out visitor's cart in local storage, as raw text: what the header badge needs on
// every page, without the validation (and its library) of guest-storage.ts.

export const GUEST_CART_KEY = "shop.cart";

export function readGuestCartRaw(): string | null {
  try {
    return window.localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null; // Storage disabled (private mode, policy): the cart simply starts empty.
  }
}

/** How many lines are stored (before validation): 0 means there is no signed-out cart to show. */
export function storedGuestLineCount(): number {
  if (typeof window === "undefined") return 0;
  const raw = readGuestCartRaw();
  if (!raw) return 0;
  try {
    const stored: unknown = JSON.parse(raw);
    return Array.isArray(stored) ? stored.length : 0;
  } catch {
    return 0;
  }
}

/** Calls `listener` when this tab or another one changes the stored cart. */
export function subscribeGuestCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared all of local storage.
    if (event.key === GUEST_CART_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  const stopCartUpdates = onCartUpdated(listener);
  return () => {
    window.removeEventListener("storage", onStorage);
    stopCartUpdates();
  };
}
