import { fromMinorUnits, toMinorUnits } from "@/lib/money/minor-units";
import { MAX_QUANTITY, MIN_QUANTITY } from "./limits";
import type { CartLine, CartTotals } from "./types";

// The cart's rules, shared by the server (authoritative) and the signed-out visitor's cart.
// Plain TypeScript (no schema library), so the browser reads them without zod; schemas.ts
// builds the cart's request schemas from them and from the quantity limits in limits.ts.

/** The most of one item a line may hold: 99, or less when the stock is lower. */
export function quantityLimit(stock: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY, stock));
}

/** Price × quantity in minor units, so 0.1 × 3 is 0.3 and not 0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return fromMinorUnits(toMinorUnits(price) * quantity);
}

export function cartTotals(lines: readonly Pick<CartLine, "productItem" | "quantity">[]): CartTotals {
  const subtotalMinor = lines.reduce(
    (sum, line) => sum + toMinorUnits(line.productItem.price) * line.quantity,
    0,
  );
  const gstMinor = 0;
  return {
    subtotal: fromMinorUnits(subtotalMinor),
    gst: fromMinorUnits(gstMinor),
    total: fromMinorUnits(subtotalMinor + gstMinor),
  };
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

