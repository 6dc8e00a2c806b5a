import { resolve } from "node:path";
import type { Connection } from "./client";

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "db/migrations");

// Any constant shared by every instance: serialises migrations when several start at once.
const MIGRATION_LOCK_KEY = 7_301_446_611;

/** Applies pending migrations; safe to call from several processes at once on PostgreSQL. */
export async function migrate(connection: Connection): Promise<void> {
  if (connection.driver === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(connection.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A session-level advisory lock needs one dedicated connection, not a pool.
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate: run } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(connection.url!, { max: 1, onnotice: () => {} });
  try {
    await client`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await run(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end({ timeout: 5 });
  }
}
