import { currencyOf, localeForCountry } from "./currency";
import { fromDecimal, toDecimal } from "./minor-units";
import { times, type Money } from "./money";

// Dollar currencies share the "$" sign, so their code is appended to tell them apart.
const CODE_APPENDED = new Set<string>(["USD", "AUD", "CAD", "SGD"]);

export type MoneyFormat = {
  /** The country whose format applies (its locale); the US when none. */
  country?: string | null;
  /** Append a dollar currency's code ("$12.50 AUD"), as amounts charged show it; catalogue prices go without. */
  withCode?: boolean;
  /** Whole units and no grouping ("$1235"), as a chart's axis shows them; 2 decimals otherwise. */
  wholeUnits?: boolean;
};

/**
 * Formatters by locale, currency and decimals. Building one costs about 30 µs, formatting with it
 * under 1 µs, and a list page shows dozens of prices; the keys are few (countries × currencies × 2).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string, wholeUnits: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${wholeUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const decimals = wholeUnits ? 0 : 2;
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      ...(wholeUnits && { useGrouping: false }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The one money formatter: the country's format with 2 decimals, e.g. "$12.50 AUD" or "12,50 €". */
export function formatMoney(amount: Money, { country, withCode = true, wholeUnits = false }: MoneyFormat = {}): string {
  const text = formatterFor(localeForCountry(country), amount.currency, wholeUnits).format(toDecimal(amount));
  return withCode && CODE_APPENDED.has(amount.currency) ? `${text} ${amount.currency}` : text;
}

export type PriceFormat = Pick<MoneyFormat, "country" | "wholeUnits"> & {
  /** The currency an amount was charged in ("aud" or "AUD"); none for a catalogue price. */
  currency?: string;
};

/**
 * The thin wrapper for amounts as the API answers them, decimal major units (12.5). Without a
 * currency it is a catalogue price, in the catalogue's currency without its code: "$12.50". With
 * one it is an amount charged in that currency, in the country's format: "$12.50 AUD", "12,50 €".
 */
export function formatPrice(amount: number, { currency, country, wholeUnits }: PriceFormat = {}): string {
  if (currency === undefined) return formatMoney(fromDecimal(amount), { withCode: false, wholeUnits });
  return formatMoney(fromDecimal(amount, currencyOf(currency)), { country, wholeUnits });
}

/** `quantity` units at a catalogue `price` (decimal, catalogue currency), as the catalogue shows them: "$37.05". */
export function formatCataloguePrice(price: number, quantity = 1): string {
  return formatMoney(times(fromDecimal(price), quantity), { withCode: false });
}
