import { connect } from "@/db/client";
import { migrate } from "@/db/migrate";
import { seedDemo } from "@/db/seed/demo";
import { seedScale } from "@/db/seed/scale";

/**
 * `npm run db:seed`: the demo shop (idempotent). `-- --products N` then adds N generated
 * products with their items in bulk, for benchmarks.
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
  const connection = await connect();
  try {
    await migrate(connection);
    const started = performance.now();
    const summary = await seedDemo(connection.db);
    if (summary.created) {
      console.log(`Demo shop seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`, summary.counts);
      console.log(`Demo admin: ${summary.admin!.username} / ${summary.admin!.password}`);
    } else {
      console.log("The demo shop is already there; nothing to seed.");
    }
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
