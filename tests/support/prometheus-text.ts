/**
 * The value of one sample in a Prometheus text exposition: `name` with exactly `labels`
 * (any order), or undefined when the scrape has no such series.
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(",");
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? "").match(/[\w]+="(?:[^"\\]|\\.)*"/g) ?? [];
    if (found.sort().join(",") === wanted) return Number(match[3]);
  }
  return undefined;
}
