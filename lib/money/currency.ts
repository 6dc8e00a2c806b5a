// Country -> currency and currency -> locale.

export type Currency = "AUD" | "USD" | "CAD" | "SGD" | "EUR";

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
