import { connect } from "@/db/client";
import { migrate } from "@/db/migrate";
import { bootstrapDatabase, decideSeeding, describeBootstrap } from "./seed/bootstrap";
import { seedScale } from "./seed/scale";

/**
 * `npm run db:seed`: the demo shop (idempotent), asked for explicitly, so on DATABASE_URL too;
 * its admin follows the rules of `npm start` (on DATABASE_URL only from ADMIN_*).
 * `-- --products N` then adds N generated products with their items in bulk, for benchmarks.
 */
function scaleOption(args: string[]): number | undefined {
  const index = args.indexOf("--products");
  if (index === -1) return undefined;
  const count = Number(args[index + 1]);
  if (!Number.isInteger(count) || count <= 0) throw new Error("--products needs a positive whole number, e.g. --products 100000");
  return count;
}

async function main() {
  const products = scaleOption(process.argv.slice(2));
  const plan = decideSeeding({ ...process.env, SEED_DEMO: "1" });
  const connection = await connect();
  try {
    await migrate(connection);
    const started = performance.now();
    const summary = await bootstrapDatabase(connection.db, plan);
    for (const line of describeBootstrap(summary)) console.log(line);
    if (summary.demo?.created) console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    if (products) {
      const scaleStarted = performance.now();
      const added = await seedScale(connection.db, products);
      console.log(`Added ${added.products} products and ${added.items} items in ${((performance.now() - scaleStarted) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
