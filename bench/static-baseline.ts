import { rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BASELINE_PATH } from "./scenarios";

// The static baseline: a file in public/, served by the same server through the same proxy
// as the pages, so "page req/s over static req/s" shows what rendering costs.

const PUBLIC_DIR = "public";
const FILE = join(PUBLIC_DIR, BASELINE_PATH);

/** An HTML document of exactly `bytes` bytes (ASCII, so characters are bytes). */
export function baselineHtml(bytes: number): string {
  const head = "<!DOCTYPE html><html><head><title>bench baseline</title></head><body><p>";
  const tail = "</p></body></html>\n";
  const filler = "A static file the benchmark compares pages with. ";
  const room = Math.max(0, bytes - head.length - tail.length);
  return head + filler.repeat(Math.ceil(room / filler.length)).slice(0, room) + tail;
}

export type BaselineFile = { path: string; resize(bytes: number): void; remove(): void };

/**
 * Writes the file before the server starts (Next serves the public/ files it finds at start;
 * later rewrites of the same file are served as they are). Removing it restores public/'s
 * timestamps, so the build does not look stale to `npm start` afterwards.
 */
export function createBaselineFile(bytes: number): BaselineFile {
  const { atime, mtime } = statSync(PUBLIC_DIR);
  writeFileSync(FILE, baselineHtml(bytes));
  return {
    path: BASELINE_PATH,
    resize: (size) => writeFileSync(FILE, baselineHtml(size)),
    remove: () => {
      rmSync(FILE, { force: true });
      utimesSync(PUBLIC_DIR, atime, mtime);
    },
  };
}
