import { BASE_CURRENCY } from "@/lib/money/currency";
import { toDecimal } from "@/lib/money/minor-units";
import type { QuoteResponse } from "./contract";
import type { PricedCart } from "./price-cart";

/** A priced cart in the API's units (decimal major units of its currency). */
export function toQuoteResponse(priced: PricedCart): QuoteResponse {
  const { quote } = priced;
  return {
    currency: priced.currency,
    country: priced.country,
    converted: priced.currency !== BASE_CURRENCY && priced.rate !== 1,
    lines: priced.lines.map((line) => ({
      productItemId: line.productItemId,
      unitPrice: toDecimal(line.unitPrice),
      totalPrice: toDecimal(line.totalPrice),
    })),
    items: toDecimal(quote.items),
    discount: priced.discount ? { code: priced.discount.code, amount: toDecimal(quote.discount) } : null,
    discountError: priced.discountError,
    shippingOptions: priced.deliveryOptions.map((option) => ({
      id: option.id,
      name: option.name,
      price: toDecimal(option.price),
      free: option.free,
    })),
    shipping: priced.delivery
      ? { methodId: priced.delivery.id, name: priced.delivery.name, amount: toDecimal(quote.shipping) }
      : null,
    tax: {
      label: priced.taxLabel,
      ratePercent: priced.tax?.ratePercent ?? 0,
      inclusive: priced.tax?.inclusive ?? false,
      amount: toDecimal(quote.tax),
    },
    total: toDecimal(quote.total),
  };
}
