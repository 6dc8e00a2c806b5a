import { siteUrl } from "@/lib/site";
import { ensureBuild } from "./lib/build";
import { prepareDatabase } from "./lib/prepare-database";
import { serve } from "./lib/process";
import { ensureAuthSecret } from "./lib/secret";
import { decideSeeding } from "./seed/bootstrap";

/**
 * `npm start`: builds when needed, migrates and seeds the database, then serves the shop on
 * PORT (3000). The embedded database (PGlite under .data/) gets the demo shop and its admin;
 * on DATABASE_URL nothing is seeded unless SEED_DEMO=1, and the admin comes only from
 * ADMIN_USERNAME / ADMIN_PASSWORD or `npm run admin:create`.
 */
async function main() {
  const port = Number(process.env.PORT || 3000);
  // Bad seeding settings stop the start before the build, not after it.
  const plan = decideSeeding();
  process.env.NEXTAUTH_SECRET = ensureAuthSecret();
  process.env.NEXTAUTH_URL ||= siteUrl();
  await ensureBuild();
  await prepareDatabase(plan);
  console.log(`The shop is starting on http://localhost:${port}`);
  serve(port, process.env);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
