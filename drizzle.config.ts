import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file; the app applies migrations itself (db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
