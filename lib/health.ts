import "server-only";
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { ServiceUnavailableError } from "@/lib/errors";
import { log } from "@/lib/log/logger";

export type Health = { status: "ok"; database: "postgres" | "pglite" };

/** Pings the database within a few seconds; throws a 503 error (without the driver's words) when it cannot be reached. */
export async function checkHealth(timeoutMs = 3000): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
  });
  try {
    const connection = await Promise.race([getConnection(), timeout]);
    await Promise.race([connection.db.execute(sql`SELECT 1`), timeout]);
    return { status: "ok", database: connection.driver };
  } catch (error) {
    // The driver's message can name hosts, users and databases: it goes to the log, not the answer.
    log.error({ event: "health.database_unreachable", err: error }, "Health check: database unreachable");
    throw new ServiceUnavailableError("Database unreachable");
  } finally {
    clearTimeout(timer);
  }
}
