// The product edit page's panels each save on their own; the history panel must show what
// they wrote. A save announces itself with a browser event the history listens for, so no
// panel needs to know the others.

const PRODUCT_CHANGED = "admin:product-changed";

/** Tells the page that the product was saved (its history reads itself again). */
export function announceProductChange(): void {
  window.dispatchEvent(new Event(PRODUCT_CHANGED));
}

/** Calls `listener` after every announced save; answers the function that stops listening. */
export function onProductChange(listener: () => void): () => void {
  window.addEventListener(PRODUCT_CHANGED, listener);
  return () => window.removeEventListener(PRODUCT_CHANGED, listener);
}
