import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "@/app/*", "**/components/*", "**/app/*"], message: "lib/ must not import components/ or app/." },
            { group: ["react", "react-dom", "react/*", "react-dom/*", "next-auth/react", "@tanstack/*", "sonner"], message: "lib/ holds no React or browser code; put it beside the component that uses it." },
          ],
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
