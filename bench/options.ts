// The flags of `npm run bench`, parsed without side effects so they can be tested.

export type BenchOptions = {
  /** Generated products in the main bench database (beside the demo shop). */
  products: number;
  /** Measured seconds per scenario. */
  durationSeconds: number;
  /** Unmeasured seconds of the same load before each scenario, so caches and JIT settle. */
  warmupSeconds: number;
  /** Also measure the catalogue calls on a 1 000-product shop, to see how they grow. */
  small: boolean;
  /** Leave the bench databases in place afterwards (to inspect or re-run queries). */
  keep: boolean;
  /** Print the SQL plans of the catalogue queries (bench/catalog.ts) before the HTTP load. */
  plans: boolean;
  /** First port to try for the server (BENCH_PORT); the next ones are tried when it is taken. */
  port: number;
};

export const DEFAULT_PRODUCTS = 100_000;
export const SMALL_PRODUCTS = 1_000;
export const DEFAULT_PORT = 3200;
const FULL = { durationSeconds: 10, warmupSeconds: 2 };
const QUICK = { durationSeconds: 3, warmupSeconds: 1 };

const USAGE =
  "Usage: npm run bench -- [--products N] [--duration S] [--quick] [--skip-small] [--keep] [--plans]\n" +
  "  --products N   generated products in shop_bench (default 100000)\n" +
  "  --duration S   measured seconds per scenario (default 10; 3 with --quick)\n" +
  "  --quick        short runs for a first look (3 s per scenario, 1 s warm-up)\n" +
  "  --skip-small   do not compare with a 1 000-product shop\n" +
  "  --keep         keep the shop_bench* databases afterwards\n" +
  "  --plans        also print the catalogue's SQL plans (bench/catalog.ts)";

function positiveInteger(flag: string, value: string | undefined, max: number): number {
  const number = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || number < 1 || number > max)
    throw new Error(`${flag} needs a whole number from 1 to ${max}\n${USAGE}`);
  return number;
}

/** Reads the command line (without node and the script) and BENCH_PORT; throws with the usage on a bad flag. */
export function parseBenchOptions(args: readonly string[], env: Record<string, string | undefined> = {}): BenchOptions {
  let products = DEFAULT_PRODUCTS;
  let duration: number | undefined;
  let quick = false;
  let small = true;
  let keep = false;
  let plans = false;
  for (let index = 0; index < args.length; index++) {
    const flag = args[index];
    if (flag === "--products") products = positiveInteger(flag, args[++index], 10_000_000);
    else if (flag === "--duration") duration = positiveInteger(flag, args[++index], 3600);
    else if (flag === "--quick") quick = true;
    else if (flag === "--skip-small") small = false;
    else if (flag === "--keep") keep = true;
    else if (flag === "--plans") plans = true;
    else throw new Error(`Unknown option ${flag}\n${USAGE}`);
  }
  const timing = quick ? QUICK : FULL;
  const port = env.BENCH_PORT ? positiveInteger("BENCH_PORT", env.BENCH_PORT, 65_535) : DEFAULT_PORT;
  return { products, durationSeconds: duration ?? timing.durationSeconds, warmupSeconds: timing.warmupSeconds, small, keep, plans, port };
}
