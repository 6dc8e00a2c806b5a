import { z } from "zod";
import { BASE_CURRENCY, CURRENCIES, type Currency } from "@/lib/money/currency";

// Exchange rates as the admin's Settings page sets them: shared by the server and the browser.
// A rate converts the catalogue's currency (BASE_CURRENCY) into another currency the shop takes;
// the checkout charges catalogue prices at it and the storefront shows them at it.

/** The currencies a rate can be set for: every one the shop takes but the catalogue's own. */
export const RATE_CURRENCIES: readonly Currency[] = CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);

/** Decimals a rate keeps (the column is numeric(14, 6)). */
export const RATE_DECIMALS = 6;

/**
 * The largest rate accepted. The currencies the shop takes trade within a few units of the
 * dollar; a rate in the thousands is a typo, and would push converted amounts past what an
 * order can hold.
 */
export const MAX_EXCHANGE_RATE = 1000;

/** A rate as a person types it: digits, then at most 6 decimals ("1.52", "0.915"). */
export const RATE_TEXT = /^\d+(\.\d{1,6})?$/;

/** Whether a number has at most RATE_DECIMALS decimals, allowing for float noise (1.52, not 1.5234567). */
function hasRateDecimals(rate: number): boolean {
  const scaled = rate * 10 ** RATE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const exchangeRateSchema = z
  .number()
  .positive()
  .max(MAX_EXCHANGE_RATE)
  .refine(hasRateDecimals, { message: `must have at most ${RATE_DECIMALS} decimals` });

/** The `{currency}` of /api/admin/currency-rates/{currency}: a code the shop takes, other than the catalogue's ("aud" is AUD). */
export const rateCurrencyParams = z.object({
  currency: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(
      z.enum(RATE_CURRENCIES as [Currency, ...Currency[]], {
        error: `must be one of ${RATE_CURRENCIES.join(", ")} (${BASE_CURRENCY} is the catalogue's currency: its rate is always 1)`,
      }),
    ),
});

/** PUT /api/admin/currency-rates/{currency}: the new rate, 1 BASE_CURRENCY = `rate` currency. */
export const setExchangeRateSchema = z.object({ rate: exchangeRateSchema }).strict();
export type SetExchangeRateInput = z.output<typeof setExchangeRateSchema>;

/** One currency as GET /api/admin/currency-rates lists it (and PUT answers it). */
export const exchangeRateEntrySchema = z.object({
  currency: z.enum(CURRENCIES),
  /** 1 BASE_CURRENCY = `rate` of this currency; null when none is set (the catalogue number is charged). */
  rate: z.number().nullable(),
  /** When the rate was last set or removed (ISO 8601); null when it never was. */
  updatedAt: z.string().nullable(),
  /** The admin who last set or removed it; null when it never was, or it was changed outside the app. */
  updatedBy: z.string().nullable(),
});
export type ExchangeRateEntry = z.output<typeof exchangeRateEntrySchema>;

export const exchangeRateListSchema = z.array(exchangeRateEntrySchema);
