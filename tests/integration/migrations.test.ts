import { sql } from "drizzle-orm";
import { connect, type Connection } from "@/db/client";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate, MIGRATIONS_FOLDER } from "@/db/migrate";
import { dropDatabase, recreateDatabase } from "@/db/server-admin";

async function tableNames(connection: Connection): Promise<string[]> {
  const result = await connection.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return (result as unknown as { rows?: { table_name: string }[] }).rows?.map((row) => row.table_name) ??
    (result as unknown as { table_name: string }[]).map((row) => row.table_name);
}

async function provesSchema(connection: Connection) {
  await migrate(connection);
  // A second run finds nothing to do and changes nothing.
  await migrate(connection);
  expect(await tableNames(connection)).toEqual(
    expect.arrayContaining(["categories", "products", "product_items", "users", "cart_lines", "orders", "order_lines", "payment_events", "currency_rates", "login_attempts"]),
  );
  const trigram = await connection.db.execute(sql`SELECT similarity('hoodie', 'hoody') AS score`);
  expect(trigram).toBeDefined();
}

describe("migrations", () => {
  it("apply, twice, to an embedded PGlite database", async () => {
    const connection = await connect({ url: "", pgliteDir: "memory://" });
    try {
      expect(connection.driver).toBe("pglite");
      await provesSchema(connection);
    } finally {
      await connection.close();
    }
  });

  it("give products that existed before 0005 their colours, sizes and search words", async () => {
    // The migrations up to 0004 only: a shop as it was before the columns existed.
    const before = await mkdtemp(join(tmpdir(), "shop-migrations-"));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 4) }));
    const connection = await connect({ url: "", pgliteDir: "memory://" });
    try {
      const { migrate: migrateFolder } = await import("drizzle-orm/pglite/migrator");
      await migrateFolder(connection.db as never, { migrationsFolder: before });
      await connection.db.execute(sql`
        WITH c AS (INSERT INTO categories (name, internal_name) VALUES ('Tops', 'tops') RETURNING id),
        colour AS (INSERT INTO variation_types (category_id, name) SELECT id, 'Color' FROM c RETURNING id),
        size AS (INSERT INTO variation_types (category_id, name, position) SELECT id, 'Size', 1 FROM c RETURNING id),
        red AS (INSERT INTO variation_values (variation_type_id, value) SELECT id, 'Red' FROM colour RETURNING id),
        xl AS (INSERT INTO variation_values (variation_type_id, value) SELECT id, 'XL' FROM size RETURNING id),
        p AS (INSERT INTO products (name, price_minor, category_id, category_names) SELECT 'Harbour Hoodie', 100, id, 'Tops' FROM c RETURNING id),
        bare AS (INSERT INTO products (name, price_minor, category_id) SELECT 'Plain Mug', 100, id FROM c RETURNING id),
        i AS (INSERT INTO product_items (product_id, sku, price_minor) SELECT id, 'HH-RED-XL', 100 FROM p RETURNING id)
        INSERT INTO product_item_values (product_item_id, variation_value_id)
        SELECT i.id, red.id FROM i, red UNION ALL SELECT i.id, xl.id FROM i, xl`);
      await migrate(connection);
      const products = await connection.db.execute(sql`SELECT name, colours, sizes FROM products ORDER BY name`);
      expect((products as unknown as { rows: unknown[] }).rows).toEqual([
        { name: "Harbour Hoodie", colours: ["red"], sizes: ["xl"] },
        { name: "Plain Mug", colours: [], sizes: [] },
      ]);
      const words = await connection.db.execute(sql`SELECT word FROM search_vocabulary ORDER BY word`);
      expect((words as unknown as { rows: { word: string }[] }).rows.map((row) => row.word)).toEqual(["harbour", "hoodie", "mug", "plain", "tops"]);
    } finally {
      await connection.close();
      await rm(before, { recursive: true, force: true });
    }
  });

  it("count the code uses recorded before discount_emails by e-mail as comparableEmail spells it", async () => {
    // The migrations before discount_emails only: uses recorded with the e-mail merely lower-cased.
    const before = await mkdtemp(join(tmpdir(), "shop-migrations-"));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
    const cut = journal.entries.findIndex((entry) => entry.tag.endsWith("_discount_emails"));
    expect(cut).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    const connection = await connect({ url: "", pgliteDir: "memory://" });
    try {
      const { migrate: migrateFolder } = await import("drizzle-orm/pglite/migrator");
      await migrateFolder(connection.db as never, { migrationsFolder: before });
      const emails = ["ann+promo@example.com", "bea@example.com", "+tag@example.com", null];
      for (const [index, email] of emails.entries())
        await connection.db.execute(sql`
          WITH c AS (INSERT INTO discount_codes (code, kind, percent_off) VALUES (${`OLD${index}`}, 'percent', 10) RETURNING id),
          o AS (INSERT INTO orders (payment_intent_id, provider, currency, base_amount_minor, amount_minor)
                VALUES (${`pi_old_${index}`}, 'test', 'AUD', 1000, 1000) RETURNING id)
          INSERT INTO discount_redemptions (discount_code_id, order_id, email) SELECT c.id, o.id, ${email} FROM c, o`);
      await migrate(connection);
      const rows = await connection.db.execute(sql`SELECT email FROM discount_redemptions ORDER BY id`);
      expect((rows as unknown as { rows: { email: string | null }[] }).rows.map((row) => row.email)).toEqual([
        "ann@example.com",
        "bea@example.com",
        "+tag@example.com",
        null,
      ]);
    } finally {
      await connection.close();
      await rm(before, { recursive: true, force: true });
    }
  });

  it("give order lines placed before order_line_discounts their part of the discount by the rule refunds used until then", async () => {
    // The migrations before order_line_discounts only: lines that recorded no discount of their own.
    const before = await mkdtemp(join(tmpdir(), "shop-migrations-"));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
    const cut = journal.entries.findIndex((entry) => entry.tag.endsWith("_order_line_discounts"));
    expect(cut).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    const connection = await connect({ url: "", pgliteDir: "memory://" });
    try {
      const { migrate: migrateFolder } = await import("drizzle-orm/pglite/migrator");
      await migrateFolder(connection.db as never, { migrationsFolder: before });
      await connection.db.execute(sql`
        INSERT INTO categories (id, name, internal_name, parent_id) VALUES (1, 'Tops', 'tops', NULL), (2, 'Shirts', 'shirts', 1), (3, 'Mugs', 'mugs', NULL)`);
      await connection.db.execute(sql`
        INSERT INTO products (id, name, price_minor, category_id) VALUES (1, 'Shirt', 3995, 2), (2, 'Mug', 2000, 3)`);
      // A code for tops (shirts are tops), one for everything, one for mugs worth less than its discount.
      await connection.db.execute(sql`
        INSERT INTO discount_codes (id, code, kind, percent_off, category_ids)
        VALUES (1, 'TOPS', 'percent', 15, '{1}'), (2, 'ALL', 'percent', 10, '{}'), (3, 'MUGS', 'percent', 50, '{3}')`);
      // 1: tops at 1.5 (59.93 and 30.00 AUD, 8.99 off the shirt); 2: its code deleted since; 3: every
      // line with a product; 4: no code; 5: 25.00 off, more than the 20.00 mug, spread over both.
      await connection.db.execute(sql`
        INSERT INTO orders (id, payment_intent_id, provider, currency, base_amount_minor, exchange_rate, amount_minor, items_amount_minor, discount_amount_minor, discount_code_id)
        VALUES (1, 'pi_1', 'test', 'AUD', 5995, 1.5, 8094, 8993, 899, 1), (2, 'pi_2', 'test', 'AUD', 5995, 1, 5096, 5995, 899, NULL),
               (3, 'pi_3', 'test', 'AUD', 3000, 1, 2900, 3000, 100, 2), (4, 'pi_4', 'test', 'AUD', 3000, 1, 3000, 3000, 0, NULL),
               (5, 'pi_5', 'test', 'AUD', 5995, 1, 3495, 5995, 2500, 3)`);
      await connection.db.execute(sql`
        INSERT INTO order_lines (order_id, product_id, product_name, sku, unit_price_minor, quantity)
        VALUES (1, 1, 'Shirt', 'S', 3995, 1), (1, 2, 'Mug', 'M', 2000, 1),
               (2, 1, 'Shirt', 'S', 3995, 1), (2, 2, 'Mug', 'M', 2000, 1),
               (3, 1, 'Shirt', 'S', 1000, 1), (3, NULL, 'Gone', 'G', 1000, 1), (3, 2, 'Mug', 'M', 1000, 1),
               (4, 1, 'Shirt', 'S', 1000, 3),
               (5, 1, 'Shirt', 'S', 3995, 1), (5, 2, 'Mug', 'M', 2000, 1)`);
      await migrate(connection);
      const rows = await connection.db.execute(sql`SELECT order_id, discount_minor, discounted FROM order_lines ORDER BY id`);
      const lines = (rows as unknown as { rows: { order_id: number; discount_minor: number; discounted: boolean }[] }).rows;
      expect(lines.map((line) => [line.order_id, line.discount_minor, line.discounted])).toEqual([
        [1, 899, true],
        [1, 0, false],
        // No code: spread over every line, 5.99 and 3.00 by largest remainder.
        [2, 599, true],
        [2, 300, true],
        [3, 50, true],
        [3, 0, false],
        [3, 50, true],
        [4, 0, false],
        [5, 1666, true],
        [5, 834, true],
      ]);
    } finally {
      await connection.close();
      await rm(before, { recursive: true, force: true });
    }
  });

  const serverUrl = process.env.SHOP_TEST_TEMPLATE_DB ? process.env.DATABASE_URL : undefined;
  (serverUrl ? it : it.skip)("apply, twice and concurrently, to a PostgreSQL database", async () => {
    const database = `shop_test_migrations_${process.pid}`;
    const url = await recreateDatabase(serverUrl!, database);
    const first = await connect({ url });
    const second = await connect({ url });
    try {
      expect(first.driver).toBe("postgres");
      // Two instances starting at once: the advisory lock serialises them.
      await Promise.all([migrate(first), migrate(second)]);
      await provesSchema(first);
    } finally {
      await first.close();
      await second.close();
      await dropDatabase(serverUrl!, database);
    }
  });
});
