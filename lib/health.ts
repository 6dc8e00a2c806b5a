import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { ServiceUnavailableError } from "@/lib/errors";

export type Health = { status: "ok"; database: "postgres" | "pglite" };

/** Pings the database within a few seconds; throws a 503 error when it cannot be reached. */
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
    const reason = error instanceof Error ? error.message : String(error);
    throw new ServiceUnavailableError(`Database unreachable: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}
