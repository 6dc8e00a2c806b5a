import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { checkPrerequisites } from "./lib/prerequisite-probes";
import { run } from "./lib/process";

/**
 * `npm test`: the whole suite. Unit and integration tests (PostgreSQL when DATABASE_URL is set,
 * in-memory PGlite otherwise), then a production build and the Playwright end-to-end tests
 * in Debian's Chromium. Prints one "passed, failed" total at the end. First it checks what those
 * need (Chromium, PostgreSQL when DATABASE_URL is set, Redis): on Debian as root it installs and
 * starts what is missing, elsewhere it stops at once with the command that fixes it.
 */
const RESULTS = ".test-results";

type Counts = { passed: number; failed: number; skipped: number };

function jestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function step(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n=== ${name} ===`);
  try {
    await run(command, args, { env: { ...process.env, ...env } });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const problems = await checkPrerequisites();
  if (problems.length > 0) {
    console.error(`The tests cannot run yet:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
    process.exit(1);
  }
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --experimental-vm-modules`.trim() };
  const ok = [
    await step("Unit tests", "npx", ["jest", "--selectProjects", "unit", "--json", `--outputFile=${RESULTS}/unit.json`]),
    await step(
      `Integration tests (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
      "npx",
      ["jest", "--selectProjects", "integration", "--json", `--outputFile=${RESULTS}/integration.json`],
      vmModules,
    ),
  ];
  const built = await step("Production build", "npx", ["next", "build"]);
  ok.push(built);
  if (built) {
    ok.push(await step("End-to-end tests (Chromium)", "npx", ["playwright", "test"], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" }));
  }

  const totals = [jestCounts(`${RESULTS}/unit.json`), jestCounts(`${RESULTS}/integration.json`), playwrightCounts(`${RESULTS}/e2e.json`)]
    .reduce((sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }));
  const failedSteps = ok.filter((passed) => !passed).length;
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (failedSteps > 0) {
    console.log(`${failedSteps} step(s) failed.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
