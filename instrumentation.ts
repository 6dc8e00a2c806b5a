/**
 * Runs once when the server starts: applies pending migrations (idempotent; serialised by an
 * advisory lock on PostgreSQL, so several instances may start together) and closes the
 * database cleanly on shutdown, which PGlite needs to avoid crash recovery at the next start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getConnection, closeDb } = await import("./db/client");
  const { migrate } = await import("./db/migrate");
  await migrate(await getConnection());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      closeDb().finally(() => process.exit(0));
    });
  }
}
