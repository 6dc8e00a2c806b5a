import { run } from "../scripts/lib/process";

/**
 * `--plans`: bench/catalog.ts prints the SQL plans and timings of the catalogue's list queries on
 * one database, and writes both to `file` (see bench/plan-growth.ts).
 */
export function printQueryPlans(databaseUrl: string, file: string): Promise<void> {
  return run("npx", ["tsx", "--conditions=react-server", "bench/catalog.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_PLANS_FILE: file } });
}
