import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { auditLog, currencyRates } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { revalidateCatalog } from "@/lib/catalog/cache";
import { NotFoundError } from "@/lib/errors";
import { BASE_CURRENCY, type Currency } from "@/lib/money/currency";
import { RATE_CURRENCIES, RATE_DECIMALS, type ExchangeRateEntry } from "./contract";

// The exchange rates as the admin's Settings page reads and writes them. Each write runs in one
// transaction with its audit entry (kind "settings"), which is also where "changed by whom"
// comes from: the table keeps only the time.

/** The audit entries of a currency's rate share this subject. */
const subjectOf = (currency: Currency) => `currency-rate:${currency}`;

/** One key for every rate write: they wait for each other, so each audit entry's "before" is true. */
const RATE_LOCK_KEY = 1_700_420;

type RateRow = { rate: string; updatedAt: Date };
type LastChange = { at: Date; actorName: string };

async function rateRows(db: Db, currencies: readonly Currency[]): Promise<Map<string, RateRow>> {
  const rows = await db
    .select({ currency: currencyRates.currency, rate: currencyRates.rate, updatedAt: currencyRates.updatedAt })
    .from(currencyRates)
    .where(inArray(currencyRates.currency, [...currencies]));
  return new Map(rows.map((row) => [row.currency, row]));
}

/** The newest audit entry of each currency's rate. */
async function lastChanges(db: Db, currencies: readonly Currency[]): Promise<Map<string, LastChange>> {
  const subjects = currencies.map(subjectOf);
  const rows = await db
    .selectDistinctOn([auditLog.subjectId], { subjectId: auditLog.subjectId, at: auditLog.at, actorName: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.kind, "settings"), inArray(auditLog.subjectId, subjects)))
    .orderBy(auditLog.subjectId, desc(auditLog.id));
  return new Map(rows.map((row) => [row.subjectId, row]));
}

function entryOf(currency: Currency, row: RateRow | undefined, change: LastChange | undefined): ExchangeRateEntry {
  if (!row) {
    // Not set: when and by whom it was removed, if it ever was set in the app.
    return { currency, rate: null, updatedAt: change?.at.toISOString() ?? null, updatedBy: change?.actorName ?? null };
  }
  // The audit entry is written in the rate's own transaction, so its time is the row's. A row
  // newer than its last entry was changed outside the app (psql, a script): nobody to name.
  const byAdmin = change !== undefined && change.at.getTime() >= row.updatedAt.getTime();
  return {
    currency,
    rate: Number(row.rate),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: byAdmin ? change.actorName : null,
  };
}

async function readEntries(db: Db, currencies: readonly Currency[]): Promise<ExchangeRateEntry[]> {
  const [rows, changes] = await Promise.all([rateRows(db, currencies), lastChanges(db, currencies)]);
  return currencies.map((currency) => entryOf(currency, rows.get(currency), changes.get(subjectOf(currency))));
}

/** Every currency a rate can be set for, in the shop's order, set or not. */
export async function listExchangeRates(): Promise<ExchangeRateEntry[]> {
  return readEntries(await getDb(), RATE_CURRENCIES);
}

const rateText = (rate: number) => rate.toFixed(RATE_DECIMALS);
const shown = (rate: number) => String(Number(rateText(rate)));

async function lockedRate(tx: Db, currency: Currency): Promise<number | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RATE_LOCK_KEY})`);
  const [row] = await tx.select({ rate: currencyRates.rate }).from(currencyRates).where(eq(currencyRates.currency, currency));
  return row ? Number(row.rate) : null;
}

/**
 * Sets the rate (1 catalogue unit = `rate` of `currency`), recording the change. Setting the
 * rate it already has changes nothing and records nothing. Storefront prices follow at once.
 */
export async function setExchangeRate(actor: AuditActor, currency: Currency, rate: number): Promise<ExchangeRateEntry> {
  const db = await getDb();
  const value = rateText(rate);
  const changed = await db.transaction(async (tx) => {
    const before = await lockedRate(tx, currency);
    if (before !== null && rateText(before) === value) return false;
    await tx
      .insert(currencyRates)
      .values({ currency, rate: value })
      .onConflictDoUpdate({ target: currencyRates.currency, set: { rate: value, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      kind: "settings",
      action: "set",
      subjectId: subjectOf(currency),
      summary: `Set the ${currency} exchange rate: 1 ${BASE_CURRENCY} = ${shown(rate)} ${currency}`,
      before: before === null ? null : { currency, rate: before },
      after: { currency, rate: Number(value) },
    });
    return true;
  });
  if (changed) revalidateCatalog();
  const [entry] = await readEntries(db, [currency]);
  return entry;
}

/** Removes the rate: its shoppers pay the catalogue number again. 404 when none is set. */
export async function removeExchangeRate(actor: AuditActor, currency: Currency): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockedRate(tx, currency);
    if (before === null) throw new NotFoundError(`No exchange rate is set for ${currency}`);
    await tx.delete(currencyRates).where(eq(currencyRates.currency, currency));
    await recordAudit(tx, actor, {
      kind: "settings",
      action: "removed",
      subjectId: subjectOf(currency),
      summary: `Removed the ${currency} exchange rate (was 1 ${BASE_CURRENCY} = ${shown(before)} ${currency})`,
      before: { currency, rate: before },
      after: null,
    });
  });
  revalidateCatalog();
}
