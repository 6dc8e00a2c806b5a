import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromePath as chromiumPath } from "./scripts/lib/prerequisites";

// Debian's Chromium, never a downloaded browser (there is no network for it).
const chromePath = chromiumPath(process.env);
if (!existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromePath,
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx --conditions=react-server scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
