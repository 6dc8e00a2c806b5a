import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reconciliationRuns, type StoredLedgerDifference } from "@/db/schema";
import { DIFFERENCE_KINDS, type DifferenceKind } from "./compare";
import type { ReconcileRange } from "./range";
import { reconcile } from "./reconcile";
import type { ReconcileTrigger, ReconciliationRun } from "./runs-types";

export type { ReconcileTrigger, ReconciliationRun } from "./runs-types";


const isKind = (kind: string): kind is DifferenceKind => (DIFFERENCE_KINDS as readonly string[]).includes(kind);

function toRun(row: typeof reconciliationRuns.$inferSelect): ReconciliationRun {
  return {
    id: row.id,
    ranAt: row.ranAt,
    range: { from: row.fromDay, to: row.toDay },
    trigger: row.trigger,
    differenceCount: row.differenceCount,
    // Stored by this module only; a kind it no longer knows is dropped rather than shown wrongly.
    differences: row.differences.flatMap((stored: StoredLedgerDifference) =>
      isKind(stored.kind) ? [{ ...stored, kind: stored.kind }] : [],
    ),
  };
}

/** Reconciles the range and keeps the result as the latest run. */
export async function runReconciliation(range: ReconcileRange, trigger: ReconcileTrigger): Promise<ReconciliationRun> {
  const { differences } = await reconcile(range);
  const db = await getDb();
  const [row] = await db
    .insert(reconciliationRuns)
    .values({ fromDay: range.from, toDay: range.to, trigger, differenceCount: differences.length, differences })
    .returning();
  return toRun(row);
}

/** The newest reconciliation, or null before the first. */
export async function latestReconciliation(): Promise<ReconciliationRun | null> {
  const db = await getDb();
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.ranAt), desc(reconciliationRuns.id)).limit(1);
  return row ? toRun(row) : null;
}
