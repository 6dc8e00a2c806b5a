/** @jest-environment node */
import { parseSoakOptions } from "@/bench/soak/options";
import { formatRun, memoryCheck, runChecks, type RunReport } from "@/bench/soak/report";
import { listeningInodes, residentFromStatus } from "@/bench/soak/server-memory";
import type { RunResult } from "@/bench/soak/shoppers";
import { percentile, stepStats } from "@/bench/soak/step-stats";
import { stockMismatches } from "@/bench/soak/stock-ledger";

describe("soak step figures", () => {
  it("take nearest-rank percentiles of the sorted latencies", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("count requests and errors per step, in the order steps were first seen, with a few distinct samples", () => {
    const stats = stepStats();
    for (let index = 0; index < 10; index++) stats.record("sign in", 100 - index, index < 7 ? `429 too many ${index % 6}` : undefined);
    stats.record("home page", 5);
    stats.record("sign in", 1);
    const [signIn, home] = stats.summaries();
    expect(signIn).toMatchObject({ step: "sign in", count: 11, errors: 7, p50Ms: 95 });
    expect(signIn.errorSamples).toHaveLength(5);
    expect(home).toMatchObject({ step: "home page", count: 1, errors: 0, p50Ms: 5, p99Ms: 5, errorSamples: [] });
  });
});

describe("soak stock ledger", () => {
  const before = new Map([["1", 100], ["2", 50], ["3", 10]]);
  const lines = [{ item: "1", quantity: 2 }, { item: "1", quantity: 1 }, { item: "2", quantity: 5 }];

  it("passes when every item fell by exactly what paid orders sold", () => {
    expect(stockMismatches(before, new Map([["1", 97], ["2", 45], ["3", 10]]), lines)).toEqual([]);
  });

  it("names an item taken twice, one not taken, and one a snapshot lacks", () => {
    const after = new Map([["1", 94], ["2", 50]]);
    expect(stockMismatches(before, after, lines)).toEqual([
      { item: "1", before: 100, after: 94, sold: 3 },
      { item: "2", before: 50, after: 50, sold: 5 },
      { item: "3", before: 10, after: null, sold: 0 },
    ]);
  });
});

describe("soak checks", () => {
  const result: RunResult = {
    steps: [{ step: "pay (test card)", count: 40, errors: 0, p50Ms: 30, p99Ms: 90, errorSamples: [] }],
    requests: 40,
    errors: 0,
    journeys: 40,
    failedJourneys: 0,
    paidOrders: Array.from({ length: 40 }, (_, index) => `pi_test_${index}`),
    paidByShopper: [20, 20],
    seconds: 10,
  };
  const report: RunReport = { result, paidInDatabase: 40, mismatches: [], itemsChecked: 300, memory: { totalMiB: 400, anonymousMiB: 310, filesMiB: 90 } };

  it("pass a clean run", () => {
    expect(runChecks(report).every((check) => check.passed)).toBe(true);
  });

  it("fail on an error, a lost or extra paid order, or a stock mismatch", () => {
    const failing = { ...report, result: { ...result, errors: 1, steps: [{ ...result.steps[0], errors: 1, errorSamples: ["timeout after 30000 ms"] }] }, paidInDatabase: 39, mismatches: [{ item: "7", before: 10, after: 8, sold: 1 }] };
    const checks = runChecks(failing);
    expect(checks.map((check) => check.passed)).toEqual([false, false, false]);
    expect(checks[0].detail).toContain("pay (test card): timeout after 30000 ms");
    expect(checks[2].detail).toContain("item 7: 10 -> 8, sold 1");
  });

  it("compare the server's memory after two runs within 10 %, or pass a growth that stays within 512 MiB", () => {
    expect(memoryCheck(800, 872).passed).toBe(true);
    expect(memoryCheck(800, 890)).toMatchObject({ passed: false, detail: "RSS 800 MiB after run 1, 890 MiB after run 2 (+11.3 %)" });
    expect(memoryCheck(366, 418)).toMatchObject({ passed: true, detail: "RSS 366 MiB after run 1, 418 MiB after run 2 (+14.2 %)" });
    expect(memoryCheck(400, 520).passed).toBe(false);
    expect(memoryCheck(400, undefined).passed).toBe(false);
  });

  it("print a table per step and the run's totals", () => {
    const text = formatRun("Run 1", report);
    expect(text).toMatch(/^== Run 1 ==\nstep\s+count\s+errors\s+p50 ms\s+p99 ms\n/);
    expect(text).toMatch(/pay \(test card\)\s+40\s+0\s+30\s+90/);
    expect(text).toContain("40 requests (4/s over 10.0 s), 0 errors; 40 journeys (0 cut short); 40 paid orders (database: 40), server RSS 400 MiB (anonymous 310, files 90)");
  });
});

describe("soak options", () => {
  it("default to 50 users for 60 s, two runs, on port 3600", () => {
    expect(parseSoakOptions([])).toEqual({ users: 50, durationSeconds: 60, products: 0, keep: false, once: false, port: 3600 });
  });

  it("read the flags and SOAK_PORT, and refuse bad ones", () => {
    expect(parseSoakOptions(["--users", "10", "--duration", "15", "--keep", "--once", "--products", "1000"], { SOAK_PORT: "3650" })).toEqual({ users: 10, durationSeconds: 15, products: 1000, keep: true, once: true, port: 3650 });
    expect(() => parseSoakOptions(["--users", "0"])).toThrow("--users needs a whole number");
    expect(() => parseSoakOptions(["--duration"])).toThrow("--duration needs a whole number");
    expect(() => parseSoakOptions(["--fast"])).toThrow("Unknown option --fast");
  });
});

describe("soak server memory", () => {
  it("finds the listening socket of a port in /proc/net/tcp6 and reads VmRSS", () => {
    const tcp6 = [
      "  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
      "   0: 00000000000000000000000000000000:0E10 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 424242 1 0000000000000000 100 0 0 10 0",
      "   1: 0000000000000000FFFF00000100007F:0E10 0000000000000000FFFF00002A00007F:C350 01 00000000:00000000 00:00000000 00000000  1000        0 515151 1 0000000000000000 20 4 30 10 -1",
    ].join("\n");
    expect([...listeningInodes(3600, ["", tcp6])]).toEqual(["424242"]);
    expect(listeningInodes(3601, [tcp6]).size).toBe(0);
    expect(residentFromStatus("Name:\tnode\nVmHWM:\t  600000 kB\nVmRSS:\t  409600 kB\nThreads:\t11\n")?.totalMiB).toBe(400);
  });

  it("splits the resident memory into the process's own and its mapped files", () => {
    const status = "Name:\tnode\nVmRSS:\t  409600 kB\nRssAnon:\t  307200 kB\nRssFile:\t  100352 kB\nRssShmem:\t    2048 kB\n";
    expect(residentFromStatus(status)).toEqual({ totalMiB: 400, anonymousMiB: 300, filesMiB: 98 });
    expect(residentFromStatus("Name:\tnode\nVmRSS:\t  1024 kB\n")).toEqual({ totalMiB: 1 });
    expect(residentFromStatus("Name:\tkthreadd\n")).toBeUndefined();
  });
});
