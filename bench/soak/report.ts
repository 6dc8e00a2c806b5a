import type { Resident } from "./server-memory";
import { table } from "../report";
import type { RunResult } from "./shoppers";
import type { StockMismatch } from "./stock-ledger";

// The soak's printed report and its pass/fail checks (pure, so they can be tested).

export type Check = { name: string; passed: boolean; detail: string };

/** One run with what the database says about it afterwards. */
export type RunReport = {
  result: RunResult;
  /** Orders the database holds as paid since the run began. */
  paidInDatabase: number;
  /** Product items whose stock did not fall by exactly what the run's paid orders sold. */
  mismatches: StockMismatch[];
  /** Items compared. */
  itemsChecked: number;
  /** The server's resident memory just after the run (undefined: could not be read). */
  memory?: Resident;
};

/** Allowed growth of the server's memory from the first run's end to the second's. */
export const MEMORY_TOLERANCE = 0.1;
/**
 * The server's resident memory the project aims to stay within (issue 22). Below it, a second
 * run's growth is the page cache still filling (cache/memory-store.mjs, bounded): heap snapshots
 * after each run of `npm run soak` showed 36 of the 38 MiB the retained heap grew by in the
 * cache. Under the heap ceiling the resident size is close to what is alive, so that bounded
 * filling alone is more than 10 % of it.
 */
export const MEMORY_TARGET_MIB = 512;

export function runChecks({ result, paidInDatabase, mismatches, itemsChecked }: RunReport): Check[] {
  const samples = result.steps.flatMap((step) => step.errorSamples.map((sample) => `${step.step}: ${sample}`));
  const shown = mismatches.slice(0, 5).map((m) => `item ${m.item}: ${m.before ?? "?"} -> ${m.after ?? "?"}, sold ${m.sold}`);
  return [
    {
      name: "no errors",
      passed: result.errors === 0,
      detail: `${result.errors} of ${result.requests} requests${samples.length ? ` (${samples.slice(0, 5).join("; ")})` : ""}`,
    },
    {
      name: "every paid order recorded once",
      passed: paidInDatabase === result.paidOrders.length,
      detail: `the test card paid ${result.paidOrders.length}, the database holds ${paidInDatabase} paid`,
    },
    {
      name: "stock taken exactly once per paid line",
      passed: mismatches.length === 0,
      detail: mismatches.length === 0 ? `${itemsChecked} items match` : `${mismatches.length} of ${itemsChecked} items differ: ${shown.join("; ")}`,
    },
  ];
}

/**
 * The second run's end against the first's: a server that keeps what each request leaves behind
 * grows. Growth that stays within MEMORY_TARGET_MIB passes (the bounded page cache filling).
 */
export function memoryCheck(firstMiB: number | undefined, secondMiB: number | undefined, tolerance = MEMORY_TOLERANCE): Check {
  const name = `memory within ${Math.round(tolerance * 100)} % after a second run, or within ${MEMORY_TARGET_MIB} MiB`;
  if (firstMiB === undefined || secondMiB === undefined) return { name, passed: false, detail: "the server's memory could not be read" };
  const change = (secondMiB - firstMiB) / firstMiB;
  const sign = change >= 0 ? "+" : "";
  return {
    name,
    passed: Math.abs(change) <= tolerance || secondMiB <= MEMORY_TARGET_MIB,
    detail: `RSS ${firstMiB.toFixed(0)} MiB after run 1, ${secondMiB.toFixed(0)} MiB after run 2 (${sign}${(change * 100).toFixed(1)} %)`,
  };
}

export const STEP_HEADER = ["step", "count", "errors", "p50 ms", "p99 ms"];

/** ", server RSS 506 MiB (anonymous 402, files 104)", or nothing when it could not be read. */
function formatMemory(memory: Resident | undefined): string {
  if (!memory) return "";
  const parts = [
    ...(memory.anonymousMiB !== undefined ? [`anonymous ${memory.anonymousMiB.toFixed(0)}`] : []),
    ...(memory.filesMiB !== undefined ? [`files ${memory.filesMiB.toFixed(0)}`] : []),
  ];
  return `, server RSS ${memory.totalMiB.toFixed(0)} MiB${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

export function formatRun(title: string, { result, paidInDatabase, memory }: RunReport): string {
  const rows = result.steps.map((step) => [step.step, String(step.count), String(step.errors), step.p50Ms.toFixed(0), step.p99Ms.toFixed(0)]);
  const rate = result.requests / Math.max(result.seconds, 0.001);
  return [
    `== ${title} ==`,
    table(STEP_HEADER, rows),
    `${result.requests} requests (${rate.toFixed(0)}/s over ${result.seconds.toFixed(1)} s), ${result.errors} errors; ` +
      `${result.journeys} journeys (${result.failedJourneys} cut short); ${result.paidOrders.length} paid orders (database: ${paidInDatabase})${formatMemory(memory)}`,
  ].join("\n");
}

export function formatChecks(checks: readonly Check[]): string {
  return checks.map((check) => `${check.passed ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}`).join("\n");
}
