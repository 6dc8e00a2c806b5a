import { CardSection } from "@/components/ui/card";
import type { CartLineResponse } from "@/lib/cart/types";

/** The lines being bought, and the total in the currency charged. */
export function CheckoutSummary({ lines, total }: { lines: CartLineResponse[]; total: string | null }) {
  return (
    <CardSection headingId="checkout-summary-heading" title="Order Summary" tone="muted" className="p-6">
      <ul className="mt-4 divide-y divide-neutral-200 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-2">
            <span className="text-neutral-800">
              {line.productItem.product.name}
              <span className="block text-xs text-neutral-600">
                {line.productItem.variations.map((variation) => variation.value).join(" · ")} × {line.quantity}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-between border-t border-neutral-200 pt-3 text-base font-semibold">
        <span>Total</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {total ?? "…"}
        </span>
      </div>
      <p className="mt-2 text-xs text-neutral-600">GST 0 · Delivery TBD</p>
    </CardSection>
  );
}
