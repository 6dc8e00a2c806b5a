import { closeSync, openSync, readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { spawnServer } from "./process";

// The production server (scripts/serve.ts, through the same spawnServer as `npm start`) run in
// the background by a tool or a test, which stops it afterwards with its whole process tree.

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/** `processGroup`: the group the server and everything under it run in (what `stop` signals). */
export type BackgroundServer = { url: string; processGroup: number; stop(): Promise<void> };

export type BackgroundServerSettings = {
  port: number;
  /** The server's environment beside this process's own (database, secrets, folders). */
  env: Record<string, string | undefined>;
  /** Where the server's output goes; without one it is discarded. */
  logFile?: string;
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

async function waitForHealth(url: string, child: ChildProcess, logFile?: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = logFile ? `:\n${readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n")}` : "";
  throw new Error(`The server on ${url} did not answer /api/health${log}`);
}

/**
 * Starts the production build on `port`, in a process group of its own (npx, tsx and node
 * under it all go when the group is signalled), and waits until /api/health answers 200.
 */
export async function startBackgroundServer({ port, env, logFile }: BackgroundServerSettings): Promise<BackgroundServer> {
  const url = `http://127.0.0.1:${port}`;
  const log = logFile ? openSync(logFile, "w") : "ignore";
  const child = spawnServer(port, { ...process.env, NEXTAUTH_URL: url, SITE_URL: url, ...env }, "start", {
    detached: true,
    stdio: ["ignore", log, log],
  });
  if (typeof log === "number") closeSync(log);
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
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processGroup: group, stop };
}
