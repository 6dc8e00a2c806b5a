import { startBackgroundServer, type BackgroundServer } from "../scripts/lib/background-server";
import { onCleanup } from "./cleanup";

export type BenchServerSettings = {
  port: number;
  databaseUrl: string;
  /** Where the server's own output goes (it would mix with the tables otherwise). */
  logFile: string;
  /** Extra environment: uploads directory and the like. */
  env: Record<string, string>;
};

/** Starts the production server on the bench database, lends it to `measure`, and stops it afterwards, also on error or Ctrl-C. */
export async function withBenchServer<T>(settings: BenchServerSettings, measure: (server: Pick<BackgroundServer, "url" | "processGroup">) => Promise<T>): Promise<T> {
  const server = await startBackgroundServer({
    port: settings.port,
    logFile: settings.logFile,
    env: {
      ...settings.env,
      DATABASE_URL: settings.databaseUrl,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "bench-secret-not-for-production",
      // Throw-away shops whose admins sign in with a password alone (the soak's admin shoppers).
      STAFF_TWO_STEP_REQUIRED: "0",
    },
  });
  onCleanup(server.stop);
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}
