import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { pgliteDir, selectedDriver } from "@/db/client";
import { assertEmpty, DbToolError, fail, loadPlainSql, requireOnPath, run } from "./lib/db-dump";
import { describeTarget, open, tableChecksums, type Target } from "./lib/db-inspect";

/**
 * `npm run db:restore -- FILE`: loads a dump from `npm run db:backup` into the configured
 * database (DATABASE_URL, else the embedded one), which must be empty. pg_dump's custom format
 * goes through pg_restore (PostgreSQL only); plain SQL runs through the driver on either.
 */
const File = z.string({ error: "Say which dump: npm run db:restore -- backups/shop-….dump" }).min(1);

/** pg_dump's custom format starts with this signature. */
function isCustomFormat(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    return head.toString("latin1") === "PGDMP";
  } finally {
    closeSync(fd);
  }
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const parsed = File.safeParse(positionals[0]);
  if (!parsed.success) throw new DbToolError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const file = resolve(parsed.data);
  let custom: boolean;
  try {
    custom = isCustomFormat(file);
  } catch {
    throw new DbToolError(`Cannot read ${file}.`);
  }

  const target: Target =
    selectedDriver() === "postgres" ? { url: process.env.DATABASE_URL! } : { pgliteDir: pgliteDir() };
  if (custom && !("url" in target)) {
    throw new DbToolError(
      `${file} is a PostgreSQL (pg_dump custom format) backup: set DATABASE_URL to an empty PostgreSQL database to restore it.`,
    );
  }
  const connection = await open(target);
  try {
    await assertEmpty(connection, target);
    if (custom) {
      requireOnPath("pg_restore", "restoring a custom-format dump");
      run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        "--dbname",
        (target as { url: string }).url,
        file,
      ]);
    } else {
      await loadPlainSql(connection, readFileSync(file, "utf8"));
    }
    const sums = await tableChecksums(connection);
    const rows = sums.reduce((total, sum) => total + sum.rows, 0);
    console.log(`Restored ${file} into ${describeTarget(target)}: ${sums.length} tables, ${rows} rows.`);
  } finally {
    await connection.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
