import { Redis } from "ioredis";
import { withDatabase } from "../../db/server-admin";
import { startBackgroundServer } from "../../scripts/lib/background-server";
import { E2E_ADDRESS_LIMITS, E2E_AUTH_SECRET, E2E_STAFF_TWO_STEP } from "../../scripts/lib/e2e-env";

/**
 * Extra production servers beside the one Playwright starts: the same build, the same e2e
 * database, and one Redis (a database number of its own, emptied first), as several instances
 * behind a load balancer would run.
 */
export const INSTANCE_REDIS_URL = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379/8";

export type Instance = { url: string; stop: () => Promise<void> };

export async function emptyInstanceRedis(): Promise<void> {
  const redis = new Redis(INSTANCE_REDIS_URL);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * `env` overrides the instance's settings (a fault test points DATABASE_URL or REDIS_URL at its
 * proxy); `logFile` keeps its output (log lines) for the test to read.
 */
export async function startInstance(port: number, env: Record<string, string | undefined> = {}, logFile?: string): Promise<Instance> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Two instances need PostgreSQL (DATABASE_URL); PGlite serves one process");
  const server = await startBackgroundServer({
    port,
    env: {
      DATABASE_URL: withDatabase(serverUrl, process.env.E2E_DATABASE || "shop_e2e"),
      REDIS_URL: INSTANCE_REDIS_URL,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || E2E_AUTH_SECRET,
      PAYMENTS_TEST_MODE: "1",
      ...E2E_ADDRESS_LIMITS,
      ...E2E_STAFF_TWO_STEP,
      UPLOADS_DIR: ".e2e-data/uploads",
      MAIL_DIR: ".e2e-data/mail",
      ...env,
    },
    logFile,
  });
  return { url: server.url, stop: server.stop };
}
