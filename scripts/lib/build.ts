import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "./process";

const BUILD_ID = ".next/BUILD_ID";
const SOURCES = ["app", "components", "emails", "lib", "db", "public", "next.config.ts", "package-lock.json", "tailwind.config.mts", "postcss.config.mjs", "instrumentation.ts", "instrumentation-node.ts", "proxy.ts", "cache"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** True when there is no production build, or a source file changed after it was made. */
export function buildIsStale(): boolean {
  if (!existsSync(BUILD_ID)) return true;
  const builtAt = statSync(BUILD_ID).mtimeMs;
  return SOURCES.some((source) => newestChange(source) > builtAt);
}

/** Runs `next build` when the existing build is missing or older than the sources. */
export async function ensureBuild(): Promise<void> {
  if (!buildIsStale()) return;
  console.log("Building the shop (first start or changed sources)...");
  await run("npx", ["next", "build"]);
}
