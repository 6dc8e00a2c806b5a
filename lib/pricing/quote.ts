import { type Currency } from "@/lib/money/currency";
import { convert, money, roundToMinor, sum, times, type Money } from "@/lib/money/money";
import { discountByLine } from "@/lib/orders/ledger/line-shares";

// The price of an order, from its lines to the amount charged, in the shopper's currency. Pure
// arithmetic in integer minor units: the cart's summary, the checkout's pay button and the order
// all come from this one function, so the shopper never pays a different number than shown.
//
// Order of work: each unit price is converted at the rate (rounded to the minor unit, as the
// storefront shows it), times its quantity; the discount comes off the lines it covers; delivery
// is priced on what is left (free above its threshold); tax is on goods and delivery together,
// either contained in them (inclusive) or added on top (exclusive).

export type QuoteLine = {
  /** Catalogue price of one unit, catalogue currency. */
  unitPrice: Money;
  quantity: number;
  /** Whether the discount applies to this line (its category is one the code covers). */
  discounted: boolean;
};

export type DiscountRule =
  | { kind: "percent"; percentOff: number }
  /** Catalogue currency: converted at the rate like a price. */
  | { kind: "fixed"; amountOff: Money };

export type ShippingRule = {
  /** In the quote's currency. */
  price: Money;
  /** Goods after discount at or above this ship free; in the quote's currency. */
  freeAbove: Money | null;
};

export type TaxRule = { ratePercent: number; inclusive: boolean };

export type QuoteInput = {
  lines: readonly QuoteLine[];
  currency: Currency;
  /** Catalogue currency to `currency`. */
  rate: number;
  discount?: DiscountRule | null;
  shipping?: ShippingRule | null;
  tax?: TaxRule | null;
};

export type Quote = {
  /** The lines at converted unit prices. */
  items: Money;
  /** Never more than the lines it covers. */
  discount: Money;
  /**
   * Each line's part of `discount`, in the lines' order: spread over the lines it covers by
   * largest remainder (discountByLine), 0 for the others. The order records them on its lines.
   */
  lineDiscounts: Money[];
  /** 0 when no delivery applies (shown 'TBD') or it is free. */
  shipping: Money;
  /** The tax in the total: contained in it when inclusive, added to it otherwise. */
  tax: Money;
  total: Money;
};

/** A catalogue amount as the shopper's currency shows it: the one conversion, per unit. */
export function shopperPrice(amount: Money, rate: number, currency: Currency): Money {
  return convert(amount, rate, currency);
}

function discountOf(rule: DiscountRule | null | undefined, covered: Money, rate: number): Money {
  if (!rule) return money(0, covered.currency);
  const off =
    rule.kind === "percent"
      ? roundToMinor((covered.minor * rule.percentOff) / 100)
      : shopperPrice(rule.amountOff, rate, covered.currency).minor;
  return money(Math.min(Math.max(off, 0), covered.minor), covered.currency);
}

/** What delivery costs for goods of this value (after discount): its price, or 0 from its free-above threshold. */
export function deliveryPrice(rule: ShippingRule | null | undefined, goods: Money): Money {
  if (!rule) return money(0, goods.currency);
  if (rule.freeAbove && goods.minor >= rule.freeAbove.minor) return money(0, goods.currency);
  return money(rule.price.minor, goods.currency);
}

function taxOf(rule: TaxRule | null | undefined, taxable: Money): Money {
  if (!rule || rule.ratePercent <= 0) return money(0, taxable.currency);
  const r = rule.ratePercent;
  const fraction = rule.inclusive ? (taxable.minor * r) / (100 + r) : (taxable.minor * r) / 100;
  return money(roundToMinor(fraction), taxable.currency);
}

export function quoteOrder({ lines, currency, rate, discount, shipping, tax }: QuoteInput): Quote {
  const lineTotals = lines.map((line) => times(shopperPrice(line.unitPrice, rate, currency), line.quantity));
  const items = sum(lineTotals, currency);
  const covered = sum(
    lineTotals.filter((_, index) => lines[index].discounted),
    currency,
  );
  const discountAmount = discountOf(discount, covered, rate);
  const lineDiscounts = discountByLine(
    discountAmount.minor,
    lineTotals.map((total, index) => ({ itemsMinor: total.minor, discounted: lines[index].discounted })),
  ).map((minor) => money(minor, currency));
  const goods = money(items.minor - discountAmount.minor, currency);
  const shippingAmount = deliveryPrice(shipping, goods);
  const taxable = money(goods.minor + shippingAmount.minor, currency);
  const taxAmount = taxOf(tax, taxable);
  const total = tax && !tax.inclusive ? money(taxable.minor + taxAmount.minor, currency) : taxable;
  return { items, discount: discountAmount, lineDiscounts, shipping: shippingAmount, tax: taxAmount, total };
}
