import { rmSync } from "node:fs";
import { connect, type Connection } from "@/db/client";
import { migrate } from "@/db/migrate";
import { bootstrapDatabase, decideSeeding, describeBootstrap, type SeedPlan } from "../seed/bootstrap";

/**
 * Next keeps cached catalogue reads and optimised images under .next/cache across restarts.
 * A freshly seeded database makes them wrong (other ids, other images), so they go with it.
 */
export function forgetCachedData(): void {
  for (const dir of [".next/cache/fetch-cache", ".next/cache/images"]) rmSync(dir, { recursive: true, force: true });
}

/**
 * Migrates the configured database and seeds it as `plan` says (by default from the
 * environment: see decideSeeding). Runs in its own process before the server starts, and
 * closes the database: PGlite allows one process at a time. Bad settings fail before the
 * database is opened.
 */
export async function prepareDatabase(plan: SeedPlan = decideSeeding()): Promise<void> {
  const connection: Connection = await connect();
  try {
    await migrate(connection);
    const summary = await bootstrapDatabase(connection.db, plan);
    if (summary.demo?.created) forgetCachedData();
    for (const line of describeBootstrap(summary)) console.log(line);
    console.log(`Database ready (${connection.driver}).`);
  } finally {
    await connection.close();
  }
}
