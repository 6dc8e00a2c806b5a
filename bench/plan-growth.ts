import { readFileSync } from "node:fs";
import { table } from "./report";

// The catalogue's SQL plans on both shops side by side (pure but for reading the files): what the
// database does for one call, without the cache or the HTTP server in the way, and how it grows.

/** One step of one list shape on one database (bench/catalog.ts `--plans`). */
export type PlanStep = {
  shape: string;
  /** marks, page, count, or the search's page. */
  step: string;
  /** How this database ran it (a seek's skip, a search's GIN or id walk). */
  detail: string;
  /** Median EXPLAIN ANALYZE execution time. */
  ms: number;
  indexes: string[];
  seqScans: string[];
};

export type PlanGrowth = { shape: string; step: string; smallMs: number | null; largeMs: number; growth: number | null; detail: string };

/** Pairs each step of the large shop with the same step on the small one. */
export function planGrowth(large: readonly PlanStep[], small: readonly PlanStep[]): PlanGrowth[] {
  const smallByKey = new Map(small.map((step) => [`${step.shape}\n${step.step}`, step]));
  return large.map((step) => {
    const other = smallByKey.get(`${step.shape}\n${step.step}`);
    // Below the timer's tenth of a millisecond a ratio says nothing.
    const growth = other && other.ms >= 0.05 ? step.ms / other.ms : null;
    const detail = other && other.detail !== step.detail ? `${other.detail} -> ${step.detail}` : step.detail;
    return { shape: step.shape, step: step.step, smallMs: other?.ms ?? null, largeMs: step.ms, growth, detail };
  });
}

export function formatPlanGrowth(rows: readonly PlanGrowth[], products: number, smallProducts: number): string {
  const ms = (value: number | null) => (value === null ? "-" : value.toFixed(1));
  return table(
    ["shape", "step", `ms at ${smallProducts}`, `ms at ${products}`, "growth", "how"],
    rows.map((row) => [row.shape, row.step, ms(row.smallMs), ms(row.largeMs), row.growth === null ? "n/a" : `${row.growth.toFixed(1)}x`, row.detail]),
  );
}

export function readPlanSteps(file: string): PlanStep[] {
  return JSON.parse(readFileSync(file, "utf8")) as PlanStep[];
}
