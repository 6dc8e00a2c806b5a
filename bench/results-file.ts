import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, resolve } from "node:path";
import type { GrowthRow, ResultRow } from "./report";

export const RESULTS_FILE = "bench/results/latest.json";

export type BenchResults = {
  settings: { products: number; smallProducts: number | null; durationSeconds: number; warmupSeconds: number; connections: number };
  baseline: { bytes: number };
  /** The 1, 5 and 15-minute load averages when the HTTP load began: other work on the machine skews the figures. */
  loadAverageAtStart: number[];
  rows: ResultRow[];
  smallRows: ResultRow[];
  growth: GrowthRow[];
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
