import { spawnSync } from "node:child_process";
import type { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";
import type { Connection } from "@/db/client";
import { describeTarget, shopTables, type Target } from "./db-inspect";

// Dumping and loading plain SQL with maintained tools: PGlite's own pg_dump (a WASM build from
// @electric-sql/pglite-tools) for the embedded database, the driver for loading it anywhere.

/** A refusal the command line prints as it is, without a stack. */
export class DbToolError extends Error {}

function pgliteClient(connection: Connection): PGlite {
  return (connection.db as unknown as { $client: PGlite }).$client;
}

function postgresClient(connection: Connection): Sql {
  return (connection.db as unknown as { $client: Sql }).$client;
}

/**
 * The whole embedded database as plain SQL: schema, rows (as INSERTs), sequence positions and
 * drizzle's migration record. Owners, grants and comments (only the extension's) are left out so any role that owns the database can load it.
 */
export async function dumpPglite(connection: Connection): Promise<string> {
  if (connection.driver !== "pglite") throw new Error("dumpPglite needs the embedded database");
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  const file = await pgDump({
    pg: pgliteClient(connection),
    args: ["--no-owner", "--no-privileges", "--no-comments"],
  });
  return file.text();
}

/**
 * PGlite's pg_dump is of a newer PostgreSQL than many servers: its session settings that an
 * older server does not know (transaction_timeout, PostgreSQL 17+) are dropped; they only
 * restate defaults.
 */
export function portableSql(dump: string): string {
  return dump.replace(/^SET transaction_timeout = .*$/gm, "");
}

/** 2026-11-24T04-30-00Z: sorts by time and is safe in a file name on every system. */
export function backupStamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

/** Runs a plain SQL dump in one transaction: a failure leaves the database as it was. */
export async function loadPlainSql(connection: Connection, dump: string): Promise<void> {
  const text = portableSql(dump);
  if (connection.driver === "pglite") {
    const client = pgliteClient(connection);
    await client.transaction(async (tx) => {
      await tx.exec(text);
    });
    return;
  }
  // The simple protocol runs many statements at once; begin/commit make them one transaction.
  await postgresClient(connection).begin(async (tx) => {
    await tx.unsafe(text).simple();
  });
}

/** Refuses a database that already holds tables of its own (anything in schema public). */
export async function assertEmpty(connection: Connection, target: Target): Promise<void> {
  const tables = await shopTables(connection, ["public"]);
  if (tables.length > 0) {
    throw new DbToolError(
      `Refusing to write into ${describeTarget(target)}: it is not empty (${tables.length} table${tables.length === 1 ? "" : "s"} in schema public, e.g. ${tables[0]}). ` +
        ("url" in target
          ? "Use a new, empty database (e.g. `createdb shop`) so nothing is overwritten."
          : "Set PGLITE_DATA_DIR to a new folder (or move this one aside) so nothing is overwritten."),
    );
  }
}

/** True when a PostgreSQL client program (pg_dump, pg_restore, psql) can be run. */
export function onPath(program: string): boolean {
  return spawnSync(program, ["--version"], { stdio: "ignore" }).status === 0;
}

export function requireOnPath(program: string, purpose: string): void {
  if (!onPath(program)) {
    throw new DbToolError(
      `${program} is not on PATH, and ${purpose} needs it. Install the PostgreSQL client programs ` +
        "of your server's version or newer (Debian/Ubuntu: `apt-get install postgresql-client`), then run this again.",
    );
  }
}

/** Runs a program, passing its output through; a failure becomes a DbToolError. */
export function run(program: string, args: string[]): void {
  const result = spawnSync(program, args, { stdio: "inherit" });
  if (result.status !== 0)
    throw new DbToolError(`${program} failed (exit code ${result.status ?? result.signal}).`);
}

/** Reports a refusal or failure on stderr and exits non-zero. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
