import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, resolve } from "node:path";
import type { CombinedRow, ResultRow } from "./report";

export const RESULTS_FILE = "bench/results/latest.json";

/** One shop's run: its listed products, the static baseline's size (its home page's) and every row with its check. */
export type ShopResults = { products: number; baselineBytes: number; rows: ResultRow[] };

export type BenchResults = {
  settings: { products: number; smallProducts: number | null; durationSeconds: number; warmupSeconds: number; rate: number | null; only: string | null; connections: number; reuse: boolean };
  /** The 1, 5 and 15-minute load averages when the HTTP load began: other work on the machine skews the figures. */
  loadAverageAtStart: number[];
  large: ShopResults;
  /** The 1 000-product shop; null with --skip-small. */
  small: ShopResults | null;
  /** Every row on both shops side by side (empty with --skip-small). */
  combined: CombinedRow[];
};

/** The machine the figures came from: they compare only with runs on the same kind. */
function machine() {
  const list = cpus();
  return { cpus: list.length, cpuModel: list[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, platform: `${process.platform}-${process.arch}` };
}

/** Writes `results` to `file` with the date, the machine and the load average at the end; returns its absolute path. */
export function writeResultsFile(file: string, results: object): string {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  const loadAverageAtEnd = loadavg();
  writeFileSync(path, JSON.stringify({ date: new Date().toISOString(), machine: machine(), ...results, loadAverageAtEnd }, null, 2) + "\n");
  return path;
}

/** Writes bench/results/latest.json and returns its absolute path. */
export function writeResults(results: BenchResults): string {
  return writeResultsFile(RESULTS_FILE, results);
}
