import { mkdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { ensureBuild } from "../scripts/lib/build";
import { forgetCachedData } from "../scripts/lib/prepare-database";
import { readCatalogueSample } from "./catalogue-sample";
import { cleanUp, cleanUpOnSignals, onCleanup } from "./cleanup";
import { BENCH_UPLOADS_DIR, dropBenchDatabase, LARGE_DATABASE, seededBenchDatabase, SMALL_DATABASE } from "./databases";
import { freePort } from "./free-port";
import { CONNECTIONS, type LoadSettings } from "./load";
import { measureAll } from "./measure-all";
import { parseBenchOptions, SMALL_PRODUCTS } from "./options";
import { formatPlanGrowth, formatReadGrowth, planGrowth, readCatalogFigures, readGrowth } from "./plan-growth";
import { printQueryPlans } from "./query-plans";
import { combinedRows, formatCombined, formatCpu, formatResults, type ResultRow } from "./report";
import { writeResults, type ShopResults } from "./results-file";
import { baselineScenario, catalogueScenarios, coldPageScenarios, onlyScenarios, pageScenarios } from "./scenarios";
import { withBenchServer } from "./server";
import { createBaselineFile, type BaselineFile } from "./static-baseline";

/**
 * `npm run bench`: the shop measured over HTTP. Seeds shop_bench (the demo shop plus
 * `--products N` generated products) and shop_bench_small (1 000), starts the production build
 * on each in turn, and loads it with autocannon: a static file as the baseline, the pages on
 * fixed URLs, pages never rendered before, and the catalogue calls with new parameters on every
 * request. Prints a table per shop with each row's target, then each row at 1 000 and at N side
 * by side, and writes bench/results/latest.json. Flags: see bench/options.ts.
 */

const PLANS_FILES = { large: "bench/results/plans-large.json", small: "bench/results/plans-small.json" };

/** The baseline file's size until the home page's is known (it must exist before the server starts). */
const PLACEHOLDER_BYTES = 50_000;

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

type Shop = { database: string; url: string; logFile: string };
/** `rate`: see BenchOptions.rate. */
type Timing = { durationSeconds: number; warmupSeconds: number; rate: number | null };

/** Every scenario on one shop's server (those `only` keeps: see BenchOptions.only), the baseline file first sized to that shop's home page. */
async function measureShop(shop: Shop, port: number, timing: Timing, only: string | null, baseline: BaselineFile): Promise<ShopResults> {
  const sample = await readCatalogueSample(shop.url);
  const pace = timing.rate === null ? "" : `, catalogue calls only at ${timing.rate} requests/s`;
  console.log(`\n== HTTP: ${shop.database}, ${sample.count} products, ${CONNECTIONS} connections${pace}, ${timing.durationSeconds} s per scenario after ${timing.warmupSeconds} s warm-up ==`);
  forgetCachedData(); // cached catalogue reads of another database would answer for this one
  return withBenchServer({ port, databaseUrl: shop.url, logFile: shop.logFile, env: { UPLOADS_DIR: BENCH_UPLOADS_DIR } }, async ({ url: baseUrl, processGroup }) => {
    const baselineBytes = await bytesOf(`${baseUrl}/`);
    baseline.resize(baselineBytes);
    const served = await bytesOf(baseUrl + baseline.path);
    if (served !== baselineBytes) console.warn(`The baseline file is served with ${served} bytes, not ${baselineBytes}`);
    const settings: LoadSettings = { baseUrl, serverGroup: processGroup, ...timing };
    // Cold pages before the catalogue calls: those would fill the data cache for the same products.
    const all = timing.rate === null ? [baselineScenario(), ...pageScenarios(sample), ...coldPageScenarios(sample), ...catalogueScenarios(sample)] : catalogueScenarios(sample);
    const scenarios = onlyScenarios(all, only);
    if (scenarios.length === 0) throw new Error(`No row's name holds "${only}"`);
    return { products: sample.count, baselineBytes, rows: await measureAll(scenarios, settings) };
  });
}

function printShop(results: ShopResults): void {
  console.log(`\n== ${results.products} products (static baseline: ${results.baselineBytes} bytes, the size of the home page) ==`);
  console.log(formatResults(results.rows));
  const cpu = formatCpu(results.rows, cpus().length);
  if (cpu) console.log(`\nCPU time per request, by process (server, PostgreSQL, the load generator):\n${cpu}`);
}

async function main() {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres");
  cleanUpOnSignals();
  mkdirSync("bench/results", { recursive: true });

  await ensureBuild();
  const databases = options.small ? [LARGE_DATABASE, SMALL_DATABASE] : [LARGE_DATABASE];
  if (!options.keep) onCleanup(async () => {
    for (const name of databases) await dropBenchDatabase(serverUrl, name);
    console.log(`Dropped ${databases.join(", ")} (--keep keeps them).`);
  });
  const seeded = async (name: string, products: number) => {
    console.log(`\n== Seed ${name}: demo shop + ${products} products ==`);
    const { url, reused } = await seededBenchDatabase(serverUrl, name, products, options.reuse);
    if (reused) console.log(`Reused ${name}: its seed of ${products} products is complete (--reuse).`);
    return url;
  };
  const large: Shop = { database: LARGE_DATABASE, url: await seeded(LARGE_DATABASE, options.products), logFile: "bench/results/server-large.log" };
  const small: Shop | undefined = options.small
    ? { database: SMALL_DATABASE, url: await seeded(SMALL_DATABASE, SMALL_PRODUCTS), logFile: "bench/results/server-small.log" }
    : undefined;
  if (options.plans) {
    console.log(`\n== Catalogue query plans and uncached reads: ${LARGE_DATABASE} ==`);
    await printQueryPlans(large.url, PLANS_FILES.large);
    if (small) {
      console.log(`\n== Catalogue query plans and uncached reads: ${SMALL_DATABASE} ==`);
      await printQueryPlans(small.url, PLANS_FILES.small);
      const [largeFigures, smallFigures] = [readCatalogFigures(PLANS_FILES.large), readCatalogFigures(PLANS_FILES.small)];
      console.log(`\n== The same SQL at ${SMALL_PRODUCTS} and at ${options.products} products (median EXPLAIN ANALYZE ms) ==`);
      console.log(formatPlanGrowth(planGrowth(largeFigures.plans, smallFigures.plans), options.products, SMALL_PRODUCTS));
      console.log(`\n== The same uncached reads at ${SMALL_PRODUCTS} and at ${options.products} products (ms) ==`);
      console.log(formatReadGrowth(readGrowth(largeFigures.reads, smallFigures.reads), options.products, SMALL_PRODUCTS));
    }
  }

  const port = await freePort(options.port);
  const timing: Timing = { durationSeconds: options.durationSeconds, warmupSeconds: options.warmupSeconds, rate: options.rate };
  // Next serves the public/ files it finds at start: the baseline is written before, sized after.
  const baseline = createBaselineFile(PLACEHOLDER_BYTES);
  onCleanup(baseline.remove);

  const loadAverageAtStart = loadavg();
  const load = loadAverageAtStart.map((value) => value.toFixed(1)).join(", ");
  console.log(`\nNode ${process.version}. Load average on this machine (${cpus().length} CPUs) before the HTTP load: ${load}; other work skews the figures.`);
  const largeResults = await measureShop(large, port, timing, options.only, baseline);
  const smallResults = small ? await measureShop(small, port, timing, options.only, baseline) : null;

  if (smallResults) printShop(smallResults);
  printShop(largeResults);
  const smallRows: ResultRow[] = smallResults?.rows ?? [];
  const combined = smallResults ? combinedRows(largeResults.rows, smallRows) : [];
  if (smallResults) {
    console.log(`\n== Every row at ${SMALL_PRODUCTS} and at ${options.products} generated products: target met on each shop, p99 growth ==`);
    console.log(formatCombined(combined, options.products, SMALL_PRODUCTS));
  }
  const file = writeResults({
    settings: { products: options.products, smallProducts: smallResults ? SMALL_PRODUCTS : null, ...timing, only: options.only, connections: CONNECTIONS, reuse: options.reuse },
    loadAverageAtStart,
    large: largeResults,
    small: smallResults,
    combined,
  });
  console.log(`\nResults written to ${file}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
