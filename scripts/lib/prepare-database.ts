import { connect, type Connection } from "@/db/client";
import { migrate } from "@/db/migrate";
import { seedDemo } from "@/db/seed/demo";

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
      console.log(`Demo shop seeded. Demo admin: ${summary.admin.username} / ${summary.admin.password}`);
    }
    console.log(`Database ready (${connection.driver}).`);
  } finally {
    await connection.close();
  }
}
