import { readdirSync, readFileSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const libDir = new URL("./lib/", import.meta.url);

/**
 * Every `const UPPER_CASE` that lib/ declares: the contracts' limits, statuses and texts, and
 * the domain's other constants. Browser code imports them; declaring one again in components/
 * or app/ lets the two copies drift apart.
 */
function libConstantNames() {
  const names = new Set();
  for (const file of readdirSync(libDir, { recursive: true })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, name] of readFileSync(new URL(file, libDir), "utf8").matchAll(/\bconst\s+([A-Z][A-Z0-9_]+)\s*[:=]/g))
      names.add(name);
  }
  return [...names].sort();
}

const libWall = [
  { group: ["@/components/*", "@/app/*", "**/components/*", "**/app/*"], message: "lib/ must not import components/ or app/." },
  { group: ["react", "react-dom", "react/*", "react-dom/*", "next-auth/react", "@tanstack/*", "sonner"], message: "lib/ holds no React or browser code; put it beside the component that uses it." },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", ".e2e-data/**", "coverage/**", "playwright-report/**", "test-results/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The walls of the house: app uses components and lib; components/ui knows no domain;
  // lib is plain TypeScript that never reaches up into components or app; db stands alone.
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: libWall }] },
  },
  // A contract's plain half (limits, statuses, texts) is read by storefront components, whose
  // first load must not carry zod: the schemas built from it live in the area's schemas.ts.
  {
    files: ["lib/cart/limits.ts", "lib/cart/rules.ts", "lib/auth/rules.ts", "lib/orders/contract/statuses.ts", "lib/currency-rates/shopper-price.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...libWall,
            { group: ["zod", "zod/*", "**/schemas", "**/*-schemas", "**/responses"], message: "This module is read without zod: keep schemas in the area's schemas.ts." },
          ],
        },
      ],
    },
  },
  // One definition per rule: browser code and routes import lib/'s constants, never copy them.
  {
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `VariableDeclarator > Identifier.id[name=/^(?:${libConstantNames().join("|")})$/]`,
          message: "lib/ already declares a constant of this name: import it from there (its area's contract) instead of declaring it again.",
        },
      ],
    },
  },
  {
    files: ["db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/*", "**/lib/*", "@/components/*", "@/app/*", "@/scripts/*"], message: "db/ is schema, client and migrations: it imports nothing of the app." }] },
      ],
    },
  },
  {
    files: ["components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/*", "@/app/*", "@/components/*", "!@/components/ui", "!@/components/ui/*"], message: "components/ui are primitives: no domain modules." }] },
      ],
    },
  },
];

export default config;
