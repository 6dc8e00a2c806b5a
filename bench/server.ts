import { closeSync, openSync, readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { spawnServer } from "../scripts/lib/process";
import { onCleanup } from "./cleanup";

// The shop's production server (scripts/serve.ts, through the same spawnServer as `npm start`)
// started for one measurement and stopped afterwards, with its whole process tree.

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export type BenchServer = { baseUrl: string; stop(): Promise<void> };

export type BenchServerSettings = {
  port: number;
  databaseUrl: string;
  /** Where the server's own output goes (it would mix with the tables otherwise). */
  logFile: string;
  /** Extra environment: uploads directory and the like. */
  env: Record<string, string>;
};

/** Server groups still running, killed synchronously if this process exits without stopping them. */
const running = new Set<number>();
process.on("exit", () => {
  for (const group of running) killGroup(group, "SIGKILL");
});

function killGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
}

/** True while any process of the group is alive (signal 0 only asks). */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(group: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(group)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`The server did not answer /api/health (see ${logFile}):\n${log}`);
}

/**
 * Starts the production build on `port` against `databaseUrl`, in a process group of its own
 * (npx, tsx and node under it all go when the group is signalled), and waits until
 * /api/health answers 200.
 */
export async function startBenchServer(settings: BenchServerSettings): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${settings.port}`;
  const log = openSync(settings.logFile, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings.env,
    DATABASE_URL: settings.databaseUrl,
    NEXTAUTH_URL: baseUrl,
    SITE_URL: baseUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "bench-secret-not-for-production",
  };
  const child = spawnServer(settings.port, env, "start", { detached: true, stdio: ["ignore", log, log] });
  closeSync(log);
  const group = child.pid;
  if (group === undefined) throw new Error("The server could not be started");
  running.add(group);

  const stop = async () => {
    if (!running.has(group)) return;
    // The whole group: npx may exit before the node server under it has closed its database.
    killGroup(group, "SIGTERM");
    if (!(await groupGone(group, STOP_TIMEOUT_MS))) killGroup(group, "SIGKILL");
    running.delete(group);
  };
  try {
    await waitForHealth(baseUrl, child, settings.logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Starts a server, lends it to `measure`, and stops it afterwards, also on error or Ctrl-C. */
export async function withBenchServer<T>(settings: BenchServerSettings, measure: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await startBenchServer(settings);
  onCleanup(server.stop);
  try {
    return await measure(server.baseUrl);
  } finally {
    await server.stop();
  }
}
