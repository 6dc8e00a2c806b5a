import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export type DirectoryLock = { release: () => void };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock file holding this process id. A lock left by a process that is
 * no longer running is taken over; one held by a live process is a clear error.
 */
export function acquireDirectoryLock(path: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, "utf8") === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8"));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database is in use by process ${holder} (${path}). ` +
            "Stop that process first, or set DATABASE_URL to use PostgreSQL when several processes share data.",
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock the embedded database (${path}).`);
}
