import { dropDatabase } from "../../db/server-admin";
import { TEMPLATE_ENV } from "./template-env";

export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!url || !template) return;
  await dropDatabase(url, template);
}
