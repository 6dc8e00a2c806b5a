import "server-only";
import type { Db } from "@/db/client";
import type { CartLine } from "@/lib/cart/types";
import { checkDiscount, type AppliedDiscount, type DiscountCustomer } from "@/lib/discounts/validate";
import { BadRequestError } from "@/lib/errors";
import { exchangeRate } from "@/lib/orders/checkout/exchange-rate";
import { currencyForCountry, type Currency } from "@/lib/money/currency";
import { money, sum, times, type Money } from "@/lib/money/money";
import { taxLabel } from "@/lib/orders/contract/breakdown";
import { deliveryPrice, quoteOrder, shopperPrice, type Quote, type TaxRule } from "./quote";
import { countryTax, deliveryMethods, type DeliveryMethod } from "./country-rules";

// A cart priced for a country with what the shopper chose (a code, a delivery method): the one
// server-side pricing behind the cart's summary (POST /api/cart/quote) and the payment intent.

export type PricingChoice = { discountCode?: string; shippingMethodId?: number };

export type PricedLine = {
  productItemId: number;
  unitPrice: Money;
  totalPrice: Money;
  /** Whether the code covers this line. */
  discounted: boolean;
  /** The line's part of the quote's discount (quote.lineDiscounts). */
  discount: Money;
};

export type DeliveryOption = { id: number; name: string; price: Money; free: boolean };

export type PricedCart = {
  country: string;
  currency: Currency;
  /** Catalogue currency to `currency`. */
  rate: number;
  lines: PricedLine[];
  quote: Quote;
  discount: AppliedDiscount | null;
  /** Why the code asked for does not apply; null when none was asked for or it applies. */
  discountError: string | null;
  deliveryOptions: DeliveryOption[];
  /** The delivery priced in; null when the country has none (delivery 'TBD'). */
  delivery: DeliveryMethod | null;
  tax: TaxRule | null;
  taxLabel: string;
};

function chosenDelivery(methods: DeliveryMethod[], id: number | undefined, country: string): DeliveryMethod | null {
  if (id === undefined) return methods[0] ?? null;
  const method = methods.find((candidate) => candidate.id === id);
  if (!method) throw new BadRequestError(`shippingMethodId: ${id} is not a delivery method for ${country}`);
  return method;
}

export async function priceCart(
  db: Db,
  cart: readonly CartLine[],
  country: string,
  customer: DiscountCustomer,
  choice: PricingChoice,
): Promise<PricedCart> {
  const currency = currencyForCountry(country);
  const [rate, methods, tax] = await Promise.all([
    exchangeRate(db, currency),
    deliveryMethods(db, country, currency),
    countryTax(db, country),
  ]);
  const lines = cart.map(({ productItem, quantity }) => {
    const unitPrice = shopperPrice(productItem.price, rate, currency);
    return { productItemId: productItem.id, unitPrice, totalPrice: times(unitPrice, quantity) };
  });
  const items = sum(
    lines.map((line) => line.totalPrice),
    currency,
  );

  let discount: AppliedDiscount | null = null;
  let discountError: string | null = null;
  if (choice.discountCode) {
    const productIds = cart.map((line) => line.productItem.product.id);
    const check = await checkDiscount(db, choice.discountCode, customer, { productIds, items, rate, country });
    if ("applied" in check) discount = check.applied;
    else discountError = check.refused;
  }

  const delivery = chosenDelivery(methods, choice.shippingMethodId, country);
  const quoteLines = cart.map(({ productItem, quantity }) => ({
    unitPrice: productItem.price,
    quantity,
    discounted: discount?.covered.has(productItem.product.id) ?? false,
  }));
  const quote = quoteOrder({ lines: quoteLines, currency, rate, discount: discount?.rule, shipping: delivery, tax });
  const goods = money(quote.items.minor - quote.discount.minor, currency);
  const deliveryOptions = methods.map((method) => {
    const price = deliveryPrice(method, goods);
    return { id: method.id, name: method.name, price, free: price.minor === 0 };
  });
  return {
    country,
    currency,
    rate,
    lines: lines.map((line, index) => ({ ...line, discounted: quoteLines[index].discounted, discount: quote.lineDiscounts[index] })),
    quote,
    discount,
    discountError,
    deliveryOptions,
    delivery,
    tax,
    taxLabel: taxLabel(country, tax?.ratePercent ?? 0),
  };
}
