import { rmSync } from "node:fs";
import { connect, type Connection } from "@/db/client";
import { migrate } from "@/db/migrate";
import { seedDemo } from "@/db/seed/demo";

/**
 * Next keeps cached catalogue reads and optimised images under .next/cache across restarts.
 * A freshly seeded database makes them wrong (other ids, other images), so they go with it.
 */
function forgetCachedData(): void {
  for (const dir of [".next/cache/fetch-cache", ".next/cache/images"]) rmSync(dir, { recursive: true, force: true });
}

/**
 * Migrates the configured database and seeds the demo shop when it is empty. Runs in its own
 * process before the server starts, and closes the database: PGlite allows one process at a time.
 */
export async function prepareDatabase(): Promise<void> {
  const connection: Connection = await connect();
  try {
    await migrate(connection);
    const summary = await seedDemo(connection.db);
    if (summary.created && summary.admin) {
      forgetCachedData();
      console.log(`Demo shop seeded. Demo admin: ${summary.admin.username} / ${summary.admin.password}`);
    }
    console.log(`Database ready (${connection.driver}).`);
  } finally {
    await connection.close();
  }
}
