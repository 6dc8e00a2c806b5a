import { cpuBoundRate } from "./cpu-use";
import type { Measurement } from "./measurement";
import type { Scenario } from "./scenarios";
import { CATALOGUE_MAX_GROWTH, checkRow, growthMeets, newSharesComparable, type Check, type Target } from "./targets";

// The printed tables and the figures derived for them (pure, so they can be tested).

export type MeasuredRow = {
  scenario: string;
  kind: Scenario["kind"];
  target: Target;
  /** Null when the scenario was skipped (see `skipped`). */
  measurement: Measurement | null;
  skipped?: string;
  /** Something the reader must know about the figures (the URL maker ran out, say). */
  note?: string;
};

export type ResultRow = MeasuredRow & { check: Check };

/** One scenario on both shops: its target met or not on each, and how its p99 grew. */
export type CombinedRow = {
  scenario: string;
  target: string;
  small: Check | null;
  large: Check;
  p99SmallMs: number | null;
  p99LargeMs: number | null;
  /** p99 at N over p99 at 1 000; null when either is missing or the small p99 was 0 ms (below the timer's resolution). */
  growth: number | null;
  /** Catalogue calls only: growth within CATALOGUE_MAX_GROWTH; null when not judged. */
  growthMeets: boolean | null;
  /** Shares of requests with a new URL at 1 000 and at N, when the two are too far apart to judge growth. */
  incomparable?: { small: number; large: number };
};

/** The rows of one server with their checks (a rate target reads its reference among them). */
export function withChecks(rows: readonly MeasuredRow[]): ResultRow[] {
  return rows.map((row) => ({ ...row, check: checkRow(row, rows) }));
}

/** Pairs the scenarios of the large shop with the same ones on the 1 000-product shop, by name. */
export function combinedRows(large: readonly ResultRow[], small: readonly ResultRow[]): CombinedRow[] {
  const smallByName = new Map(small.map((row) => [row.scenario, row]));
  return large.map((row) => {
    const other = smallByName.get(row.scenario);
    const p99LargeMs = row.measurement?.p99Ms ?? null;
    const p99SmallMs = other?.measurement?.p99Ms ?? null;
    const growth = p99LargeMs !== null && p99SmallMs ? p99LargeMs / p99SmallMs : null;
    const smallShare = other?.measurement?.distinctShare;
    const largeShare = row.measurement?.distinctShare;
    const comparable = newSharesComparable(smallShare, largeShare);
    return {
      scenario: row.scenario,
      target: row.check.target,
      small: other?.check ?? null,
      large: row.check,
      p99SmallMs,
      p99LargeMs,
      growth,
      growthMeets: growthMeets(row.target, growth, comparable),
      ...(!comparable && smallShare !== undefined && largeShare !== undefined && { incomparable: { small: smallShare, large: largeShare } }),
    };
  });
}

/** A plain-text table: the first column (names) left-aligned, figures right-aligned. */
export function table(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join("  ").trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...lines.map(format)].join("\n");
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
const percent = (share: number) => `${fixed(Math.min(1, share) * 100, 0)}%`;
const times = (ratio: number | null) => (ratio === null ? "" : `${fixed(ratio, 2)}x`);

export function verdict(meets: boolean | null): string {
  return meets === null ? "" : meets ? "ok" : "missed";
}

/** A check in one cell: "0.62x ok". */
function checkCell(check: Check | null): string {
  if (!check) return "-";
  return [times(check.ratio), verdict(check.meets)].filter(Boolean).join(" ");
}

export function formatResultRow(row: ResultRow): string[] {
  const m = row.measurement;
  const { target, ratio, meets } = row.check;
  if (!m) return [row.scenario, "skipped", "-", "-", "-", "", target, "", ""];
  const distinct = m.distinctShare === undefined ? "" : percent(m.distinctShare);
  return [row.scenario, fixed(m.requestsPerSecond, 0), fixed(m.p50Ms, 0), fixed(m.p99Ms, 0), String(m.errors), distinct, target, times(ratio), verdict(meets)];
}

/**
 * "distinct": the share of requests with a URL not asked before in the run (the rest a cache could
 * answer). "ratio": the row's figure over its target's reference (req/s over the reference row's,
 * or p99 over the p99 limit).
 */
export const RESULT_HEADER = ["scenario", "req/s", "p50 ms", "p99 ms", "errors", "distinct", "target", "ratio", "meets"];

/** The table, then why any scenario was skipped and what else its figures need said. */
export function formatResults(rows: readonly ResultRow[]): string {
  const notes = rows.flatMap((row) => [
    ...(row.measurement ? [] : [`${row.scenario}: skipped, ${row.skipped ?? "no reason given"}`]),
    ...(row.note ? [`${row.scenario}: ${row.note}`] : []),
  ]);
  return [table(RESULT_HEADER, rows.map(formatResultRow)), ...notes].join("\n");
}

/**
 * Where each row's CPU time went, per request answered: the server, PostgreSQL, the load generator
 * and their sum; then the most requests a second the machine's `cores` could answer at that cost,
 * all three sharing them. A row whose target needs more than that cannot meet it on this machine.
 * Null when no row has the figures (no /proc to read).
 */
export function formatCpu(rows: readonly ResultRow[], cores: number): string | null {
  const lines = rows.flatMap((row) => {
    const cpu = row.measurement?.cpu;
    if (!cpu) return [];
    const bound = cpuBoundRate(cpu, cores);
    return [[row.scenario, fixed(cpu.serverMs, 2), fixed(cpu.databaseMs, 2), fixed(cpu.loadMs, 2), fixed(cpu.totalMs, 2), bound === null ? "-" : fixed(bound, 0)]];
  });
  if (lines.length === 0) return null;
  return table(["scenario", "server ms", "database ms", "load ms", "total ms", `req/s the ${cores} cores allow`], lines);
}

/** The growth verdict, or why it is not judged: "not comparable: 2% new at 1k, 72%". */
function growthCell(row: CombinedRow): string {
  if (!row.incomparable) return verdict(row.growthMeets);
  return `not comparable: ${percent(row.incomparable.small)} new at 1k, ${percent(row.incomparable.large)}`;
}

export function formatCombined(rows: readonly CombinedRow[], products: number, smallProducts: number): string {
  const header = ["scenario", "target", `at ${smallProducts}`, `at ${products}`, `p99 ms at ${smallProducts}`, `p99 ms at ${products}`, "growth", `growth <= ${CATALOGUE_MAX_GROWTH}x`];
  const ms = (value: number | null) => (value === null ? "-" : fixed(value, 0));
  return table(
    header,
    rows.map((row) => [row.scenario, row.target, checkCell(row.small), checkCell(row.large), ms(row.p99SmallMs), ms(row.p99LargeMs), row.growth === null ? "n/a" : times(row.growth), growthCell(row)]),
  );
}
