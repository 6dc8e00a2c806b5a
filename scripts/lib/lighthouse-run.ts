import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Lighthouse 12 (13 needs Node >= 22.19), through npx rather than devDependencies: its
 * dependency tree asks for packages at "latest", which breaks `npm ci` once they move. Pinned,
 * and preferring npm's cache, so it downloads once and then runs offline.
 */
export const LIGHTHOUSE = "lighthouse@12.8.2";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseSummary = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttfbMs: number;
  /** Bytes over the wire (gzip) of scripts requested up to the page's load event. */
  firstLoadJs: number;
  /** Bytes over the wire of every script during the run (lazy chunks and prefetches included). */
  allJs: number;
  /** Audits below full marks in the non-performance categories: id and title. */
  misses: { category: Category; id: string; title: string }[];
};

type Audit = { id: string; title: string; score: number | null; numericValue?: number; details?: { items?: unknown[] } };
type Report = {
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};
type NetworkItem = { resourceType?: string; transferSize?: number; networkRequestTime?: number };

function runCli(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["--yes", "--prefer-offline", LIGHTHOUSE, ...args], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium", npm_config_loglevel: "error" },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

function summarise(report: Report): LighthouseSummary {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const audit = (id: string) => report.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const loadAt = (audit("metrics")?.details?.items?.[0] as { observedLoad?: number } | undefined)?.observedLoad;
  const scripts = ((audit("network-requests")?.details?.items ?? []) as NetworkItem[]).filter(
    (item) => item.resourceType === "Script",
  );
  const bytes = (items: NetworkItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const misses = CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && audit(ref.id)?.score !== null && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => ({ category, id: ref.id, title: audit(ref.id).title })),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(report.categories[category].score * 100)]),
    ) as Record<Category, number>,
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    ttfbMs: value("server-response-time"),
    firstLoadJs: bytes(
      loadAt === undefined ? scripts : scripts.filter((item) => (item.networkRequestTime ?? 0) <= loadAt),
    ),
    allJs: bytes(scripts),
    misses,
  };
}

/** One Lighthouse run with the default (mobile) preset; the JSON report is kept at `outputDir`. */
export async function runLighthouse(url: string, outputDir: string, name: string): Promise<LighthouseSummary> {
  const outputPath = join(outputDir, `${name}.report.json`);
  await runCli([
    url,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--output=json",
    `--output-path=${outputPath}`,
    "--quiet",
  ]);
  return summarise(JSON.parse(readFileSync(outputPath, "utf8")) as Report);
}
