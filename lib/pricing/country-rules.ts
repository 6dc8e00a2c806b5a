import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shippingMethods, taxRates } from "@/db/schema";
import type { Currency } from "@/lib/money/currency";
import { money, type Money } from "@/lib/money/money";
import type { TaxRule } from "./quote";

// What the owner configured for a country, as the checkout prices with it. Read per quote, never
// on catalogue pages: delivery and tax depend on the shopper's country, which only the browser knows.

export type DeliveryMethod = { id: number; name: string; price: Money; freeAbove: Money | null };

/** The country's active delivery methods, in the owner's order; amounts in the country's currency. */
export async function deliveryMethods(db: Db, country: string, currency: Currency): Promise<DeliveryMethod[]> {
  const rows = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.country, country), eq(shippingMethods.active, true)))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.priceMinor), asc(shippingMethods.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: money(row.priceMinor, currency),
    freeAbove: row.freeAboveMinor === null ? null : money(row.freeAboveMinor, currency),
  }));
}

/** The country's tax, or none (0, as the spec's summary shows it). */
export async function countryTax(db: Db, country: string): Promise<TaxRule | null> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.country, country));
  return row ? { ratePercent: Number(row.rate), inclusive: row.inclusive } : null;
}
