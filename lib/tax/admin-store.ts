import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taxRates } from "@/db/schema";
import { changedFields, recordAudit, type AuditActor } from "@/lib/audit/record";
import { NotFoundError } from "@/lib/errors";
import type { PaymentCountry } from "@/lib/shipping/contract";
import type { SetTaxRateInput, TaxRate } from "./contract";

// The admin's writes of tax rates, one row per country, each in one transaction with its audit
// entry. A country without a row has no tax (the cart's GST line shows 0).

type Row = typeof taxRates.$inferSelect;

function rateOf(row: Row): TaxRate {
  return {
    country: row.country as PaymentCountry,
    rate: Number(row.rate),
    inclusive: row.inclusive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (rate: TaxRate) => ({ rate: rate.rate, inclusive: rate.inclusive });

/** Every country's rate, by country. */
export async function listTaxRates(): Promise<TaxRate[]> {
  const db = await getDb();
  const rows = await db.select().from(taxRates).orderBy(asc(taxRates.country));
  return rows.map(rateOf);
}

/** Sets (or replaces) a country's rate. */
export async function setTaxRate(
  actor: AuditActor,
  country: PaymentCountry,
  input: SetTaxRateInput,
): Promise<TaxRate> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(taxRates).where(eq(taxRates.country, country)).for("update");
    const before = existing ? valuesOf(rateOf(existing)) : null;
    const changed = before ? changedFields(before, input) : { before: null, after: { ...input } };
    if (!changed) return rateOf(existing);
    // numeric(6,3): the rate as its decimal text, never a float's binary noise.
    const stored = { rate: input.rate.toFixed(3), inclusive: input.inclusive };
    const [row] = await tx
      .insert(taxRates)
      .values({ country, ...stored })
      .onConflictDoUpdate({ target: taxRates.country, set: { ...stored, updatedAt: sql`now()` } })
      .returning();
    const rate = rateOf(row);
    await recordAudit(tx, actor, {
      kind: "settings",
      action: existing ? "updated" : "created",
      subjectId: `tax-rate-${country}`,
      summary: `Set the tax of ${country} to ${rate.rate} % ${rate.inclusive ? "included in" : "added to"} prices`,
      ...changed,
    });
    return rate;
  });
}

/** Removes a country's rate (no tax there from now on); 404 when it has none. */
export async function removeTaxRate(actor: AuditActor, country: PaymentCountry): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(taxRates).where(eq(taxRates.country, country)).returning();
    if (!row) throw new NotFoundError(`${country} has no tax rate`);
    await recordAudit(tx, actor, {
      kind: "settings",
      action: "deleted",
      subjectId: `tax-rate-${country}`,
      summary: `Removed the tax of ${country}`,
      before: valuesOf(rateOf(row)),
    });
  });
}
