import { siteUrl } from "@/lib/site";
import { ensureBuild } from "./lib/build";
import { prepareDatabase } from "./lib/prepare-database";
import { serve } from "./lib/process";
import { ensureAuthSecret } from "./lib/secret";

/**
 * `npm start`: builds when needed, migrates and seeds the database (PGlite under .data/ unless
 * DATABASE_URL is set), then serves the shop on PORT (3000).
 */
async function main() {
  const port = Number(process.env.PORT || 3000);
  process.env.NEXTAUTH_SECRET = ensureAuthSecret();
  process.env.NEXTAUTH_URL ||= siteUrl();
  await ensureBuild();
  await prepareDatabase();
  console.log(`The shop is starting on http://localhost:${port}`);
  serve(port, process.env);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
