import { z } from "zod";
import { PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { paymentCountrySchema } from "@/lib/shipping/contract";

// The tax of each country the shop sells to, as the admin's Settings page manages it: shared by
// the route handlers and the browser. A rate is in percent; `inclusive` when catalogue prices
// already contain it (GST in Australia), exclusive when it is added at checkout (US sales tax).

export const MAX_TAX_RATE = 100;

/** What the Settings page shows while no country has a rate (the cart's GST line is then 0). */
export const NO_TAX_RATES = "No tax rates: the cart shows GST 0";
/** The database keeps 3 decimals of a percent (7.125 %). */
export const TAX_RATE_DECIMALS = 3;

/** Whether a rate has at most 3 decimals, allowing for float noise (7.125, not 7.1255). */
function hasRateDecimals(rate: number): boolean {
  const scaled = rate * 10 ** TAX_RATE_DECIMALS;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

/** PUT /api/admin/tax-rates/{country}: the country's rate, set or replaced. */
export const setTaxRateSchema = z
  .object({
    rate: z
      .number({ error: "must be a number" })
      .min(0, "must be 0 or more")
      .max(MAX_TAX_RATE, `must be at most ${MAX_TAX_RATE}`)
      .refine(hasRateDecimals, `must have at most ${TAX_RATE_DECIMALS} decimals`),
    inclusive: z.boolean({ error: "must be true or false" }),
  })
  .strict();
export type SetTaxRateInput = z.output<typeof setTaxRateSchema>;

export const taxRateParams = z.object({ country: paymentCountrySchema });

/** A country's rate as the API answers it. */
export const taxRateSchema = z.object({
  country: z.enum(PAYMENT_COUNTRIES),
  rate: z.number(),
  inclusive: z.boolean(),
  updatedAt: z.string(),
});
export type TaxRate = z.output<typeof taxRateSchema>;
export const taxRateListSchema = z.array(taxRateSchema);
