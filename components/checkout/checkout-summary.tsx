import { CardSection } from "@/components/ui/card";
import { PriceBreakdown, type AmountText } from "@/components/cart/price-breakdown";
import type { CartLineResponse } from "@/lib/cart/types";
import type { QuoteResponse } from "@/lib/pricing/contract";
import type { ReactNode } from "react";

type Props = {
  lines: CartLineResponse[];
  /** How the charged total adds up; null until the payment is prepared. */
  quote: QuoteResponse | null;
  format: AmountText;
  /** The discount code field. */
  children?: ReactNode;
};

/** The lines being bought, and how the total charged adds up, in the currency charged. */
export function CheckoutSummary({ lines, quote, format, children }: Props) {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
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
      {quote ? (
        <PriceBreakdown
          {...quote}
          itemCount={itemCount}
          format={format}
          totalTestId="checkout-total"
        />
      ) : (
        <div className="mt-4 flex justify-between border-t border-neutral-200 pt-3 text-base font-semibold">
          <span>Total</span>
          <span className="tabular-nums" data-testid="checkout-total">
            …
          </span>
        </div>
      )}
      {children}
    </CardSection>
  );
}
