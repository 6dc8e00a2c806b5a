import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { withDatabase } from "../../db/server-admin";
import { E2E_AUTH_SECRET } from "../../scripts/lib/e2e-env";

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

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance on ${url} exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The instance on ${url} did not become healthy`);
}

/** `env` overrides the instance's settings (a fault test points DATABASE_URL or REDIS_URL at its proxy). */
export async function startInstance(port: number, env: Record<string, string | undefined> = {}): Promise<Instance> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Two instances need PostgreSQL (DATABASE_URL); PGlite serves one process");
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("npx", ["tsx", "scripts/serve.ts"], {
    stdio: "ignore",
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: withDatabase(serverUrl, process.env.E2E_DATABASE || "shop_e2e"),
      REDIS_URL: INSTANCE_REDIS_URL,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || E2E_AUTH_SECRET,
      NEXTAUTH_URL: url,
      SITE_URL: url,
      PAYMENTS_TEST_MODE: "1",
      UPLOADS_DIR: ".e2e-data/uploads",
      MAIL_DIR: ".e2e-data/mail",
      ...env,
    },
  });
  await waitForHealth(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}
