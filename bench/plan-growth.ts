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

/** One kind of catalogue read, uncached, 10 at once (bench/catalog.ts timings). */
export type ReadTiming = { kind: string; p50Ms: number; p99Ms: number };

/** What bench/catalog.ts writes for one database. */
export type CatalogFigures = { plans: PlanStep[]; reads: ReadTiming[] };

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

export type ReadGrowth = { kind: string; small: ReadTiming | null; large: ReadTiming; p99Growth: number | null };

/** Pairs each kind of uncached read of the large shop with the same kind on the small one. */
export function readGrowth(large: readonly ReadTiming[], small: readonly ReadTiming[]): ReadGrowth[] {
  const smallByKind = new Map(small.map((read) => [read.kind, read]));
  return large.map((read) => {
    const other = smallByKind.get(read.kind) ?? null;
    return { kind: read.kind, small: other, large: read, p99Growth: other && other.p99Ms > 0 ? read.p99Ms / other.p99Ms : null };
  });
}

export function formatReadGrowth(rows: readonly ReadGrowth[], products: number, smallProducts: number): string {
  const ms = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(1));
  return table(
    ["uncached read, 10 at once", `p50 at ${smallProducts}`, `p99 at ${smallProducts}`, `p50 at ${products}`, `p99 at ${products}`, "p99 growth"],
    rows.map((row) => [row.kind, ms(row.small?.p50Ms), ms(row.small?.p99Ms), ms(row.large.p50Ms), ms(row.large.p99Ms), row.p99Growth === null ? "n/a" : `${row.p99Growth.toFixed(1)}x`]),
  );
}

export function readCatalogFigures(file: string): CatalogFigures {
  return JSON.parse(readFileSync(file, "utf8")) as CatalogFigures;
}
