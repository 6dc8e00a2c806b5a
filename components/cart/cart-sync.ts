import type { QueryClient } from "@tanstack/react-query";
import { onCartUpdated } from "@/components/cart/cart-events";

/** Query key of the signed-in cart; `cart-updated` invalidates everything under it. */
export const CART_QUERY_KEY = ["cart"] as const;

const users = new Map<QueryClient, { count: number; stop: () => void }>();

/**
 * Refetches the signed-in cart once per `cart-updated` event, however many views of the cart
 * use `client`; returns the release function (the listener goes with the last user).
 */
export function syncCartQueries(client: QueryClient): () => void {
  const entry = users.get(client);
  if (entry) entry.count += 1;
  else
    users.set(client, {
      count: 1,
      stop: onCartUpdated(() => void client.invalidateQueries({ queryKey: CART_QUERY_KEY, exact: true })),
    });
  return () => {
    const current = users.get(client);
    if (!current) return;
    current.count -= 1;
    if (current.count === 0) {
      current.stop();
      users.delete(client);
    }
  };
}
