import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { recreateDatabase } from "../db/server-admin";
import { ensureBuild } from "./lib/build";
import { E2E_ADDRESS_LIMITS, E2E_AUTH_SECRET, E2E_METRICS_TOKEN, E2E_SERVER_LOG, E2E_STAFF_TWO_STEP } from "./lib/e2e-env";
import { prepareDatabase } from "./lib/prepare-database";
import { serve } from "./lib/process";
import type { SeedPlan } from "./seed/bootstrap";

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
/** Lets two checkouts of the project run their end-to-end tests side by side on one server. */
const E2E_DATABASE = process.env.E2E_DATABASE || "shop_e2e";
const E2E_DIR = resolve(".e2e-data");
/**
 * The demo shop with the admin the journeys sign in as, on either driver. A throw-away test
 * database, so the short demo password is wanted here even on PostgreSQL (where ADMIN_* would
 * refuse it).
 */
const E2E_SEED: SeedPlan = { demo: true, demoAdmin: { username: "admin", password: "admin1234" } };

/**
 * The server Playwright tests run against: the production build on a fresh database of its
 * own (a `shop_e2e` (or E2E_DATABASE) PostgreSQL database with DATABASE_URL, else PGlite under .e2e-data/),
 * never the demo's .data/.
 */
async function main() {
  rmSync(E2E_DIR, { recursive: true, force: true });
  process.env.UPLOADS_DIR = `${E2E_DIR}/uploads`;
  process.env.MAIL_DIR = `${E2E_DIR}/mail`;
  // The built-in test card provider: a production build refuses it unless asked for.
  process.env.PAYMENTS_TEST_MODE = "1";
  // Sweeps (idle carts' reminders, say) every few seconds, so a journey sees what they do.
  process.env.JOBS_SWEEP_SECONDS ||= "3";
  for (const [name, value] of Object.entries({ ...E2E_ADDRESS_LIMITS, ...E2E_STAFF_TWO_STEP })) process.env[name] ||= value;
  delete process.env.STRIPE_SECRET_KEY;
  process.env.NEXTAUTH_SECRET ||= E2E_AUTH_SECRET;
  process.env.METRICS_TOKEN ||= E2E_METRICS_TOKEN;
  process.env.NEXTAUTH_URL = `http://127.0.0.1:${E2E_PORT}`;
  process.env.SITE_URL = process.env.NEXTAUTH_URL;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    process.env.DATABASE_URL = await recreateDatabase(serverUrl, E2E_DATABASE);
  } else {
    process.env.PGLITE_DATA_DIR = `${E2E_DIR}/pglite`;
  }
  await ensureBuild();
  await prepareDatabase(E2E_SEED);
  serve(E2E_PORT, process.env, "start", E2E_SERVER_LOG);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
