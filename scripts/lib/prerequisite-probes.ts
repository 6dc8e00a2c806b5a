import { existsSync } from "node:fs";
import { connect } from "node:net";
import postgres from "postgres";
import { run } from "./process";
import {
  chromePath,
  planPrerequisites,
  redisUrls,
  type DatabaseState,
  type Findings,
  type Plan,
  type System,
} from "./prerequisites";

// The real look at this machine for scripts/lib/prerequisites.ts: kept thin, the decisions are there.

const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ETIMEDOUT",
  "CONNECT_TIMEOUT",
  "EAI_AGAIN",
]);

async function probeDatabase(url: string): Promise<DatabaseState> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
    return { state: "ok" };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === "3D000") return { state: "missing-database" };
    if (code && UNREACHABLE.has(code)) return { state: "unreachable" };
    return { state: "refused", message };
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

/** Whether something answers Redis's PING there (any reply: an error for a missing password still means it runs). */
function probeRedis(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ""), port: Number(port || 6379) });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", () => done(true));
  });
}

async function probe(env: NodeJS.ProcessEnv): Promise<Findings> {
  const path = chromePath(env);
  const url = env.DATABASE_URL;
  return {
    chromium: { path, found: existsSync(path) },
    ...(url && { database: { url, ...(await probeDatabase(url)) } }),
    redis: await Promise.all(
      redisUrls(env).map(async (redis) => ({ url: redis, up: await probeRedis(redis) })),
    ),
  };
}

function thisSystem(): System {
  return {
    platform: process.platform,
    debianRoot: existsSync("/etc/debian_version") && process.getuid?.() === 0,
  };
}

/** The PostgreSQL client settings of DATABASE_URL, for the script's `database=` step. */
function pgEnvironment(url: string | undefined): Record<string, string> {
  if (!url) return {};
  const parsed = new URL(url);
  return {
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || "5432",
    PGUSER: decodeURIComponent(parsed.username) || "postgres",
    ...(parsed.password && { PGPASSWORD: decodeURIComponent(parsed.password) }),
  };
}

/**
 * Checks what the suite needs, installs what it may (Debian, root), and answers what still
 * stops the run (empty when nothing does).
 */
export async function checkPrerequisites(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const system = thisSystem();
  let plan: Plan = planPrerequisites(await probe(env), system);
  if (plan.install.length > 0) {
    console.log(`Installing what the tests need: ${plan.install.join(", ")}`);
    try {
      await run("bash", ["scripts/prerequisites.sh", ...plan.install], {
        env: { ...env, ...pgEnvironment(env.DATABASE_URL) },
      });
    } catch (error) {
      return [`scripts/prerequisites.sh ${plan.install.join(" ")} failed: ${(error as Error).message}`];
    }
    plan = planPrerequisites(await probe(env), system);
    // Installed and still missing: say what, rather than install again.
    if (plan.install.length > 0)
      plan.problems.push(`Still missing after installing: ${plan.install.join(", ")}`);
  }
  return plan.problems;
}
