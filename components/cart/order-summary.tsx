"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { useStoredCountry } from "@/components/checkout/use-stored-country";
import { cartTotals } from "@/lib/cart/responses";
import type { CartLineResponse } from "@/lib/cart/types";
import { formatPrice } from "@/lib/money/format";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { isDiscountRefusal, type QuoteResponse } from "@/lib/pricing/contract";
import { useAppliedCode } from "./discount-code-store";
import { DiscountCodeForm } from "./discount-code-form";
import { PriceBreakdown } from "./price-breakdown";
import { useCartQuote } from "./use-cart-quote";
import { useDiscountCode } from "./use-discount-code";

/** The cart's summary before the server's price is in: the lines' subtotal, GST 0, Delivery 'TBD'. */
function localQuote(lines: CartLineResponse[]): Pick<QuoteResponse, "items" | "discount" | "tax" | "shipping" | "total"> {
  const totals = cartTotals(lines);
  return {
    items: totals.subtotal,
    discount: null,
    tax: { label: "GST", ratePercent: 0, inclusive: false, amount: totals.gst },
    shipping: null,
    total: totals.total,
  };
}

/**
 * Items subtotal, discount, GST, Delivery and the total, as the checkout will charge them for the
 * shopper's country (the server prices it); a discount code field. Until the server answers, and
 * with nothing configured, it reads as the spec's summary: GST 0, Delivery 'TBD', total = subtotal.
 */
export function OrderSummary({ lines, itemCount }: { lines: CartLineResponse[]; itemCount: number }) {
  const country = useStoredCountry();
  const appliedCode = useAppliedCode();
  const query = useCartQuote(country, lines, { discountCode: appliedCode });
  const answer = query.isPlaceholderData ? undefined : query.data;
  // Too many codes tried (429): said beside the field like a refusal, and the code comes off.
  const limited = isApiStatus(query.error, 429) ? apiErrorMessage(query.error, "") : "";
  const code = useDiscountCode({
    settled: (answer !== undefined || limited !== "") && !query.isFetching,
    discountCode: answer?.discount?.code ?? null,
    refusal: answer?.discountError ?? (isDiscountRefusal(limited) ? limited : null),
  });
  const quote = query.data;
  const format = (amount: number) =>
    quote?.converted ? formatPrice(amount, { currency: quote.currency, country }) : formatPrice(amount);
  return (
    <CardSection headingId="order-summary-heading" title="Order Summary" tone="muted" className="p-6">
      <PriceBreakdown
        {...(quote ?? localQuote(lines))}
        itemCount={itemCount}
        format={format}
      />
      {country && (
        <DiscountCodeForm
          applied={code.applied}
          error={code.error}
          busy={query.isFetching}
          onApply={code.apply}
          onRemove={code.remove}
        />
      )}
      <Link href="/checkout" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
        Proceed to Checkout
      </Link>
    </CardSection>
  );
}
