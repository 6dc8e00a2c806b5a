import postgres from "postgres";
import { dropDatabase, recreateDatabase, withDatabase } from "../db/server-admin";
import { run } from "../scripts/lib/process";
import { latestMigration, seedMarker } from "./seed-marker";

// The bench's and the soak's own databases on the DATABASE_URL server: always named
// shop_bench* or shop_soak*, made afresh for each run (unless `npm run bench -- --reuse` finds
// them complete) and dropped at its end unless --keep.

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

/** The comment on database `name` (its seed marker), or null when it has none or does not exist. */
async function databaseComment(serverUrl: string, name: string): Promise<string | null> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = ${name}`;
    return rows.length ? ((rows[0].comment as string | null) ?? null) : null;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function setDatabaseComment(serverUrl: string, name: string, comment: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // COMMENT takes no bind parameters: the name is checked, the text quoted.
    await sql.unsafe(`COMMENT ON DATABASE ${name} IS '${comment.replaceAll("'", "''")}'`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * `name` seeded with `products` generated products: reused as it is when `reuse` is set and it
 * carries the marker of a completed seed of that size and schema, otherwise seeded afresh and
 * then marked. Returns its URL and whether it was reused.
 */
export async function seededBenchDatabase(serverUrl: string, name: string, products: number, reuse: boolean): Promise<{ url: string; reused: boolean }> {
  assertBenchName(name);
  const marker = seedMarker(products, latestMigration());
  if (reuse) {
    const found = await databaseComment(serverUrl, name);
    if (found === marker) return { url: withDatabase(serverUrl, name), reused: true };
    console.log(found === null ? `${name} has no complete seed to reuse: seeding it.` : `${name} was seeded otherwise ("${found}"): seeding it afresh.`);
  }
  const url = await createSeededDatabase(serverUrl, name, products);
  await setDatabaseComment(serverUrl, name, marker);
  return { url, reused: false };
}
