import { currencyForCountry, type Currency } from "@/lib/money/currency";
import { formatCataloguePrice, formatMoney } from "@/lib/money/format";
import { fromDecimal } from "@/lib/money/minor-units";
import { times } from "@/lib/money/money";
import { shopperPrice } from "@/lib/pricing/quote";

// A catalogue price as the storefront shows it to one shopper. Plain and without zod: the
// storefront's price islands carry it in their first load (see components/store/price/).

/** The rates the shop has set, 1 catalogue unit = rate units of the currency; absent: none set. */
export type ShopperRates = Partial<Record<Currency, number>>;

export const NO_RATES: ShopperRates = Object.freeze({});

/**
 * `quantity` units at the catalogue's unit `price` (decimal, catalogue currency), as the shopper
 * from `country` sees them. With a rate set for the country's currency: converted per unit with
 * the checkout's one rule (shopperPrice), times the quantity, in the country's format with the
 * currency ("$19.00 AUD", "17,48 €"). Otherwise, and for the catalogue's own currency (the rate
 * is 1, the catalogue shows it already), exactly the catalogue price: "$12.50".
 */
export function shopperPriceText(
  price: number,
  { quantity = 1, country, rates }: { quantity?: number; country: string | null | undefined; rates: ShopperRates },
): string {
  const unit = fromDecimal(price);
  const currency = currencyForCountry(country);
  const rate = currency === unit.currency ? undefined : rates[currency];
  if (rate === undefined) return formatCataloguePrice(price, quantity);
  return formatMoney(times(shopperPrice(unit, rate, currency), quantity), { country });
}
