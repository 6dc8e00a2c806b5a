import "server-only";
import type { PricedCart } from "@/lib/pricing/price-cart";
import type { OrderLineRow } from "@/lib/orders/read/order-rows";

/** What the checkout's pricing decided for an order line, recorded on it for its refunds. */
export type LinePricing = Pick<OrderLineRow, "discountMinor" | "discounted">;

/**
 * The order's lines with what `priced` decided for each: its part of the discount and whether
 * the code covered it. The lines are the cart's, in its order, as `priced` priced them.
 */
export function withLinePricing<L extends Pick<OrderLineRow, "productItemId">>(
  lines: readonly L[],
  priced: Pick<PricedCart, "lines">,
): (L & LinePricing)[] {
  if (lines.length !== priced.lines.length) throw new Error("The order's lines and their pricing differ");
  return lines.map((line, index) => {
    const pricing = priced.lines[index];
    if (pricing.productItemId !== line.productItemId) throw new Error("The order's lines and their pricing differ");
    return { ...line, discountMinor: pricing.discount.minor, discounted: pricing.discounted };
  });
}
