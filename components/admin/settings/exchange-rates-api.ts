import { apiRequest } from "@/components/http/api-request";
import { exchangeRateEntrySchema, exchangeRateListSchema, type ExchangeRateEntry } from "@/lib/currency-rates/contract";
import type { Currency } from "@/lib/money/currency";

// The Settings page's exchange-rate calls from the browser.

export const EXCHANGE_RATES_KEY = ["admin", "currency-rates"] as const;

const path = (currency: Currency) => `/api/admin/currency-rates/${currency}`;

export function fetchExchangeRates(signal?: AbortSignal): Promise<ExchangeRateEntry[]> {
  return apiRequest("/api/admin/currency-rates", { schema: exchangeRateListSchema, signal });
}

export function saveExchangeRate(currency: Currency, rate: number): Promise<ExchangeRateEntry> {
  return apiRequest(path(currency), { method: "PUT", body: { rate }, schema: exchangeRateEntrySchema });
}

export function removeExchangeRate(currency: Currency): Promise<void> {
  return apiRequest(path(currency), { method: "DELETE" });
}
