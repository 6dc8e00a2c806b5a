// The flags of `npm run bench`, parsed without side effects so they can be tested.

import { parseFlags, portFrom } from "./command-line";

export const DEFAULT_PRODUCTS = 100_000;
export const SMALL_PRODUCTS = 1_000;
export const DEFAULT_PORT = 3200;
const FULL = { durationSeconds: 10, warmupSeconds: 2 };
const QUICK = { durationSeconds: 3, warmupSeconds: 1 };

const USAGE =
  "Usage: npm run bench -- [--products N] [--duration S] [--quick] [--skip-small] [--keep] [--reuse] [--plans] [--rate R] [--only TEXT]\n" +
  "  --products N   generated products in shop_bench (default 100000)\n" +
  "  --duration S   measured seconds per scenario (default 10; 3 with --quick)\n" +
  "  --quick        short runs for a first look (3 s per scenario, 1 s warm-up)\n" +
  "  --skip-small   do not compare with a 1 000-product shop\n" +
  "  --keep         keep the shop_bench* databases afterwards\n" +
  "  --reuse        reuse shop_bench* when a complete seed of the same size is there (implies --keep)\n" +
  "  --plans        also print the catalogue's SQL plans (bench/catalog.ts)\n" +
  "  --rate R       only the catalogue calls, sent at R requests/s in all instead of as fast as answered\n" +
  "  --only TEXT    only the rows whose name holds TEXT, and the rows their targets compare with";

const FLAGS = {
  "--products": { min: 1, max: 10_000_000 },
  "--duration": { min: 1, max: 3600 },
  "--quick": "switch",
  "--skip-small": "switch",
  "--keep": "switch",
  "--reuse": "switch",
  "--plans": "switch",
  "--rate": { min: 1, max: 100_000 },
  "--only": "text",
} as const;

/** Reads the command line (without node and the script) and BENCH_PORT; throws with the usage on a bad flag. */
export function parseBenchOptions(args: readonly string[], env: Record<string, string | undefined> = {}) {
  const flags = parseFlags(args, FLAGS, USAGE);
  const timing = flags["--quick"] ? QUICK : FULL;
  const reuse = flags["--reuse"] ?? false;
  return {
    /** Generated products in the main bench database (beside the demo shop). */
    products: flags["--products"] ?? DEFAULT_PRODUCTS,
    /** Measured seconds per scenario. */
    durationSeconds: flags["--duration"] ?? timing.durationSeconds,
    /** Unmeasured seconds of the same load before each scenario, so caches and JIT settle. */
    warmupSeconds: timing.warmupSeconds,
    /** Also measure every scenario on a 1 000-product shop, to see how the figures grow. */
    small: !flags["--skip-small"],
    /** Leave the bench databases in place afterwards (to inspect or re-run queries). */
    keep: (flags["--keep"] ?? false) || reuse,
    /** Skip seeding a bench database that already holds a complete seed of the asked size (see bench/seed-marker.ts). */
    reuse,
    /** Print the SQL plans of the catalogue queries (bench/catalog.ts) before the HTTP load. */
    plans: flags["--plans"] ?? false,
    /**
     * Requests/s for the catalogue calls, the only rows then measured; null: as fast as answered.
     * At a fixed rate below what the machine serves, p99 is the calls' own time plus pauses, not
     * the queue that 10 connections asking back to back build on a saturated machine.
     */
    rate: flags["--rate"] ?? null,
    /** Only the rows whose name holds this text (and their targets' reference rows); null: every row. */
    only: flags["--only"] ?? null,
    /** First port to try for the server (BENCH_PORT); the next ones are tried when it is taken. */
    port: portFrom(env, "BENCH_PORT", DEFAULT_PORT, USAGE),
  };
}

export type BenchOptions = ReturnType<typeof parseBenchOptions>;
