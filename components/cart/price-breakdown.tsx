import type { QuoteResponse } from "@/lib/pricing/contract";

/** The formatter for the breakdown's amounts (decimal major units). */
export type AmountText = (amount: number) => string;

function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between border-t border-neutral-200 pt-3 text-base" : "flex justify-between"}>
      <dt className={strong ? "font-semibold text-neutral-900" : "text-neutral-700"}>{label}</dt>
      <dd className={strong ? "font-semibold tabular-nums" : "font-medium tabular-nums"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** "GST", or "GST (10 % included)" when prices contain it. */
export function taxLineLabel(tax: QuoteResponse["tax"]): string {
  return tax.inclusive && tax.ratePercent > 0 ? `${tax.label} (${tax.ratePercent} % included)` : tax.label;
}

/**
 * How a total adds up, as the cart and the checkout show it: items, the discount when a code
 * applies, the tax line, delivery ('TBD' when the country has none, 'Free' above its threshold),
 * and the total. With nothing configured it reads as the spec's summary: GST 0, Delivery 'TBD'.
 */
export function PriceBreakdown({
  itemCount,
  items,
  discount,
  tax,
  shipping,
  total,
  format,
  totalTestId = "summary-total",
}: Pick<QuoteResponse, "items" | "discount" | "tax" | "shipping" | "total"> & {
  itemCount: number;
  format: AmountText;
  totalTestId?: string;
}) {
  const delivery = shipping === null ? "TBD" : shipping.amount === 0 ? "Free" : format(shipping.amount);
  return (
    <dl className="mt-4 space-y-3 text-sm">
      <Row
        label={`Items subtotal (${itemCount} ${itemCount === 1 ? "item" : "items"})`}
        value={format(items)}
        testId="summary-subtotal"
      />
      {discount && <Row label={`Discount (${discount.code})`} value={`−${format(discount.amount)}`} testId="summary-discount" />}
      <Row label={taxLineLabel(tax)} value={format(tax.amount)} testId="summary-tax" />
      <Row label={shipping ? `Delivery (${shipping.name})` : "Delivery"} value={delivery} testId="summary-delivery" />
      <Row label="Total" value={format(total)} testId={totalTestId} strong />
    </dl>
  );
}
