import postgres from "postgres";

// Database-level chores on a PostgreSQL server (tests, the e2e server, benchmarks).

/** A connection string for another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements that cannot run inside a transaction (CREATE/DROP DATABASE). */
export async function admin(url: string, run: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
