import { run } from "../scripts/lib/process";

/** `--plans`: bench/catalog.ts prints the SQL plans and timings of the catalogue's list queries. */
export function printQueryPlans(databaseUrl: string): Promise<void> {
  return run("npx", ["tsx", "--conditions=react-server", "bench/catalog.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl } });
}
