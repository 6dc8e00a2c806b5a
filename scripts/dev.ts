import { siteUrl } from "@/lib/site";
import { prepareDatabase } from "./lib/prepare-database";
import { serve } from "./lib/process";
import { ensureAuthSecret } from "./lib/secret";

/** `npm run dev`: migrates and seeds, then runs the development server with hot reload. */
async function main() {
  const port = Number(process.env.PORT || 3000);
  process.env.NEXTAUTH_SECRET = ensureAuthSecret();
  process.env.NEXTAUTH_URL ||= siteUrl();
  await prepareDatabase();
  serve(port, process.env, "dev");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
