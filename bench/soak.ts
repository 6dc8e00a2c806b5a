import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "../scripts/lib/build";
import { forgetCachedData } from "../scripts/lib/prepare-database";
import { readCatalogueSample } from "./catalogue-sample";
import { cleanUp, cleanUpOnSignals, onCleanup } from "./cleanup";
import { BENCH_UPLOADS_DIR, createSeededDatabase, dropBenchDatabase } from "./databases";
import { freePort } from "./free-port";
import { writeResultsFile } from "./results-file";
import { withBenchServer } from "./server";
import { catalogueFromSample } from "./soak/catalogue";
import { giveStock } from "./soak/database";
import { parseSoakOptions } from "./soak/options";
import { formatChecks, formatRun, memoryCheck, runChecks, type Check, type RunReport } from "./soak/report";
import { measuredRun } from "./soak/run";
import { listeningProcess } from "./soak/server-memory";
import { createShopperAccounts, type RunSettings } from "./soak/shoppers";

/**
 * `npm run soak`: the shop under a mixed crowd of shoppers. Seeds shop_soak (the demo shop, plus
 * `--products N`), gives every item plenty of stock, starts the production build with the test
 * card provider, signs up `--users` shoppers and lets them browse, search, buy and pay for
 * `--duration` seconds, twice. Prints a table per step and per run, and checks: no errors,
 * every paid order recorded once, stock taken exactly once per paid line, and the server's
 * memory after the second run within 10 % of the first (or within 512 MiB). Writes bench/results/soak.json; exits
 * non-zero when a check fails.
 */

const SOAK_DATABASE = "shop_soak";
const RESULTS_FILE = "bench/results/soak.json";
const PLENTY = 1_000_000;
/** A slower answer is a timeout, an error; the figures show how far below this the p99 stays. */
const TIMEOUT_MS = 30_000;
/** Every fifth shopper also opens the admin product list. */
const ADMIN_EVERY = 5;
const ADMIN_USERNAME = "soak_admin";

async function main() {
  const options = parseSoakOptions(process.argv.slice(2), process.env);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres");
  cleanUpOnSignals();
  mkdirSync("bench/results", { recursive: true });
  await ensureBuild();

  if (!options.keep)
    onCleanup(async () => {
      await dropBenchDatabase(serverUrl, SOAK_DATABASE);
      console.log(`Dropped ${SOAK_DATABASE} (--keep keeps it).`);
    });
  const admin = { username: ADMIN_USERNAME, password: randomBytes(12).toString("hex") };
  console.log(`\n== Seed ${SOAK_DATABASE}: demo shop${options.products ? ` + ${options.products} products` : ""} ==`);
  const databaseUrl = await createSeededDatabase(serverUrl, SOAK_DATABASE, options.products, { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  const items = await giveStock(databaseUrl, PLENTY);
  console.log(`Gave ${items} product items ${PLENTY} units each.`);
  const catalogue = catalogueFromSample(await readCatalogueSample(databaseUrl));

  // Confirmation e-mails of the run's orders go to a folder removed afterwards.
  const mailDir = mkdtempSync(join(tmpdir(), "shop-soak-mail-"));
  onCleanup(() => rmSync(mailDir, { recursive: true, force: true }));
  forgetCachedData(); // cached catalogue reads of another database would answer for this one
  const port = await freePort(options.port);
  const env = { UPLOADS_DIR: BENCH_UPLOADS_DIR, MAIL_DIR: mailDir, PAYMENTS_TEST_MODE: "1", STRIPE_SECRET_KEY: "" };
  const loadAverageAtStart = loadavg();

  const reports = await withBenchServer({ port, databaseUrl, logFile: "bench/results/server-soak.log", env }, async ({ url: baseUrl }) => {
    const serverPid = listeningProcess(port);
    const prefix = `soak_${Date.now().toString(36)}_`;
    console.log(`\nSigning up ${options.users} shoppers, each from its own loopback address...`);
    const accounts = await createShopperAccounts(baseUrl, options.users, { prefix, block: 1, timeoutMs: TIMEOUT_MS });
    const settings: RunSettings = { baseUrl, accounts, catalogue, durationSeconds: options.durationSeconds, admin, adminEvery: ADMIN_EVERY, timeoutMs: TIMEOUT_MS };
    const load = loadAverageAtStart.map((value) => value.toFixed(1)).join(", ");
    console.log(`Node ${process.version}. Load average on this machine (${cpus().length} CPUs) before the run: ${load}.`);
    const runs: RunReport[] = [];
    for (let run = 1; run <= (options.once ? 1 : 2); run++) {
      console.log(`Run ${run}: ${options.users} shoppers for ${options.durationSeconds} s...`);
      runs.push(await measuredRun(settings, databaseUrl, serverPid));
    }
    return runs;
  });

  const checks: Check[] = reports.flatMap((report, index) => runChecks(report).map((check) => ({ ...check, name: `run ${index + 1}: ${check.name}` })));
  if (reports.length === 2) checks.push(memoryCheck(reports[0].memory?.totalMiB, reports[1].memory?.totalMiB));
  reports.forEach((report, index) => console.log(`\n${formatRun(`Run ${index + 1}: ${options.users} shoppers, ${options.durationSeconds} s`, report)}`));
  console.log(`\n== Checks ==\n${formatChecks(checks)}`);
  const passed = checks.every((check) => check.passed);
  const file = writeResultsFile(RESULTS_FILE, {
    settings: { users: options.users, durationSeconds: options.durationSeconds, products: options.products, adminEvery: ADMIN_EVERY, timeoutMs: TIMEOUT_MS },
    loadAverageAtStart,
    runs: reports.map(({ result: { paidOrders, ...result }, ...report }) => ({ ...result, paidOrders: paidOrders.length, ...report })),
    checks,
    passed,
  });
  console.log(`\nResults written to ${file}`);
  if (!passed) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
