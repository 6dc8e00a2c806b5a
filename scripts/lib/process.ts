import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";
import { serverNodeOptions } from "./server-heap";

/** Runs a command with inherited output; rejects when it exits non-zero. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** How `node` runs the production server (package.json's `serve` says the same). */
export const SERVE_ARGS = ["--require", "tsx/cjs", "scripts/serve.ts"];

/**
 * Spawns the shop's server on `port` and returns it: the production server (`start`) or the
 * development one. `options` can detach it or redirect its output (the benchmark does both).
 */
export function spawnServer(port: number, env: NodeJS.ProcessEnv, mode: "start" | "dev" = "start", options: SpawnOptions = {}): ChildProcess {
  // Production runs behind scripts/serve.ts, which records the real peer address for rate limits.
  // One node process, with tsx's require hook only: its ESM loader would answer every import()
  // Next makes per request (the cache handler's, two or three a request) through a worker thread.
  const [command, args] =
    mode === "start" ? ["node", SERVE_ARGS] : ["npx", ["next", "dev", "-p", String(port)]];
  const production = mode === "start" ? { NODE_ENV: "production" as const, NODE_OPTIONS: serverNodeOptions(env.NODE_OPTIONS) } : { NODE_ENV: "development" as const };
  return spawn(command, args, { stdio: "inherit", ...options, env: { ...env, PORT: String(port), ...production } });
}

/**
 * Starts the server in the foreground of this process: signals are passed on, and this
 * process exits with the server's exit code. With `logFile`, the server's standard output (its
 * log lines) goes into that file, for tests that read what the server logged; only lines above
 * "info" (warnings, errors, anything not JSON) are still printed, so a test run's output is not
 * buried under a line per request.
 */
export function serve(port: number, env: NodeJS.ProcessEnv, mode: "start" | "dev" = "start", logFile?: string): void {
  const child = spawnServer(port, env, mode, logFile ? { stdio: ["inherit", "pipe", "inherit"] } : {});
  if (logFile && child.stdout) {
    mkdirSync(dirname(logFile), { recursive: true });
    const copy = createWriteStream(logFile, { flags: "a" });
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on("line", (line) => {
      copy.write(`${line}\n`);
      if (!/^\{"level":"(?:trace|debug|info)"/.test(line)) process.stdout.write(`${line}\n`);
    });
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
