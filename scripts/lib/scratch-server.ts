import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { recreateDatabase } from "../../db/server-admin";
import { startBackgroundServer } from "./background-server";
import { prepareDatabase } from "./prepare-database";

export type ScratchServer = { url: string; stop(): Promise<void> };

type Options = {
  port: number;
  /** PostgreSQL database made afresh when DATABASE_URL is set (else PGlite in a temp folder). */
  database: string;
};

/**
 * The production build served on `port` over a throw-away database seeded with the demo shop
 * (like scripts/e2e-server.ts, but in the background so the caller can stop it). `stop()` ends
 * the whole server process group and removes the scratch folder.
 */
export async function startScratchServer({ port, database }: Options): Promise<ScratchServer> {
  const scratch = mkdtempSync(join(tmpdir(), "shop-scratch-"));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    UPLOADS_DIR: join(scratch, "uploads"),
    MAIL_DIR: join(scratch, "mail"),
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "scratch-secret-not-for-production",
    NEXTAUTH_URL: url,
    SITE_URL: url,
    PAYMENTS_TEST_MODE: "1",
    STRIPE_SECRET_KEY: "",
  };
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    env.DATABASE_URL = await recreateDatabase(serverUrl, database);
  } else {
    env.PGLITE_DATA_DIR = join(scratch, "pglite");
  }

  // prepareDatabase reads the database settings from process.env.
  Object.assign(process.env, env);
  await prepareDatabase({ demo: true });

  try {
    const server = await startBackgroundServer({ port, env });
    return {
      url,
      stop: async () => {
        await server.stop();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
