import { closeDb, getConnection } from "./db/client";
import { migrate } from "./db/migrate";

/**
 * Applies pending migrations (idempotent; serialised by an advisory lock on PostgreSQL, so
 * several instances may start together) and closes the database cleanly on shutdown, which
 * PGlite needs to avoid crash recovery at the next start.
 */
export async function startServer(): Promise<void> {
  await migrate(await getConnection());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      closeDb().finally(() => process.exit(0));
    });
  }
}
