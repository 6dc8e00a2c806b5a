// What each row of the bench should reach (issue 22), and whether it did (pure, so it can be tested).

/** Every catalogue call: p99 at most this at the bench's 10 connections... */
export const CATALOGUE_P99_MS = 50;
/** ...and its p99 on the large shop at most this many times its p99 on the 1 000-product shop. */
export const CATALOGUE_MAX_GROWTH = 1.5;
/**
 * Growth is judged only when the 1 000-product shop's requests were new URLs at least this share
 * as often as the large shop's: a small shop has few distinct answers, so after the warm-up its
 * cache answers nearly all of them, and set against a large shop's database reads that would
 * compare a cache with a database, not how the work grows with the catalogue.
 */
export const MIN_COMPARABLE_NEW_SHARE = 0.75;
/** Pages: at least this share of their reference's requests/s, measured on the same server. */
export const PAGE_MIN_RATE_SHARE = 0.5;

export type Target =
  /** The static baseline file: what the cached pages are compared with; no target of its own. */
  | { kind: "reference" }
  | { kind: "p99"; maxMs: number }
  /** req/s at least `minShare` of the req/s of the row named `reference`, in the same run. */
  | { kind: "rate"; reference: string; minShare: number };

/** A row's target in words, its figure over the target's reference, and whether it meets it (null: nothing to judge). */
export type Check = { target: string; ratio: number | null; meets: boolean | null };

/** The figures a check reads (a measured row; null when skipped). */
export type Measured = { scenario: string; target: Target; measurement: { requestsPerSecond: number; p99Ms: number } | null };

export function describeTarget(target: Target): string {
  if (target.kind === "reference") return "reference";
  if (target.kind === "p99") return `p99 <= ${target.maxMs} ms`;
  return `req/s >= ${target.minShare}x ${target.reference}`;
}

/** Checks `row` against its target; a rate target reads its reference among `run`, the rows of the same server. */
export function checkRow(row: Measured, run: readonly Measured[]): Check {
  const target = describeTarget(row.target);
  const m = row.measurement;
  if (!m || row.target.kind === "reference") return { target, ratio: null, meets: null };
  if (row.target.kind === "p99") return { target, ratio: m.p99Ms / row.target.maxMs, meets: m.p99Ms <= row.target.maxMs };
  const { reference, minShare } = row.target;
  const referenceRps = run.find((other) => other.scenario === reference)?.measurement?.requestsPerSecond;
  if (!referenceRps) return { target, ratio: null, meets: null };
  const ratio = m.requestsPerSecond / referenceRps;
  return { target, ratio, meets: ratio >= minShare };
}

/** Whether both shops asked for new URLs about as often (see MIN_COMPARABLE_NEW_SHARE); true when a share is unknown (fixed URLs). */
export function newSharesComparable(smallShare: number | undefined, largeShare: number | undefined): boolean {
  if (smallShare === undefined || largeShare === undefined) return true;
  return smallShare >= largeShare * MIN_COMPARABLE_NEW_SHARE;
}

/**
 * Whether a growth of p99 from the 1 000-product shop to the large one meets its target: only
 * catalogue calls have one, and only when both shops' requests were comparably often new.
 */
export function growthMeets(target: Target, growth: number | null, comparable = true): boolean | null {
  if (target.kind !== "p99" || growth === null || !comparable) return null;
  return growth <= CATALOGUE_MAX_GROWTH;
}
