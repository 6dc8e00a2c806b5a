import { z } from "zod";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The days the daily run (and the admin page's suggestion) compares: late events and refunds settle within them. */
export const DAILY_RECONCILE_DAYS = 3;
/** A year and a day at most: the provider's lists are read whole for the range. */
export const MAX_RANGE_DAYS = 366;

const day = z.iso.date({ error: "Use a date as YYYY-MM-DD" });

/** Days to reconcile, UTC, both included. */
export const reconcileRange = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { error: "The range must start on or before its last day", path: ["to"] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS < MAX_RANGE_DAYS, {
    error: `Reconcile at most ${MAX_RANGE_DAYS} days at once`,
    path: ["to"],
  });
export type ReconcileRange = z.infer<typeof reconcileRange>;

/** The range's instants: from its first day's midnight (UTC) to the midnight after its last day, excluded. */
export function rangeBounds(range: ReconcileRange): { start: Date; end: Date } {
  return { start: new Date(`${range.from}T00:00:00Z`), end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS) };
}

/** The `days` days up to and including `today`'s (UTC). */
export function lastDays(days: number, today = new Date()): ReconcileRange {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
