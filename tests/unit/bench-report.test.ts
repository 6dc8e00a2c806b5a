/** @jest-environment node */
import { summarise } from "@/bench/measurement";
import { parseBenchOptions } from "@/bench/options";
import { combinedRows, formatCombined, formatCpu, formatResults, withChecks } from "@/bench/report";
import { BASELINE_SCENARIO, PRODUCT_CALL } from "@/bench/scenarios";
import { CATALOGUE_P99_MS, growthMeets, PAGE_MIN_RATE_SHARE, type Target } from "@/bench/targets";
import { latestMigration, seedMarker } from "@/bench/seed-marker";
import { formatPlanGrowth, formatReadGrowth, planGrowth, readGrowth } from "@/bench/plan-growth";
import { baselineHtml } from "@/bench/static-baseline";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
  const p99Target: Target = { kind: "p99", maxMs: CATALOGUE_P99_MS };
  const cachedPage: Target = { kind: "rate", reference: BASELINE_SCENARIO, minShare: PAGE_MIN_RATE_SHARE };
  const rows = withChecks([
    { scenario: BASELINE_SCENARIO, kind: "static", target: { kind: "reference" }, measurement: measured(3, 2000) },
    { scenario: "page /", kind: "page", target: cachedPage, measurement: measured(40, 500) },
    { scenario: "page /about", kind: "page", target: cachedPage, measurement: measured(20, 1500) },
    { scenario: "page product never rendered before", kind: "cold page", target: { kind: "rate", reference: PRODUCT_CALL, minShare: 0.5 }, measurement: { ...measured(90, 60), distinctShare: 1 } },
    { scenario: "api list, size", kind: "catalogue", target: p99Target, measurement: null, skipped: "the API refuses size (400)" },
    { scenario: "api list, colour", kind: "catalogue", target: p99Target, measurement: { ...measured(120, 90), distinctShare: 0.75 }, note: "a note on the figures" },
    { scenario: PRODUCT_CALL, kind: "catalogue", target: p99Target, measurement: { ...measured(40, 100), distinctShare: 1 } },
  ]);

  it("say per row where its CPU time went and the rate the machine's cores allow at that cost", () => {
    const cpu = { serverMs: 20, databaseMs: 3, loadMs: 2, totalMs: 25 };
    const withCpu = withChecks([{ scenario: "page product never rendered before", kind: "cold page", target: { kind: "reference" }, measurement: { ...measured(90, 60), cpu } }, ...rows]);
    const lines = formatCpu(withCpu, 2)!.split("\n");
    expect(lines[0]).toMatch(/^scenario\s+server ms\s+database ms\s+load ms\s+total ms\s+req\/s the 2 cores allow$/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^page product never rendered before\s+20\.00\s+3\.00\s+2\.00\s+25\.00\s+80$/);
    expect(formatCpu(rows, 2)).toBeNull();
  });

  it("print one aligned row per scenario with its target, its ratio to the target's reference and whether it meets it", () => {
    const lines = formatResults(rows).split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^scenario\s+req\/s\s+p50 ms\s+p99 ms\s+errors\s+distinct\s+target\s+ratio\s+meets$/);
    expect(lines[2]).toMatch(/^static baseline file\s+2000\s+1\s+3\s+0\s+reference$/);
    expect(lines[3]).toMatch(/^page \/\s+500\s+1\s+40\s+0\s+req\/s >= 0\.5x static baseline file\s+0\.25x\s+missed$/);
    expect(lines[4]).toMatch(/^page \/about\s+1500\s+.*\s0\.75x\s+ok$/);
    expect(lines[5]).toMatch(/^page product never rendered before\s+60\s+1\s+90\s+0\s+100%\s+req\/s >= 0\.5x api product by id\s+0\.60x\s+ok$/);
    expect(lines[6]).toMatch(/^api list, size\s+skipped\s+-\s+-\s+-\s+p99 <= 50 ms$/);
    expect(lines[7]).toMatch(/^api list, colour\s+90\s+1\s+120\s+0\s+75%\s+p99 <= 50 ms\s+2\.40x\s+missed$/);
    expect(lines[8]).toMatch(/^api product by id\s+100\s+1\s+40\s+0\s+100%\s+p99 <= 50 ms\s+0\.80x\s+ok$/);
    expect(lines[9]).toBe("api list, size: skipped, the API refuses size (400)");
    expect(lines[10]).toBe("api list, colour: a note on the figures");
    // Figures end under the end of their heading.
    expect(lines[3].indexOf("500") + 3).toBe(lines[0].indexOf("req/s") + 5);
  });

  it("judge nothing when a row or its reference was not measured", () => {
    const [page] = withChecks([{ scenario: "page /", kind: "page", target: cachedPage, measurement: measured(40, 500) }]);
    expect(page.check).toEqual({ target: "req/s >= 0.5x static baseline file", ratio: null, meets: null });
    expect(rows[4].check.meets).toBeNull();
    expect(rows[0].check.meets).toBeNull();
  });

  it("set each row at 1 000 products beside the same row at N, with the p99 growth judged for catalogue calls only", () => {
    const small = withChecks([
      { scenario: BASELINE_SCENARIO, kind: "static", target: { kind: "reference" }, measurement: measured(3, 2000) },
      { scenario: "page /", kind: "page", target: cachedPage, measurement: measured(20, 1200) },
      { scenario: "api list, colour", kind: "catalogue", target: p99Target, measurement: measured(30) },
      { scenario: PRODUCT_CALL, kind: "catalogue", target: p99Target, measurement: measured(0) },
    ]);
    const combined = combinedRows(rows, small);
    const byName = (name: string) => combined.find((row) => row.scenario === name)!;
    expect(combined.map((row) => row.scenario)).toEqual(rows.map((row) => row.scenario));
    expect(byName("api list, colour")).toMatchObject({ p99SmallMs: 30, p99LargeMs: 120, growth: 4, growthMeets: false });
    expect(byName("page /")).toMatchObject({ p99SmallMs: 20, p99LargeMs: 40, growth: 2, growthMeets: null });
    expect(byName(PRODUCT_CALL)).toMatchObject({ growth: null, growthMeets: null });
    expect(byName("api list, size")).toMatchObject({ small: null, p99SmallMs: null, growth: null });
    expect(growthMeets(p99Target, 1.5)).toBe(true);
    expect(growthMeets(p99Target, 1.51)).toBe(false);

    const lines = formatCombined(combined, 100_000, 1_000).split("\n");
    expect(lines[0]).toMatch(/^scenario\s+target\s+at 1000\s+at 100000\s+p99 ms at 1000\s+p99 ms at 100000\s+growth\s+growth <= 1\.5x$/);
    expect(lines.find((line) => line.startsWith("page /"))).toMatch(/0\.60x ok\s+0\.25x missed\s+20\s+40\s+2\.00x$/);
    expect(lines.find((line) => line.startsWith("api list, colour"))).toMatch(/p99 <= 50 ms\s+0\.60x ok\s+2\.40x missed\s+30\s+120\s+4\.00x\s+missed$/);
    expect(lines.find((line) => line.startsWith("api list, size"))).toMatch(/p99 <= 50 ms\s+-\s+-\s+-\s+n\/a$/);
  });
});

describe("bench growth", () => {
  const p99: Target = { kind: "p99", maxMs: CATALOGUE_P99_MS };
  const call = (p99Ms: number, distinctShare: number) => ({ scenario: "api list, colour", kind: "catalogue" as const, target: p99, measurement: { ...measured(p99Ms), distinctShare } });

  it("judge growth only when the 1 000-product shop's requests were new URLs about as often as the large shop's", () => {
    const [cached] = combinedRows(withChecks([call(120, 0.72)]), withChecks([call(30, 0.02)]));
    expect(cached).toMatchObject({ growth: 4, growthMeets: null, incomparable: { small: 0.02, large: 0.72 } });
    const [fair] = combinedRows(withChecks([call(120, 1)]), withChecks([call(100, 0.9)]));
    expect(fair).toMatchObject({ growth: 1.2, growthMeets: true });
    expect(fair.incomparable).toBeUndefined();
    const [grown] = combinedRows(withChecks([call(160, 0.6)]), withChecks([call(100, 0.45)]));
    expect(grown).toMatchObject({ growth: 1.6, growthMeets: false });

    const lines = formatCombined([cached, fair], 1_000_000, 1_000).split("\n");
    expect(lines[2]).toMatch(/4\.00x\s+not comparable: 2% new at 1k, 72%$/);
    expect(lines[3]).toMatch(/1\.20x\s+ok$/);
  });
});

describe("bench plan growth", () => {
  const step = (shape: string, stepName: string, ms: number, detail = "") => ({ shape, step: stepName, detail, ms, indexes: ["products_pkey"], seqScans: [] });

  it("set each SQL step of the large shop beside the same step of the small one, with its growth", () => {
    const rows = planGrowth(
      [step("colour", "marks, once per list", 11), step("colour", "page from a mark (all)", 0.1, "skip 90"), step('search "acc"', "page with its count", 95, "GIN"), step("new shape", "page", 1)],
      [step("colour", "marks, once per list", 1.1), step("colour", "page from a mark (all)", 0.1, "skip 30"), step('search "acc"', "page with its count", 2, "id walk")],
    );
    expect(rows.map(({ growth }) => growth)).toEqual([10, 1, 47.5, null]);
    expect(rows[1].detail).toBe("skip 30 -> skip 90");
    const lines = formatPlanGrowth(rows, 1_000_000, 1_000).split("\n");
    expect(lines[0]).toMatch(/^shape\s+step\s+ms at 1000\s+ms at 1000000\s+growth\s+how$/);
    expect(lines[4]).toMatch(/^search "acc"\s+page with its count\s+2\.0\s+95\.0\s+47\.5x\s+id walk -> GIN$/);
    expect(lines[5]).toMatch(/^new shape\s+page\s+-\s+1\.0\s+n\/a$/);
  });

  it("set each uncached read beside the same read on the small shop, with its p99 growth", () => {
    const rows = readGrowth([{ kind: "product detail", p50Ms: 5, p99Ms: 20 }, { kind: "new kind", p50Ms: 1, p99Ms: 2 }], [{ kind: "product detail", p50Ms: 4, p99Ms: 16 }]);
    expect(rows.map(({ p99Growth }) => p99Growth)).toEqual([1.25, null]);
    const lines = formatReadGrowth(rows, 1_000_000, 1_000).split("\n");
    expect(lines[0]).toMatch(/^uncached read, 10 at once\s+p50 at 1000\s+p99 at 1000\s+p50 at 1000000\s+p99 at 1000000\s+p99 growth$/);
    expect(lines[2]).toMatch(/^product detail\s+4\.0\s+16\.0\s+5\.0\s+20\.0\s+1\.3x$/);
    expect(lines[3]).toMatch(/^new kind\s+-\s+-\s+1\.0\s+2\.0\s+n\/a$/);
  });

  it("give no ratio for a step below the timer's resolution on the small shop", () => {
    expect(planGrowth([step("a", "page", 0.1)], [step("a", "page", 0)])[0].growth).toBeNull();
  });
});

describe("bench options", () => {
  it("default to 100 000 products and 10 s per scenario, --quick shortens", () => {
    expect(parseBenchOptions([])).toEqual({ products: 100_000, durationSeconds: 10, warmupSeconds: 2, small: true, keep: false, reuse: false, plans: false, rate: null, only: null, port: 3200 });
    expect(parseBenchOptions(["--products", "2000", "--quick", "--skip-small", "--keep", "--plans"], { BENCH_PORT: "3250" })).toEqual({
      products: 2000,
      durationSeconds: 3,
      warmupSeconds: 1,
      small: false,
      keep: true,
      reuse: false,
      plans: true,
      rate: null,
      only: null,
      port: 3250,
    });
    expect(parseBenchOptions(["--quick", "--duration", "5"]).durationSeconds).toBe(5);
  });

  it("--rate paces the catalogue calls", () => {
    expect(parseBenchOptions(["--rate", "150"]).rate).toBe(150);
    expect(() => parseBenchOptions(["--rate", "0"])).toThrow(/--rate/);
  });

  it("--only takes the text the rows' names must hold", () => {
    expect(parseBenchOptions(["--only", "api search", "--skip-small"])).toMatchObject({ only: "api search", small: false });
    expect(() => parseBenchOptions(["--only"])).toThrow(/--only needs a value[\s\S]*Usage/);
    expect(() => parseBenchOptions(["--only", "--quick"])).toThrow(/--only needs a value/);
  });

  it("--reuse keeps the databases it reuses", () => {
    expect(parseBenchOptions(["--reuse"])).toMatchObject({ reuse: true, keep: true });
  });

  it("refuse unknown flags and bad numbers with the usage", () => {
    expect(() => parseBenchOptions(["--product", "5"])).toThrow(/Unknown option --product[\s\S]*Usage/);
    expect(() => parseBenchOptions(["--products"])).toThrow(/whole number/);
    expect(() => parseBenchOptions(["--duration", "0"])).toThrow(/whole number/);
    expect(() => parseBenchOptions(["--products", "1e5"])).toThrow(/whole number/);
  });
});

describe("bench seed marker (--reuse)", () => {
  it("differs with the number of products and the newest migration, so neither reuses a database seeded otherwise", () => {
    expect(seedMarker(2000, "0008_x.sql")).not.toBe(seedMarker(1000, "0008_x.sql"));
    expect(seedMarker(2000, "0008_x.sql")).not.toBe(seedMarker(2000, "0009_y.sql"));
    expect(seedMarker(2000, "0008_x.sql")).toBe(seedMarker(2000, "0008_x.sql"));
  });

  it("names the newest migration file of the folder", () => {
    const folder = mkdtempSync(join(tmpdir(), "bench-migrations-"));
    try {
      for (const name of ["0001_schema.sql", "0010_later.sql", "0002_more.sql", "notes.md"]) writeFileSync(join(folder, name), "");
      expect(latestMigration(folder)).toBe("0010_later.sql");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
