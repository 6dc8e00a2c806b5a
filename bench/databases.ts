import { dropDatabase, recreateDatabase } from "../db/server-admin";
import { run } from "../scripts/lib/process";

// The bench's and the soak's own databases on the DATABASE_URL server: always named
// shop_bench* or shop_soak*, made afresh for each run and dropped at its end unless --keep.

export const LARGE_DATABASE = "shop_bench";
export const SMALL_DATABASE = "shop_bench_small";
/** Images of the seeded products go here, not into the demo's .data/uploads. */
export const BENCH_UPLOADS_DIR = ".data/bench-uploads";

function assertBenchName(name: string): void {
  // The names go into DROP DATABASE: refuse anything but ours.
  if (!/^shop_(bench|soak)[a-z_]*$/.test(name)) throw new Error(`Not a bench database name: ${name}`);
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  assertBenchName(name);
  await dropDatabase(serverUrl, name);
}

/**
 * Creates `name` afresh and seeds it the way `npm run db:seed -- --products N` does (the demo
 * shop, then N generated products; none when 0), printing the seed's own timings. `env` reaches
 * the seed (ADMIN_* make its admin). Returns the database's URL.
 */
export async function createSeededDatabase(serverUrl: string, name: string, products: number, env: Record<string, string> = {}): Promise<string> {
  assertBenchName(name);
  const url = await recreateDatabase(serverUrl, name);
  const scale = products > 0 ? ["--products", String(products)] : [];
  await run("npx", ["tsx", "--conditions=react-server", "scripts/seed.ts", ...scale], {
    env: { ...process.env, ...env, DATABASE_URL: url, UPLOADS_DIR: BENCH_UPLOADS_DIR },
  });
  return url;
}
