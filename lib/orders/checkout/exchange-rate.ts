import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { currencyRates } from "@/db/schema";
import { BASE_CURRENCY } from "@/lib/money/currency";

/**
 * The shop's rate from the catalogue currency to `currency`: 1 (the same number, as the
 * catalogue shows it) unless the shop has set one. Amounts are converted with it by `convert`
 * (lib/money/money.ts), which rounds to the minor unit.
 */
export async function exchangeRate(db: Db, currency: string): Promise<number> {
  if (currency === BASE_CURRENCY) return 1;
  const [row] = await db
    .select({ rate: currencyRates.rate })
    .from(currencyRates)
    .where(eq(currencyRates.currency, currency));
  return row ? Number(row.rate) : 1;
}
