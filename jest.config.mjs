import { createRequire } from "node:module";
import nextJest from "next/jest.js";

// next/jest compiles TypeScript with Next's own SWC and maps the "@/" alias from tsconfig.
const createJestConfig = nextJest({ dir: "./" });

const require = createRequire(import.meta.url);
const nextTransformer = require.resolve("next/dist/build/swc/jest-transformer");

/** `config` with Next's transform swapped for tests/support/jest-transformer.mjs (same options), which keeps ES modules Jest loads as such. */
function withModuleAwareTransform(config) {
  const transform = Object.fromEntries(
    Object.entries(config.transform).map(([pattern, entry]) =>
      Array.isArray(entry) && entry[0] === nextTransformer ? [pattern, ["<rootDir>/tests/support/jest-transformer.mjs", entry[1]]] : [pattern, entry],
    ),
  );
  return { ...config, transform };
}

const shared = {
  // `server-only` throws outside React's server build; tests run lib/ modules directly.
  moduleNameMapper: { "^server-only$": "<rootDir>/tests/support/server-only.ts", "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
  setupFiles: ["<rootDir>/tests/support/quiet-logs.ts"],
};

const unit = withModuleAwareTransform(await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
})());

const integration = withModuleAwareTransform(await createJestConfig({
  ...shared,
  displayName: "integration",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/integration/setup.ts"],
})());

/** @type {import('jest').Config} */
const config = {
  projects: [unit, integration],
  globalSetup: "<rootDir>/tests/integration/global-setup.ts",
  globalTeardown: "<rootDir>/tests/integration/global-teardown.ts",
};

export default config;
