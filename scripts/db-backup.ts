import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { pgliteDir, selectedDriver } from "@/db/client";
import { backupStamp, DbToolError, dumpPglite, fail, requireOnPath, run } from "./lib/db-dump";
import { isPgliteDir, open } from "./lib/db-inspect";

/**
 * `npm run db:backup [-- --out DIR]`: a consistent, timestamped dump of the configured database
 * into backups/ (PostgreSQL: pg_dump's custom format, one snapshot while the shop runs; the
 * embedded database: plain SQL from PGlite's pg_dump, with the shop stopped), plus a tar of the
 * uploads folder when images are kept on local disk.
 */
const Options = z.object({ out: z.string().min(1, { error: "--out needs a folder" }).default("backups") });

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const parsed = Options.safeParse(values);
  if (!parsed.success) throw new DbToolError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const out = resolve(parsed.data.out);
  mkdirSync(out, { recursive: true });
  const time = backupStamp();

  if (selectedDriver() === "postgres") {
    requireOnPath("pg_dump", "backing up PostgreSQL");
    const file = join(out, `shop-${time}.dump`);
    // One snapshot for the whole dump: consistent while the shop keeps selling.
    run("pg_dump", ["--format=custom", "--file", file, "--dbname", process.env.DATABASE_URL!]);
    console.log(`Database backed up to ${file} (pg_dump custom format).`);
  } else {
    const dir = pgliteDir();
    if (dir.startsWith("memory://") || !isPgliteDir(dir))
      throw new DbToolError(`No embedded database at ${resolve(dir)} to back up.`);
    const connection = await open({ pgliteDir: dir });
    try {
      const file = join(out, `shop-${time}.sql`);
      writeFileSync(file, await dumpPglite(connection));
      console.log(`Database backed up to ${file} (plain SQL from the embedded database).`);
    } finally {
      await connection.close();
    }
  }

  if (process.env.S3_BUCKET) {
    console.log(
      `Uploaded images are in the S3 bucket ${process.env.S3_BUCKET}: back it up with the storage provider's own tools.`,
    );
    return;
  }
  const uploads = resolve(process.env.UPLOADS_DIR || ".data/uploads");
  if (!existsSync(uploads) || readdirSync(uploads).length === 0) {
    console.log(`No uploaded images in ${uploads}.`);
    return;
  }
  requireOnPath("tar", "backing up the uploads folder");
  const archive = join(out, `uploads-${time}.tar.gz`);
  run("tar", ["-czf", archive, "-C", uploads, "."]);
  console.log(`Uploaded images backed up to ${archive} (restore with: tar -xzf ${archive} -C ${uploads}).`);
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
