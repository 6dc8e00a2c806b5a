/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "@/scripts/lib/process";

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

  it("`npm run serve` runs scripts/serve.ts in production mode", () => {
    expect(scripts.serve).toMatch(/^NODE_ENV=production tsx scripts\/serve\.ts$/);
  });

  it("`npm start` runs scripts/start.ts, which serves through spawnServer", () => {
    expect(scripts.start).toMatch(/\bscripts\/start\.ts$/);
    const start = readFileSync(join(process.cwd(), "scripts", "start.ts"), "utf8");
    expect(start).toMatch(/\bserve\(port, process\.env\)/);
  });

  it("spawnServer's production mode runs `tsx scripts/serve.ts` with NODE_ENV=production and the port", async () => {
    // A stand-in `npx` first on PATH records what it was asked to run, and in which environment.
    const bin = mkdtempSync(join(tmpdir(), "serve-start-"));
    const record = join(bin, "record");
    writeFileSync(join(bin, "npx"), `#!/bin/sh\necho "$NODE_ENV $PORT $*" > "${record}"\n`, { mode: 0o755 });
    try {
      const child = spawnServer(3999, { PATH: `${bin}:/usr/bin:/bin`, NODE_ENV: "development" }, "start", {
        stdio: "ignore",
      });
      await new Promise((resolve, reject) => child.on("exit", resolve).on("error", reject));
      expect(readFileSync(record, "utf8").trim()).toBe("production 3999 tsx scripts/serve.ts");
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
