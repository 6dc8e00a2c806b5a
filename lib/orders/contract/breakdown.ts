import type { Money } from "@/lib/money/money";
import { DEFAULT_TAX_LABEL, TAX_LABELS } from "@/lib/pricing/contract";

// How an order's total came about (lib/pricing/quote.ts made it; the order recorded it), and the
// rows every place that shows an order writes it as: the shopper's order page, the admin's and the
// order e-mails. Browser-safe: the pages' components read it too.

/** An order's price breakdown, amounts of type A: Money inside lib/, decimals in the API's answers. */
export type OrderBreakdown<A> = {
  /** The lines at their charged prices, before any discount. */
  items: A;
  /** The code (as entered) and what it took off; null when none applied. */
  discount: { code: string | null; amount: A } | null;
  /** `method` null: no delivery method applied (delivery 'TBD'). */
  shipping: { method: string | null; amount: A };
  /** `label` is the tax's name where the order goes ("GST", "VAT", "Sales tax"). */
  tax: { label: string; ratePercent: number; inclusive: boolean; amount: A };
};

/** The same breakdown in other units (Money to the API's decimals, or back). */
export function mapBreakdown<A, B>(breakdown: OrderBreakdown<A>, map: (amount: A) => B): OrderBreakdown<B> {
  const { items, discount, shipping, tax } = breakdown;
  return {
    items: map(items),
    discount: discount && { code: discount.code, amount: map(discount.amount) },
    shipping: { method: shipping.method, amount: map(shipping.amount) },
    tax: { ...tax, amount: map(tax.amount) },
  };
}

/** The tax's name in a country: 'GST' where it has no other name, and for no tax at all (the spec's "GST 0"). */
export function taxLabel(country: string | null, ratePercent: number): string {
  if (ratePercent === 0) return DEFAULT_TAX_LABEL;
  return TAX_LABELS[(country ?? "").toUpperCase()] ?? DEFAULT_TAX_LABEL;
}

/** "GST (10 % included)", "Sales tax (7.125 %)", or just "GST" when there is no tax. */
export function taxLineLabel(
  tax: Pick<OrderBreakdown<unknown>["tax"], "label" | "ratePercent" | "inclusive">,
): string {
  if (tax.ratePercent === 0) return tax.label;
  return `${tax.label} (${tax.ratePercent} %${tax.inclusive ? " included" : ""})`;
}

/** `key` names the row for those who pick one out (a test, a summary's styling). */
export type BreakdownRow = { key: "items" | "discount" | "tax" | "delivery"; label: string; value: string };

/**
 * The rows between an order's lines and its total, in the spec's summary order: Items subtotal,
 * the discount (if any), the tax line and Delivery. `format` writes an amount the way the place
 * shows money; `itemsLabel` names the first row ("Items subtotal (2 items)" in the cart).
 */
export function breakdownRows(
  breakdown: OrderBreakdown<Money>,
  format: (amount: Money) => string,
  itemsLabel = "Items subtotal",
): BreakdownRow[] {
  const { items, discount, shipping, tax } = breakdown;
  const rows: BreakdownRow[] = [{ key: "items", label: itemsLabel, value: format(items) }];
  if (discount)
    rows.push({
      key: "discount",
      label: discount.code ? `Discount (${discount.code})` : "Discount",
      value: `\u2212${format(discount.amount)}`,
    });
  rows.push({ key: "tax", label: taxLineLabel(tax), value: format(tax.amount) });
  rows.push(
    shipping.method === null
      ? { key: "delivery", label: "Delivery", value: "TBD" }
      : {
          key: "delivery",
          label: `Delivery (${shipping.method})`,
          value: shipping.amount.minor === 0 ? "Free" : format(shipping.amount),
        },
  );
  return rows;
}
