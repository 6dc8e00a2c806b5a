import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { pgliteDir } from "@/db/client";
import { assertEmpty, DbToolError, dumpPglite, fail, loadPlainSql } from "./lib/db-dump";
import {
  compare,
  describeLevel,
  isPgliteDir,
  migrationLevel,
  open,
  query,
  redactUrl,
  sameLevel,
  sequenceStates,
  tableChecksums,
} from "./lib/db-inspect";

/**
 * `npm run db:move -- --to postgres://...`: copies the embedded shop (PGlite, PGLITE_DATA_DIR
 * or .data/pglite; `--from DIR` to choose) into an empty PostgreSQL database, then compares
 * every table and sequence on both sides. Stop the shop first: the embedded database allows
 * one process at a time.
 */
const Options = z.object({
  to: z
    .string({ error: "Say where to: npm run db:move -- --to postgres://user:password@host:5432/shop" })
    .regex(/^postgres(ql)?:\/\//, {
      error: "--to must be a PostgreSQL connection string (postgres://user:password@host:5432/shop)",
    }),
  from: z.string().min(1).optional(),
});

async function main() {
  const { values } = parseArgs({ options: { to: { type: "string" }, from: { type: "string" } } });
  const parsed = Options.safeParse(values);
  if (!parsed.success) throw new DbToolError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const from = parsed.data.from ?? pgliteDir();
  const to = { url: parsed.data.to };
  if (from.startsWith("memory://") || !isPgliteDir(from)) {
    throw new DbToolError(
      `No embedded database at ${resolve(from)}. Pass --from DIR or set PGLITE_DATA_DIR to where the shop keeps it.`,
    );
  }

  const target = await open(to);
  try {
    await assertEmpty(target, to);
    const targetLevel = await migrationLevel(target);

    const source = await open({ pgliteDir: from });
    let dump: string;
    let before: Awaited<ReturnType<typeof snapshot>>;
    try {
      const sourceLevel = await migrationLevel(source);
      if (!sourceLevel)
        throw new DbToolError(
          `The embedded database in ${resolve(from)} has no migrations applied: there is no shop to move.`,
        );
      if (targetLevel && !sameLevel(sourceLevel, targetLevel)) {
        throw new DbToolError(
          `Refusing to move: ${redactUrl(to.url)} is at a different migration level (${describeLevel(targetLevel)}) ` +
            `than the embedded shop (${describeLevel(sourceLevel)}). Use a new, empty database.`,
        );
      }
      console.log(
        `Copying the embedded shop in ${resolve(from)} (${describeLevel(sourceLevel)}) to ${redactUrl(to.url)}…`,
      );
      before = await snapshot(source);
      dump = await dumpPglite(source);
    } finally {
      await source.close();
    }

    // drizzle's record of migrations comes with the dump; an empty copy of it on the target
    // (same level, or none applied) would make the load collide with it.
    const prefix = targetLevel || (await hasDrizzleSchema(target)) ? "DROP SCHEMA drizzle CASCADE;\n" : "";
    await loadPlainSql(target, prefix + dump);

    const after = await snapshot(target);
    const { lines, mismatches } = compare(before, after);
    for (const line of lines) console.log(line);
    if (mismatches > 0) {
      throw new DbToolError(
        `${mismatches} table(s) or sequence(s) differ between the embedded shop and PostgreSQL: do not switch over.`,
      );
    }
    console.log(
      `Moved: ${before.tables.length} tables and ${before.sequences.length} sequences match. ` +
        "Start the shop with DATABASE_URL set to the new database. Uploaded images stay in the uploads folder (UPLOADS_DIR).",
    );
  } finally {
    await target.close();
  }
}

async function snapshot(connection: Awaited<ReturnType<typeof open>>) {
  return { tables: await tableChecksums(connection), sequences: await sequenceStates(connection) };
}

async function hasDrizzleSchema(connection: Awaited<ReturnType<typeof open>>): Promise<boolean> {
  const [row] = await query<{ found: boolean }>(
    connection,
    `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle') AS found`,
  );
  return !!row?.found;
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
