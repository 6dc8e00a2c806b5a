import "server-only";
import { getDb } from "@/db/client";
import { currencyRates } from "@/db/schema";
import { fallbackWhileBuilding } from "@/lib/catalog/build-phase";
import { cachedRead } from "@/lib/catalog/cache";
import { CURRENCIES, type Currency } from "@/lib/money/currency";
import { NO_RATES, type ShopperRates } from "./shopper-price";

async function readShopperRates(): Promise<ShopperRates> {
  const db = await getDb();
  const rows = await db.select({ currency: currencyRates.currency, rate: currencyRates.rate }).from(currencyRates);
  const rates: ShopperRates = {};
  for (const row of rows) {
    // Only the currencies the shop takes: a stray row (psql) never reaches a page.
    if ((CURRENCIES as readonly string[]).includes(row.currency)) rates[row.currency as Currency] = Number(row.rate);
  }
  return rates;
}

/**
 * The rates as storefront pages read them: cached with the catalogue, whose invalidation
 * (revalidateCatalog, which every rate change calls) expires them and the pages together.
 */
export const storefrontRates: () => Promise<ShopperRates> = cachedRead("currencyRates", readShopperRates, () => []);

/** The rates for the storefront's shell; none while building (see fallbackWhileBuilding). */
export async function loadShopperRates(): Promise<ShopperRates> {
  try {
    return await storefrontRates();
  } catch (error) {
    return fallbackWhileBuilding(error, NO_RATES);
  }
}
