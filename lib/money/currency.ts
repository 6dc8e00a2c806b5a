// The currencies the shop takes, country -> currency and country -> locale.

export const CURRENCIES = ["AUD", "USD", "CAD", "SGD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The catalogue's own currency: prices are stored in it. */
export const BASE_CURRENCY: Currency = "USD";

const CURRENCY_BY_COUNTRY: Record<string, Currency> = {
  AU: "AUD",
  US: "USD",
  CA: "CAD",
  SG: "SGD",
  IT: "EUR",
  FR: "EUR",
  DE: "EUR",
};

export const PAYMENT_COUNTRIES = ["AU", "CA", "SG", "IT", "FR", "DE", "US"] as const;

export function currencyForCountry(country: string | null | undefined): Currency {
  return CURRENCY_BY_COUNTRY[(country ?? "").toUpperCase()] ?? "USD";
}

/**
 * A currency code as stored or answered ("AUD", "aud") as the shop's Currency. A code the shop
 * does not take is a broken invariant (checkout only ever charges these), not a client error.
 */
export function currencyOf(code: string): Currency {
  const upper = code.toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(upper)) throw new RangeError(`The shop takes no payments in ${code}`);
  return upper as Currency;
}

export function isPaymentCountry(country: string | null | undefined): boolean {
  return (PAYMENT_COUNTRIES as readonly string[]).includes((country ?? "").toUpperCase());
}

const LOCALE_BY_COUNTRY: Record<string, string> = {
  AU: "en-AU",
  US: "en-US",
  CA: "en-CA",
  SG: "en-SG",
  IT: "it-IT",
  FR: "fr-FR",
  DE: "de-DE",
};

export function localeForCountry(country: string | null | undefined): string {
  return LOCALE_BY_COUNTRY[(country ?? "").toUpperCase()] ?? "en-US";
}
