import { toProductItemResponse } from "@/lib/catalog/contract/responses";
import { fromDecimal, toDecimal } from "@/lib/money/minor-units";
import { money, sum, times, add, type Money } from "@/lib/money/money";
import type { CartLine, CartLineResponse, CartTotals } from "./types";

// The cart in the API's units: its route handlers answer lines through toCartLineResponse. The
// browser keeps lines in that shape (a signed-out cart is stored as the API answers it), so the
// line and cart totals it shows are computed here from those decimal prices, as Money.

export function toCartLineResponse(line: CartLine): CartLineResponse {
  return {
    id: line.id,
    productItem: toProductItemResponse(line.productItem),
    quantity: line.quantity,
    totalPrice: toDecimal(line.totalPrice),
  };
}

const lineAmount = (price: number, quantity: number): Money => times(fromDecimal(price), quantity);

/** Price × quantity of a decimal price, to 2 decimals: 0.1 × 3 is 0.3, not 0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return toDecimal(lineAmount(price, quantity));
}

/** The Order Summary of lines as the browser holds them: from each item's price, never a stored total. */
export function cartTotals(lines: readonly Pick<CartLineResponse, "productItem" | "quantity">[]): CartTotals {
  const subtotal = sum(lines.map((line) => lineAmount(line.productItem.price, line.quantity)));
  const gst = money(0);
  return { subtotal: toDecimal(subtotal), gst: toDecimal(gst), total: toDecimal(add(subtotal, gst)) };
}
