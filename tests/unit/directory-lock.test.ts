/** @jest-environment node */
import { mkdtempSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireDirectoryLock } from "@/db/lock";

const lockPath = () => join(mkdtempSync(join(tmpdir(), "lock-")), "db.lock");

describe("acquireDirectoryLock", () => {
  it("refuses a second holder while the first is alive", () => {
    const path = lockPath();
    writeFileSync(path, String(process.ppid));
    expect(() => acquireDirectoryLock(path)).toThrow(/in use by process/);
  });

  it("takes over a lock left by a process that has gone", () => {
    const path = lockPath();
    writeFileSync(path, "999999999");
    const lock = acquireDirectoryLock(path);
    expect(existsSync(path)).toBe(true);
    lock.release();
    expect(existsSync(path)).toBe(false);
  });
});
