import { sql } from "drizzle-orm";
import { connect, type Connection } from "@/db/client";
import { migrate } from "@/db/migrate";
import { admin, withDatabase } from "@/db/server-admin";

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

  const serverUrl = process.env.SHOP_TEST_TEMPLATE_DB ? process.env.DATABASE_URL : undefined;
  (serverUrl ? it : it.skip)("apply, twice and concurrently, to a PostgreSQL database", async () => {
    const database = `shop_test_migrations_${process.pid}`;
    await admin(serverUrl!, async (db) => {
      await db.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await db.unsafe(`CREATE DATABASE ${database}`);
    });
    const first = await connect({ url: withDatabase(serverUrl!, database) });
    const second = await connect({ url: withDatabase(serverUrl!, database) });
    try {
      expect(first.driver).toBe("postgres");
      // Two instances starting at once: the advisory lock serialises them.
      await Promise.all([migrate(first), migrate(second)]);
      await provesSchema(first);
    } finally {
      await first.close();
      await second.close();
      await admin(serverUrl!, (db) => db.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    }
  });
});
