import type { Measurement } from "./measurement";
import type { Scenario } from "./scenarios";

// The printed tables and the figures derived for them (pure, so they can be tested).

export type ResultRow = {
  scenario: string;
  kind: Scenario["kind"];
  /** Null when the scenario was skipped (see `skipped`). */
  measurement: Measurement | null;
  skipped?: string;
  /** Pages only: requests/s over the static baseline's, served by the same server. */
  staticRatio?: number;
};

export type GrowthRow = {
  scenario: string;
  p99LargeMs: number;
  p99SmallMs: number;
  /** p99 at N over p99 at 1 000; null when the small p99 was 0 ms (below the timer's resolution). */
  growth: number | null;
};

export function staticRatio(requestsPerSecond: number, baselineRequestsPerSecond: number): number | undefined {
  return baselineRequestsPerSecond > 0 ? requestsPerSecond / baselineRequestsPerSecond : undefined;
}

/** Pairs the scenarios measured on both shops by name. */
export function growthRows(large: readonly ResultRow[], small: readonly ResultRow[]): GrowthRow[] {
  const smallByName = new Map(small.map((row) => [row.scenario, row.measurement]));
  return large.flatMap((row) => {
    const other = smallByName.get(row.scenario);
    if (!row.measurement || !other) return [];
    const growth = other.p99Ms > 0 ? row.measurement.p99Ms / other.p99Ms : null;
    return [{ scenario: row.scenario, p99LargeMs: row.measurement.p99Ms, p99SmallMs: other.p99Ms, growth }];
  });
}

/** A plain-text table: the first column (names) left-aligned, figures right-aligned. */
export function table(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join("  ").trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...lines.map(format)].join("\n");
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

export function formatResultRow(row: ResultRow): string[] {
  const m = row.measurement;
  if (!m) return [row.scenario, "skipped", "-", "-", "-", "", ""];
  const ratio = row.staticRatio === undefined ? "" : `${fixed(row.staticRatio, 2)}x`;
  const distinct = m.distinctShare === undefined ? "" : `${fixed(Math.min(1, m.distinctShare) * 100, 0)}%`;
  return [row.scenario, fixed(m.requestsPerSecond, 0), fixed(m.p50Ms, 0), fixed(m.p99Ms, 0), String(m.errors), ratio, distinct];
}

/** "distinct": the share of requests with a URL not asked before in the run (the rest a cache could answer). */
export const RESULT_HEADER = ["scenario", "req/s", "p50 ms", "p99 ms", "errors", "vs static", "distinct"];

/** The table, then why any scenario was skipped. */
export function formatResults(rows: readonly ResultRow[]): string {
  const notes = rows.filter((row) => !row.measurement).map((row) => `${row.scenario}: skipped, ${row.skipped ?? "no reason given"}`);
  return [table(RESULT_HEADER, rows.map(formatResultRow)), ...notes].join("\n");
}

export function formatGrowth(rows: readonly GrowthRow[], products: number, smallProducts: number): string {
  const header = ["scenario", `p99 ms at ${products}`, `p99 ms at ${smallProducts}`, "growth"];
  return table(
    header,
    rows.map((row) => [row.scenario, fixed(row.p99LargeMs, 0), fixed(row.p99SmallMs, 0), row.growth === null ? "n/a" : `${fixed(row.growth, 2)}x`]),
  );
}
