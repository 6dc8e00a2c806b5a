import { MAX_QUANTITY, MIN_QUANTITY } from "./limits";

// The cart's rules, shared by the server (authoritative) and the signed-out visitor's cart.
// Plain TypeScript (no schema library), so the browser reads them without zod; schemas.ts
// builds the cart's request schemas from the quantity limits in limits.ts. Totals are in
// responses.ts, with the cart's other amounts in the API's units.

/** The most of one item a line may hold: 99, or less when the stock is lower. */
export function quantityLimit(stock: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY, stock));
}

/**
 * Why a line may not hold `alreadyInCart + quantity` of an item with `stock` left, or
 * undefined when it may. The message names the available stock.
 */
export function quantityProblem(quantity: number, stock: number, alreadyInCart = 0): string | undefined {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY)
    return `Quantity must be a whole number of at least ${MIN_QUANTITY}`;
  const wanted = alreadyInCart + quantity;
  if (stock <= 0) return "This item is out of stock";
  const inCart = alreadyInCart > 0 ? ` (${alreadyInCart} already in your cart)` : "";
  if (wanted > stock && stock < MAX_QUANTITY) return `Only ${stock} in stock${inCart}`;
  if (wanted > MAX_QUANTITY) return `At most ${MAX_QUANTITY} of an item per cart${inCart}`;
  return undefined;
}

