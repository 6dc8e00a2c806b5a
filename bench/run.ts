import { mkdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { ensureBuild } from "../scripts/lib/build";
import { forgetCachedData } from "../scripts/lib/prepare-database";
import { readCatalogueSample } from "./catalogue-sample";
import { cleanUp, cleanUpOnSignals, onCleanup } from "./cleanup";
import { BENCH_UPLOADS_DIR, createSeededDatabase, dropBenchDatabase, LARGE_DATABASE, SMALL_DATABASE } from "./databases";
import { freePort } from "./free-port";
import { CONNECTIONS, type LoadSettings } from "./load";
import { measureAll } from "./measure-all";
import { parseBenchOptions, SMALL_PRODUCTS } from "./options";
import { printQueryPlans } from "./query-plans";
import { formatGrowth, formatResults, growthRows, type ResultRow } from "./report";
import { writeResults } from "./results-file";
import { baselineScenario, catalogueScenarios, pageScenarios } from "./scenarios";
import { withBenchServer } from "./server";
import { createBaselineFile } from "./static-baseline";

/**
 * `npm run bench`: the shop measured over HTTP. Seeds shop_bench (the demo shop plus
 * `--products N` generated products) and shop_bench_small (1 000), starts the production build
 * on each in turn, and loads it with autocannon: a static file as the baseline, the pages on
 * fixed URLs, and the catalogue calls with new parameters on every request. Prints a table per
 * shop and how the catalogue's p99 grows with the catalogue, and writes bench/results/latest.json.
 * Figures, not pass/fail: compare runs made on the same machine. Flags: see bench/options.ts.
 */

/** The baseline file's size until the home page's is known (it must exist before the server starts). */
const PLACEHOLDER_BYTES = 50_000;

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
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
  console.log(`\n== Seed ${LARGE_DATABASE}: demo shop + ${options.products} products ==`);
  const largeUrl = await createSeededDatabase(serverUrl, LARGE_DATABASE, options.products);
  let smallUrl: string | undefined;
  if (options.small) {
    console.log(`\n== Seed ${SMALL_DATABASE}: demo shop + ${SMALL_PRODUCTS} products ==`);
    smallUrl = await createSeededDatabase(serverUrl, SMALL_DATABASE, SMALL_PRODUCTS);
  }
  if (options.plans) {
    console.log("\n== Catalogue query plans (median of 5) ==");
    await printQueryPlans(largeUrl);
  }

  const port = await freePort(options.port);
  const timing = { durationSeconds: options.durationSeconds, warmupSeconds: options.warmupSeconds };
  const serverEnv = { UPLOADS_DIR: BENCH_UPLOADS_DIR };
  // Next serves the public/ files it finds at start: the baseline is written before, sized after.
  const baseline = createBaselineFile(PLACEHOLDER_BYTES);
  onCleanup(baseline.remove);
  let baselineBytes = PLACEHOLDER_BYTES;

  const large = await readCatalogueSample(largeUrl);
  const loadAverageAtStart = loadavg();
  const load = loadAverageAtStart.map((value) => value.toFixed(1)).join(", ");
  console.log(`\nLoad average on this machine (${cpus().length} CPUs) before the HTTP load: ${load}; other work skews the figures.`);
  console.log(`\n== HTTP: ${LARGE_DATABASE}, ${large.count} products, ${CONNECTIONS} connections, ${timing.durationSeconds} s per scenario after ${timing.warmupSeconds} s warm-up ==`);
  forgetCachedData(); // cached catalogue reads of another database would answer for this one
  const rows = await withBenchServer({ port, databaseUrl: largeUrl, logFile: "bench/results/server-large.log", env: serverEnv }, async (baseUrl) => {
    baselineBytes = await bytesOf(`${baseUrl}/`);
    baseline.resize(baselineBytes);
    const served = await bytesOf(baseUrl + baseline.path);
    if (served !== baselineBytes) console.warn(`The baseline file is served with ${served} bytes, not ${baselineBytes}`);
    const settings: LoadSettings = { baseUrl, ...timing };
    return measureAll([baselineScenario(), ...pageScenarios(large), ...catalogueScenarios(large)], settings);
  });

  let smallRows: ResultRow[] = [];
  if (smallUrl) {
    const small = await readCatalogueSample(smallUrl);
    console.log(`\n== HTTP: ${SMALL_DATABASE}, ${small.count} products: the catalogue calls again ==`);
    forgetCachedData();
    smallRows = await withBenchServer({ port, databaseUrl: smallUrl, logFile: "bench/results/server-small.log", env: serverEnv }, (baseUrl) =>
      measureAll(catalogueScenarios(small), { baseUrl, ...timing }),
    );
  }

  console.log(`\n== ${large.count} products (static baseline: ${baselineBytes} bytes, the size of the home page) ==`);
  console.log(formatResults(rows));
  const growth = growthRows(rows, smallRows);
  if (growth.length) {
    console.log(`\n== Catalogue calls: p99 at ${options.products} generated products vs ${SMALL_PRODUCTS} ==`);
    console.log(formatGrowth(growth, options.products, SMALL_PRODUCTS));
  }
  const file = writeResults({
    settings: { products: options.products, smallProducts: smallUrl ? SMALL_PRODUCTS : null, ...timing, connections: CONNECTIONS },
    baseline: { bytes: baselineBytes },
    loadAverageAtStart,
    rows,
    smallRows,
    growth,
  });
  console.log(`\nResults written to ${file}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
