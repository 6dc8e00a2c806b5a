import { connect } from "../../db/client";
import { migrate } from "../../db/migrate";
import { admin, withDatabase } from "../../db/server-admin";
import { TEMPLATE_ENV } from "./template-env";

/**
 * With DATABASE_URL (PostgreSQL), migrates one template database that every test file then
 * clones into a database of its own. Without it, each file uses an in-memory PGlite.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const template = `shop_test_tpl_${process.pid}`;
  await admin(url, async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE ${template}`);
  });
  const connection = await connect({ url: withDatabase(url, template) });
  try {
    await migrate(connection);
  } finally {
    await connection.close();
  }
  process.env[TEMPLATE_ENV] = template;
}
