import { BASE_CURRENCY, localeForCountry, type Currency } from "./currency";

// Dollar currencies share the "$" sign, so their code is appended to tell them apart.
const CODE_APPENDED = new Set<string>(["USD", "AUD", "CAD", "SGD"]);

/**
 * The one money formatter: 2 decimals in the country's locale, e.g. "$12.50 AUD" or "12,50 €".
 * Amounts are major units (12.5), as the API returns them.
 */
export function formatMoney(
  amount: number,
  currency: Currency | string = BASE_CURRENCY,
  country = "US",
  { withCode = true }: { withCode?: boolean } = {},
): string {
  const code = currency.toUpperCase();
  const text = new Intl.NumberFormat(localeForCountry(country), {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return withCode && CODE_APPENDED.has(code) ? `${text} ${code}` : text;
}

/** A catalogue price (base currency) as cards, product pages and the cart show it: "$12.50". */
export function formatPrice(amount: number): string {
  return formatMoney(amount, BASE_CURRENCY, "US", { withCode: false });
}
