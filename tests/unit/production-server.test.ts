/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { SERVE_ARGS, spawnServer } from "@/scripts/lib/process";
import { SERVER_HEAP_MB, serverNodeOptions } from "@/scripts/lib/server-heap";
import { sourceMapsRequested } from "@/scripts/lib/source-maps";

// Every documented way to run the production server goes through scripts/serve.ts: `next start`
// alone keeps whatever address a client wrote in X-Forwarded-For (its rate limits would be the
// client's to pick) and gives requests no id, log line or metrics.

const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(process.cwd(), "package.json"), "utf8"),
).scripts;

describe("the production server", () => {
  it("no npm script runs `next start`", () => {
    const bypassing = Object.entries(scripts).filter(([, command]) => /\bnext\s+start\b/.test(command));
    expect(bypassing).toEqual([]);
  });

  it("`npm run serve` runs scripts/serve.ts in production mode, under the same heap ceiling as spawnServer", () => {
    expect(scripts.serve).toBe(
      `NODE_ENV=production NODE_OPTIONS="${serverNodeOptions("$NODE_OPTIONS")}" node ${SERVE_ARGS.join(" ")}`,
    );
  });

  it("`npm start` runs scripts/start.ts, which serves through spawnServer", () => {
    expect(scripts.start).toMatch(/\bscripts\/start\.ts$/);
    const start = readFileSync(join(process.cwd(), "scripts", "start.ts"), "utf8");
    expect(start).toMatch(/\bserve\(port, process\.env\)/);
  });

  it("spawnServer's production mode runs scripts/serve.ts in one node process with NODE_ENV=production and the port", async () => {
    // A stand-in `node` first on PATH records what it was asked to run, and in which environment.
    const bin = mkdtempSync(join(tmpdir(), "serve-start-"));
    const record = join(bin, "record");
    writeFileSync(
      join(bin, "node"),
      `#!/bin/sh\necho "$NODE_ENV $PORT $*" > "${record}"\necho "$NODE_OPTIONS" >> "${record}"\n`,
      { mode: 0o755 },
    );
    try {
      const child = spawnServer(3999, { PATH: `${bin}:/usr/bin:/bin`, NODE_ENV: "development" }, "start", {
        stdio: "ignore",
      });
      await new Promise((resolve, reject) => child.on("exit", resolve).on("error", reject));
      expect(readFileSync(record, "utf8").trim().split("\n")).toEqual([
        "production 3999 --require tsx/cjs scripts/serve.ts",
        serverNodeOptions(),
      ]);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it("caps the server's heap at SERVER_HEAP_MB unless the operator's NODE_OPTIONS sets its own ceiling", () => {
    const heapLimitMiB = (nodeOptions: string) =>
      Number(
        execFileSync(
          process.execPath,
          ["-p", "require('node:v8').getHeapStatistics().heap_size_limit / 2 ** 20"],
          {
            env: { ...process.env, NODE_OPTIONS: nodeOptions },
            encoding: "utf8",
          },
        ),
      );
    const byDefault = heapLimitMiB(serverNodeOptions());
    const operators = heapLimitMiB(serverNodeOptions(`--max-old-space-size=${SERVER_HEAP_MB * 3}`));
    // The limit V8 reports adds the young generation (a few tens of MiB) to the old one.
    expect(byDefault).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(byDefault).toBeLessThan(SERVER_HEAP_MB + 128);
    expect(operators).toBeGreaterThanOrEqual(SERVER_HEAP_MB * 3);
  });

  it("maps stack traces to the sources only when the operator passes --enable-source-maps", () => {
    const tsx = ["--require", "tsx/dist/preflight.cjs", "--import", "tsx/dist/loader.mjs"];
    expect(sourceMapsRequested(tsx, undefined)).toBe(false);
    expect(sourceMapsRequested(tsx, serverNodeOptions())).toBe(false);
    expect(sourceMapsRequested(tsx, serverNodeOptions("--enable-source-maps"))).toBe(true);
    expect(sourceMapsRequested([...tsx, "--enable-source-maps"], "")).toBe(true);
  });
});
