import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import type { CartTotals } from "@/lib/cart/types";
import { formatPrice } from "@/lib/money/format";

/** Items subtotal, GST (0), Delivery ('TBD') and the total, to 2 decimals. */
export function OrderSummary({ totals, itemCount }: { totals: CartTotals; itemCount: number }) {
  return (
    <CardSection headingId="order-summary-heading" title="Order Summary" tone="muted" className="p-6">
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-neutral-700">
            Items subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
          </dt>
          <dd className="font-medium tabular-nums" data-testid="summary-subtotal">
            {formatPrice(totals.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-neutral-700">GST</dt>
          <dd className="font-medium tabular-nums">{formatPrice(totals.gst)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-neutral-700">Delivery</dt>
          <dd className="font-medium">TBD</dd>
        </div>
        <div className="flex justify-between border-t border-neutral-200 pt-3 text-base">
          <dt className="font-semibold text-neutral-900">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="summary-total">
            {formatPrice(totals.total)}
          </dd>
        </div>
      </dl>
      <Link href="/checkout" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
        Proceed to Checkout
      </Link>
    </CardSection>
  );
}
