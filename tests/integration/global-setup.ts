import { connect } from "../../db/client";
import { migrate } from "../../db/migrate";
import { recreateDatabase } from "../../db/server-admin";
import { TEMPLATE_ENV } from "./template-env";

/**
 * With DATABASE_URL (PostgreSQL), migrates one template database that every test file then
 * clones into a database of its own. Without it, each file uses an in-memory PGlite.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const template = `shop_test_tpl_${process.pid}`;
  const connection = await connect({ url: await recreateDatabase(url, template) });
  try {
    await migrate(connection);
  } finally {
    await connection.close();
  }
  process.env[TEMPLATE_ENV] = template;
}
