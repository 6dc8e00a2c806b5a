import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { admin, withDatabase } from "../../db/server-admin";
import { prepareDatabase } from "./prepare-database";

export type ScratchServer = { url: string; stop(): Promise<void> };

type Options = {
  port: number;
  /** PostgreSQL database made afresh when DATABASE_URL is set (else PGlite in a temp folder). */
  database: string;
};

async function waitForHealth(url: string, exited: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("The server exited before it was ready.");
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s.`);
}

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
    await admin(serverUrl, async (sql) => {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await sql.unsafe(`CREATE DATABASE ${database}`);
    });
    env.DATABASE_URL = withDatabase(serverUrl, database);
  } else {
    env.PGLITE_DATA_DIR = join(scratch, "pglite");
  }

  // prepareDatabase reads the database settings from process.env.
  Object.assign(process.env, env);
  await prepareDatabase({ demo: true });

  const child = spawn(join("node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    env: { ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  let exited = false;
  const gone = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));

  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      const killer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }, 10_000);
      await gone;
      clearTimeout(killer);
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
