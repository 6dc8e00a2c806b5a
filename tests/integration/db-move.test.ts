import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/client";
import { migrate } from "@/db/migrate";
import { dropDatabase, recreateDatabase } from "@/db/server-admin";
import { installationId } from "@/lib/payments/installation";
import { seedDemo } from "@/scripts/seed/demo";
import { open, sequenceStates, tableChecksums, type Target } from "@/scripts/lib/db-inspect";

// The operator's commands, run as the operator runs them: a shop built in a temporary
// embedded database is moved into PostgreSQL, backed up and restored, and every table compared.
// Captured before the per-file setup points DATABASE_URL at a database of its own.
const serverUrl = process.env.DATABASE_URL;
const suite = serverUrl ? describe : describe.skip;
const prefix = `shop_move_${process.pid}`;
const work = mkdtempSync(join(tmpdir(), "shop-move-"));
const shopDir = join(work, "pglite");
const databases: string[] = [];

type Outcome = { code: number | null; output: string };

/** Runs an npm script's program with the given environment (no DATABASE_URL unless given). */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.NODE_OPTIONS;
  return new Promise((done) => {
    const child = spawn(
      resolve("node_modules/.bin/tsx"),
      ["--conditions=react-server", `scripts/${script}.ts`, ...args],
      {
        env: { ...base, UPLOADS_DIR: join(work, "uploads"), ...env },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => done({ code, output }));
  });
}

async function freshDatabase(name: string): Promise<string> {
  databases.push(`${prefix}_${name}`);
  return recreateDatabase(serverUrl!, `${prefix}_${name}`);
}

/** The installation id a database holds (every object the shop made at Stripe carries it). */
async function installationOf(target: Target): Promise<string[]> {
  const connection = await open(target);
  try {
    return rowsOf<{ id: string }>(await connection.db.execute(sql`SELECT id::text AS id FROM installation`)).map((row) => row.id);
  } finally {
    await connection.close();
  }
}

async function snapshot(target: Target) {
  const connection = await open(target);
  try {
    return { tables: await tableChecksums(connection), sequences: await sequenceStates(connection) };
  } finally {
    await connection.close();
  }
}

suite("moving, backing up and restoring a shop", () => {
  jest.setTimeout(60_000);
  let embedded: Awaited<ReturnType<typeof snapshot>>;
  let shopInstallation: string;

  beforeAll(async () => {
    const connection = await open({ pgliteDir: shopDir });
    try {
      await migrate(connection);
      await seedDemo(connection.db, {
        imageSize: "tiny",
        admin: { username: "admin", password: "admin1234" },
      });
      // Carts: every customer holds two items.
      await connection.db.execute(sql`
        INSERT INTO cart_lines (user_id, product_item_id, quantity)
        SELECT u.id, i.id, 2 FROM users u CROSS JOIN (SELECT id FROM product_items ORDER BY id LIMIT 2) i
        WHERE u.role = 'customer'`);
      shopInstallation = await installationId(connection.db);
    } finally {
      await connection.close();
    }
    embedded = await snapshot({ pgliteDir: shopDir });
  }, 60_000);

  afterAll(async () => {
    for (const name of databases) await dropDatabase(serverUrl!, name);
    rmSync(work, { recursive: true, force: true });
  });

  it("built a shop with products, customers, carts and orders", () => {
    const rows = new Map(embedded.tables.map((sum) => [sum.table, sum.rows]));
    for (const table of [
      "public.products",
      "public.users",
      "public.cart_lines",
      "public.orders",
      "public.order_lines",
      "public.product_images",
    ]) {
      expect(rows.get(table)).toBeGreaterThan(0);
    }
  });

  it("moves the embedded shop into an empty PostgreSQL database with every table and sequence", async () => {
    const url = await freshDatabase("target");
    const moved = await runScript("db-move", ["--to", url], { PGLITE_DATA_DIR: shopDir });
    expect(moved.output).toContain("Moved:");
    expect(moved.code).toBe(0);

    const copy = await snapshot({ url });
    expect(await installationOf({ url })).toEqual([shopInstallation]);
    expect(copy.tables).toEqual(embedded.tables);
    expect(copy.sequences).toEqual(embedded.sequences);

    // A new row takes a fresh id, after every copied one.
    const connection = await open({ url });
    try {
      const [{ max }] = rowsOf<{ max: number }>(
        await connection.db.execute(sql`SELECT max(id)::int AS max FROM categories`),
      );
      const [{ id }] = rowsOf<{ id: number }>(
        await connection.db.execute(
          sql`INSERT INTO categories (name, internal_name) VALUES ('Moved', 'moved') RETURNING id`,
        ),
      );
      expect(id).toBeGreaterThan(max);
    } finally {
      await connection.close();
    }

    // The moved database is now non-empty: a second move is refused and changes nothing.
    const again = await runScript("db-move", ["--to", url], { PGLITE_DATA_DIR: shopDir });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Refusing to write into .*: it is not empty/);
  });

  it("refuses a target at another migration level, and a target with tables of its own", async () => {
    const behind = await freshDatabase("behind");
    const connection = await open({ url: behind });
    try {
      // Drizzle's record of a single, older migration, and no tables in public.
      await connection.db.execute(
        sql.raw(
          `CREATE SCHEMA drizzle; CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
        ),
      );
      await connection.db.execute(
        sql.raw(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('x', 1)`),
      );
    } finally {
      await connection.close();
    }
    const refused = await runScript("db-move", ["--to", behind], { PGLITE_DATA_DIR: shopDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("is at a different migration level");

    const occupied = await freshDatabase("occupied");
    const other = await open({ url: occupied });
    try {
      await other.db.execute(sql.raw(`CREATE TABLE notes (id serial PRIMARY KEY, body text)`));
    } finally {
      await other.close();
    }
    const refusedAgain = await runScript("db-move", ["--to", occupied], { PGLITE_DATA_DIR: shopDir });
    expect(refusedAgain.code).toBe(1);
    expect(refusedAgain.output).toContain("it is not empty (1 table in schema public, e.g. public.notes)");
  });

  it("backs up and restores the embedded database, every table alike", async () => {
    const out = join(work, "backups-pglite");
    // Images on local disk go into a tar beside the dump.
    mkdirSync(join(work, "uploads", "products"), { recursive: true });
    writeFileSync(join(work, "uploads", "products", "1.webp"), "image");
    const backup = await runScript("db-backup", ["--out", out], { PGLITE_DATA_DIR: shopDir });
    expect(backup.code).toBe(0);
    const dump = readdirSync(out).find((name) => /^shop-.*\.sql$/.test(name));
    expect(dump).toBeDefined();
    expect(readdirSync(out).some((name) => /^uploads-.*\.tar\.gz$/.test(name))).toBe(true);

    const restoredDir = join(work, "restored");
    const restore = await runScript("db-restore", [join(out, dump!)], { PGLITE_DATA_DIR: restoredDir });
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    const restored = await snapshot({ pgliteDir: restoredDir });
    expect(await installationOf({ pgliteDir: restoredDir })).toEqual([shopInstallation]);
    expect(restored.tables).toEqual(embedded.tables);
    expect(restored.sequences).toEqual(embedded.sequences);
  }, 90_000);

  it("backs up PostgreSQL with pg_dump and restores it into an empty database, every table alike", async () => {
    const source = await freshDatabase("pg_source");
    const moved = await runScript("db-move", ["--to", source], { PGLITE_DATA_DIR: shopDir });
    expect(moved.code).toBe(0);

    const out = join(work, "backups-pg");
    const backup = await runScript("db-backup", ["--out", out], { DATABASE_URL: source });
    expect(backup.code).toBe(0);
    const dump = readdirSync(out).find((name) => /^shop-.*\.dump$/.test(name));
    expect(dump).toBeDefined();

    const target = await freshDatabase("pg_restored");
    const restore = await runScript("db-restore", [join(out, dump!)], { DATABASE_URL: target });
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    const restored = await snapshot({ url: target });
    expect(await installationOf({ url: target })).toEqual([shopInstallation]);
    expect(restored.tables).toEqual(embedded.tables);
    expect(restored.sequences).toEqual(embedded.sequences);

    const twice = await runScript("db-restore", [join(out, dump!)], { DATABASE_URL: target });
    expect(twice.code).toBe(1);
    expect(twice.output).toContain("it is not empty");
  });
});
