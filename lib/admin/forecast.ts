/**
 * A straight-line trend fitted by least squares to monthly totals, extended `ahead` months:
 * simple, explainable, and enough to show direction. Returns one value per input month plus
 * the months ahead, never below zero, rounded to `decimals` places (0 for totals in minor units).
 */
export function linearForecast(values: number[], ahead: number, decimals = 2): number[] {
  const scale = 10 ** decimals;
  const n = values.length;
  if (n === 0) return Array.from({ length: ahead }, () => 0);
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  const spread = values.reduce((sum, _value, x) => sum + (x - meanX) ** 2, 0);
  const slope =
    spread === 0 ? 0 : values.reduce((sum, value, x) => sum + (x - meanX) * (value - meanY), 0) / spread;
  return Array.from({ length: n + ahead }, (_value, x) =>
    Math.max(0, Math.round((meanY + slope * (x - meanX)) * scale) / scale),
  );
}

/** Percentage change from `before` to `now`; null when there is nothing to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
