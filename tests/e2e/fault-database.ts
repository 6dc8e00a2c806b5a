import { dropDatabase, recreateDatabase } from "../../db/server-admin";
import { run } from "../../scripts/lib/process";

/**
 * A demo shop database of a fault test's own, on the e2e PostgreSQL server: a test that cuts
 * the database off leaves the shared e2e database alone. Named after the e2e database, so two
 * checkouts running side by side keep apart.
 */
export const FAULT_ADMIN = { username: "fault_admin", password: "fault admin passphrase" };

/** `uploadsDir` holds its demo images: the e2e server's own are never rewritten while it serves them. */
export type FaultDatabase = { url: string; uploadsDir: string; drop: () => Promise<void> };

export async function createFaultDatabase(suffix: string): Promise<FaultDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("A fault database needs PostgreSQL (DATABASE_URL)");
  const name = `${process.env.E2E_DATABASE || "shop_e2e"}_${suffix}`;
  const url = await recreateDatabase(serverUrl, name);
  const uploadsDir = `.e2e-data/${name}-uploads`;
  // The seed script migrates and seeds as `npm run db:seed` does; it never touches .next's caches.
  await run("npx", ["tsx", "--conditions=react-server", "scripts/seed.ts"], {
    stdio: "ignore",
    env: {
      ...process.env,
      DATABASE_URL: url,
      ADMIN_USERNAME: FAULT_ADMIN.username,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      UPLOADS_DIR: uploadsDir,
    },
  });
  return { url, uploadsDir, drop: () => dropDatabase(serverUrl, name) };
}

/** The same connection string through a local proxy port. */
export function throughProxy(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = "127.0.0.1";
  parsed.port = String(port);
  return parsed.toString();
}

/** Where a connection string points, for the proxy's target. */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || "127.0.0.1", port: Number(parsed.port || defaultPort) };
}
