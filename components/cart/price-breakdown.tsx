import { fromDecimal, toDecimal } from "@/lib/money/minor-units";
import { breakdownRows, mapBreakdown } from "@/lib/orders/contract/breakdown";
import type { QuoteResponse } from "@/lib/pricing/contract";

/** The formatter for the breakdown's amounts (decimal major units). */
export type AmountText = (amount: number) => string;

const TEST_IDS = { items: "summary-subtotal", discount: "summary-discount", tax: "summary-tax", delivery: "summary-delivery" };

/**
 * How a total adds up, as the cart and the checkout show it (the order pages and e-mails write the
 * same rows): items, the discount when a code applies, the tax line, delivery ('TBD' when the
 * country has none, 'Free' above its threshold), and the total. With nothing configured it reads
 * as the spec's summary: GST 0, Delivery 'TBD'.
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
  const breakdown = mapBreakdown(
    { items, discount, tax, shipping: { method: shipping?.name ?? null, amount: shipping?.amount ?? 0 } },
    (amount) => fromDecimal(amount),
  );
  const rows = breakdownRows(
    breakdown,
    (amount) => format(toDecimal(amount)),
    `Items subtotal (${itemCount} ${itemCount === 1 ? "item" : "items"})`,
  );
  return (
    <dl className="mt-4 space-y-3 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between">
          <dt className="text-neutral-700">{row.label}</dt>
          <dd className="font-medium tabular-nums" data-testid={TEST_IDS[row.key]}>
            {row.value}
          </dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-neutral-200 pt-3 text-base">
        <dt className="font-semibold text-neutral-900">Total</dt>
        <dd className="font-semibold tabular-nums" data-testid={totalTestId}>
          {format(total)}
        </dd>
      </div>
    </dl>
  );
}
