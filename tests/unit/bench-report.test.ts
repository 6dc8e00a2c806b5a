/** @jest-environment node */
import { summarise } from "@/bench/measurement";
import { parseBenchOptions } from "@/bench/options";
import { formatGrowth, formatResults, growthRows, staticRatio, type ResultRow } from "@/bench/report";
import { baselineHtml } from "@/bench/static-baseline";

const measured = (p99Ms: number, requestsPerSecond = 100) => ({ requestsPerSecond, p50Ms: 1, p99Ms, requests: 1000, errors: 0, timeouts: 0, statuses: { "200": 1000 } });

describe("bench measurements", () => {
  const result = { requests: { average: 250.4, total: 2504 }, latency: { p50: 12, p99: 80 }, errors: 3, timeouts: 2 };

  it("count answers other than 2xx, and socket errors, as errors", () => {
    const summary = summarise({ ...result, statusCodeStats: { "200": { count: 2490 }, "404": { count: 10 }, "500": { count: 1 } } });
    expect(summary).toMatchObject({ requestsPerSecond: 250.4, p50Ms: 12, p99Ms: 80, requests: 2504, errors: 14, timeouts: 2 });
    expect(summary.statuses).toEqual({ "200": 2490, "404": 10, "500": 1 });
  });

  it("count anything but the expected status as an error when a scenario names one (404)", () => {
    const summary = summarise({ ...result, errors: 0, statusCodeStats: { "404": { count: 2500 }, "200": { count: 4 } } }, 404);
    expect(summary.errors).toBe(4);
  });
});

describe("bench tables", () => {
  const rows: ResultRow[] = [
    { scenario: "static baseline file", kind: "static", measurement: measured(3, 2000) },
    { scenario: "page /", kind: "page", measurement: measured(40, 500), staticRatio: staticRatio(500, 2000) },
    { scenario: "api list, size", kind: "catalogue", measurement: null, skipped: "the API refuses size (400)" },
    { scenario: "api list, colour", kind: "catalogue", measurement: { ...measured(120, 90), distinctShare: 0.75 } },
  ];

  it("print one aligned row per scenario with the page's ratio to the static file", () => {
    const lines = formatResults(rows).split("\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^scenario\s+req\/s\s+p50 ms\s+p99 ms\s+errors\s+vs static\s+distinct$/);
    expect(lines[3]).toMatch(/^page \/\s+500\s+1\s+40\s+0\s+0\.25x\s*$/);
    expect(lines[4]).toMatch(/^api list, size\s+skipped\s+-\s+-\s+-\s*$/);
    expect(lines[5]).toMatch(/^api list, colour\s+90\s+1\s+120\s+0\s+75%$/);
    expect(lines[6]).toBe("api list, size: skipped, the API refuses size (400)");
    // Figures end under the end of their heading.
    expect(lines[3].indexOf("500") + 3).toBe(lines[0].indexOf("req/s") + 5);
  });

  it("compare the p99 of the scenarios measured on both shops", () => {
    const small: ResultRow[] = [
      { scenario: "api list, colour", kind: "catalogue", measurement: measured(30) },
      { scenario: "api list, size", kind: "catalogue", measurement: null },
    ];
    const growth = growthRows(rows, small);
    expect(growth).toEqual([{ scenario: "api list, colour", p99LargeMs: 120, p99SmallMs: 30, growth: 4 }]);
    expect(growthRows(rows, [{ scenario: "api list, colour", kind: "catalogue", measurement: measured(0) }])[0].growth).toBeNull();
    expect(formatGrowth(growth, 100_000, 1_000)).toMatch(/api list, colour\s+120\s+30\s+4\.00x/);
    expect(staticRatio(10, 0)).toBeUndefined();
  });
});

describe("bench options", () => {
  it("default to 100 000 products and 10 s per scenario, --quick shortens", () => {
    expect(parseBenchOptions([])).toEqual({ products: 100_000, durationSeconds: 10, warmupSeconds: 2, small: true, keep: false, plans: false, port: 3200 });
    expect(parseBenchOptions(["--products", "2000", "--quick", "--skip-small", "--keep", "--plans"], { BENCH_PORT: "3250" })).toEqual({
      products: 2000,
      durationSeconds: 3,
      warmupSeconds: 1,
      small: false,
      keep: true,
      plans: true,
      port: 3250,
    });
    expect(parseBenchOptions(["--quick", "--duration", "5"]).durationSeconds).toBe(5);
  });

  it("refuse unknown flags and bad numbers with the usage", () => {
    expect(() => parseBenchOptions(["--product", "5"])).toThrow(/Unknown option --product[\s\S]*Usage/);
    expect(() => parseBenchOptions(["--products"])).toThrow(/whole number/);
    expect(() => parseBenchOptions(["--duration", "0"])).toThrow(/whole number/);
    expect(() => parseBenchOptions(["--products", "1e5"])).toThrow(/whole number/);
  });
});

describe("bench baseline file", () => {
  it("has exactly the asked number of bytes", () => {
    for (const bytes of [0, 200, 12_345, 80_000]) {
      const html = baselineHtml(bytes);
      expect(Buffer.byteLength(html)).toBe(Math.max(bytes, baselineHtml(0).length));
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    }
  });
});
