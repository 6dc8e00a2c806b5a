import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, getConnection } from "@/db/client";
import { migrate } from "@/db/migrate";
import { dropDatabase, recreateDatabase } from "@/db/server-admin";
import { TEMPLATE_ENV } from "./template-env";

// Each test file gets a database of its own: a clone of the migrated template on PostgreSQL,
// or a fresh in-memory PGlite. The app's own getDb() then points at it.
const serverUrl = process.env.DATABASE_URL;
const template = process.env[TEMPLATE_ENV];
const fileDatabase = `shop_test_${randomBytes(6).toString("hex")}`;

jest.setTimeout(30_000);

beforeAll(async () => {
  if (serverUrl && template) {
    process.env.DATABASE_URL = await recreateDatabase(serverUrl, fileDatabase, template);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = "memory://";
    await migrate(await getConnection());
  }
});

afterAll(async () => {
  await closeDb();
  if (serverUrl && template) {
    await dropDatabase(serverUrl, fileDatabase);
    process.env.DATABASE_URL = serverUrl;
  }
});

// next-auth signs sessions with this; `npm start` generates one per installation.
process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-not-for-production";

// Staff two-step sign-in is on by default on PostgreSQL: off here, so admin tests sign in with a
// token alone; tests/integration/two-step-staff.test.ts turns it on.
process.env.STAFF_TWO_STEP_REQUIRED ??= "0";

// The job worker sends mail in any test that runs due jobs: never into the project's .data/mail.
process.env.MAIL_DIR ??= mkdtempSync(join(tmpdir(), "shop-mail-"));
