import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { connect, rowsOf, type Connection } from "@/db/client";

// Looking into a shop's database the same way on both drivers: what it holds, at which
// migration level, and a checksum of every table that PGlite and PostgreSQL compute alike.

/** Schemas the shop owns: its tables and drizzle's record of applied migrations. */
export const SHOP_SCHEMAS = ["public", "drizzle"] as const;

export type Target = { url: string } | { pgliteDir: string };

export function describeTarget(target: Target): string {
  return "url" in target ? redactUrl(target.url) : `the embedded database in ${resolve(target.pgliteDir)}`;
}

/** A connection string fit to print: the password is never shown. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the PostgreSQL database";
  }
}

/** True when `dir` holds a PGlite (PostgreSQL) data directory. */
export function isPgliteDir(dir: string): boolean {
  return existsSync(join(resolve(dir), "PG_VERSION"));
}

export function open(target: Target): Promise<Connection> {
  // An empty url keeps DATABASE_URL, if set, from taking the embedded database's place.
  return "url" in target ? connect({ url: target.url }) : connect({ url: "", pgliteDir: target.pgliteDir });
}

export async function query<T>(connection: Connection, text: string): Promise<T[]> {
  return rowsOf<T>(await connection.db.execute(sql.raw(text)));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Base tables of the shop's schemas, as "schema.table", in a stable order. */
export async function shopTables(
  connection: Connection,
  schemas: readonly string[] = SHOP_SCHEMAS,
): Promise<string[]> {
  const list = schemas.map((s) => `'${s}'`).join(", ");
  const rows = await query<{ name: string }>(
    connection,
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema IN (${list}) ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Applied migrations (count and the newest one's timestamp); null when none were ever applied. */
export type MigrationLevel = { count: number; latest: string } | null;

export async function migrationLevel(connection: Connection): Promise<MigrationLevel> {
  const [exists] = await query<{ found: string | null }>(
    connection,
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!exists?.found) return null;
  const [row] = await query<{ count: number; latest: string | null }>(
    connection,
    `SELECT count(*)::int AS count, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
  );
  return row && row.count > 0 ? { count: row.count, latest: row.latest ?? "" } : null;
}

export function describeLevel(level: MigrationLevel): string {
  return level
    ? `${level.count} migrations (newest ${new Date(Number(level.latest)).toISOString()})`
    : "no migrations";
}

export function sameLevel(a: MigrationLevel, b: MigrationLevel): boolean {
  return a?.count === b?.count && a?.latest === b?.latest;
}

export type TableSum = { table: string; rows: number; checksum: string };

/**
 * Row count and an order-independent checksum of every table: the md5 of each row's text,
 * sorted, hashed again. Output settings are pinned in the transaction so both servers print
 * every value alike (time zone, date style, floats, bytea).
 */
export async function tableChecksums(connection: Connection): Promise<TableSum[]> {
  const tables = await shopTables(connection);
  return connection.db.transaction(async (tx) => {
    for (const setting of [
      "SET LOCAL TimeZone = 'UTC'",
      "SET LOCAL DateStyle = 'ISO, YMD'",
      "SET LOCAL IntervalStyle = 'postgres'",
      "SET LOCAL extra_float_digits = 1",
      "SET LOCAL bytea_output = 'hex'",
    ]) {
      await tx.execute(sql.raw(setting));
    }
    const sums: TableSum[] = [];
    for (const table of tables) {
      const [schema, name] = table.split(".");
      const result = await tx.execute(
        sql.raw(
          `SELECT count(*)::int AS rows,
                  coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS checksum
           FROM ${quote(schema)}.${quote(name)} t`,
        ),
      );
      const [row] = rowsOf<{ rows: number; checksum: string }>(result);
      sums.push({ table, rows: Number(row.rows), checksum: row.checksum });
    }
    return sums;
  });
}

export type SequenceState = { sequence: string; lastValue: string | null };

/** Where every sequence of the shop stands (null: never used). */
export async function sequenceStates(connection: Connection): Promise<SequenceState[]> {
  const rows = await query<{ sequence: string; last_value: string | null }>(
    connection,
    `SELECT schemaname || '.' || sequencename AS sequence, last_value::text AS last_value FROM pg_sequences
     WHERE schemaname IN (${SHOP_SCHEMAS.map((s) => `'${s}'`).join(", ")}) ORDER BY 1`,
  );
  return rows.map((row) => ({ sequence: row.sequence, lastValue: row.last_value }));
}

export type Comparison = { lines: string[]; mismatches: number };

/** A printable table of source against target, one line per table and sequence. */
export function compare(
  source: { tables: TableSum[]; sequences: SequenceState[] },
  target: { tables: TableSum[]; sequences: SequenceState[] },
): Comparison {
  const rows: string[][] = [["table", "rows (source)", "rows (target)", "checksum", "match"]];
  let mismatches = 0;
  const targetTables = new Map(target.tables.map((sum) => [sum.table, sum]));
  const names = new Set([...source.tables.map((s) => s.table), ...target.tables.map((s) => s.table)]);
  for (const name of [...names].sort()) {
    const a = source.tables.find((sum) => sum.table === name);
    const b = targetTables.get(name);
    const ok = !!a && !!b && a.rows === b.rows && a.checksum === b.checksum;
    if (!ok) mismatches++;
    rows.push([
      name,
      a ? String(a.rows) : "missing",
      b ? String(b.rows) : "missing",
      (a ?? b)!.checksum.slice(0, 12),
      ok ? "yes" : "NO",
    ]);
  }
  const targetSequences = new Map(target.sequences.map((s) => [s.sequence, s.lastValue]));
  for (const sequence of source.sequences) {
    const other = targetSequences.get(sequence.sequence);
    const ok = other === sequence.lastValue;
    if (!ok) mismatches++;
    rows.push([
      `${sequence.sequence} (sequence)`,
      sequence.lastValue ?? "unused",
      other === undefined ? "missing" : (other ?? "unused"),
      "",
      ok ? "yes" : "NO",
    ]);
  }
  return { lines: formatTable(rows), mismatches };
}

export function formatTable(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd(),
  );
}
