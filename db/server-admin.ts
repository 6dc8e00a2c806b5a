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

/** Drops database `name` if it exists, whoever is connected to it. */
export function dropDatabase(url: string, name: string): Promise<void> {
  return admin(url, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Database `name` made afresh and empty (or from `template`); answers its connection string. */
export async function recreateDatabase(url: string, name: string, template?: string): Promise<string> {
  await admin(url, async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  });
  return withDatabase(url, name);
}
