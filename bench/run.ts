import { admin, withDatabase } from "../db/server-admin";
import { run } from "../scripts/lib/process";

/**
 * `npm run bench`: seeds a scratch PostgreSQL database with the demo shop plus a large generated
 * catalogue (`--products N`, default 100000), printing the seed time, then prints the query
 * plans and median timings of the catalogue's list and search queries (bench/catalog.ts).
 * Figures, not pass/fail: compare runs made on the same machine.
 */
const DATABASE = "shop_bench";

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres");
  const index = process.argv.indexOf("--products");
  const products = index === -1 ? "100000" : process.argv[index + 1];
  const keep = process.argv.includes("--keep");

  await admin(serverUrl, async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE ${DATABASE}`);
  });
  const env = { ...process.env, DATABASE_URL: withDatabase(serverUrl, DATABASE), UPLOADS_DIR: ".data/bench-uploads" };
  try {
    console.log(`== Seed: demo shop + ${products} products ==`);
    await run("npx", ["tsx", "--conditions=react-server", "scripts/seed.ts", "--products", products], { env });
    console.log("\n== Catalogue query plans (median of 5) ==");
    await run("npx", ["tsx", "--conditions=react-server", "bench/catalog.ts"], { env });
  } finally {
    if (!keep) await admin(serverUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
