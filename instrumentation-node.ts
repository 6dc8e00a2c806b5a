import { closeDb, getConnection } from "./db/client";
import { migrate } from "./db/migrate";
import { collectProcessMetrics } from "./lib/metrics/process";
import { tracingConfigured } from "./lib/tracing/state";

/**
 * Applies pending migrations (idempotent; serialised by an advisory lock on PostgreSQL, so
 * several instances may start together), starts the job worker that sends mail and runs the
 * other queued side effects (unless JOBS_WORKER=0: an instance that should only serve), and
 * closes the database cleanly on shutdown, which PGlite needs to avoid crash recovery at the
 * next start. Process metrics are collected from the start; traces are exported when an OTLP
 * endpoint is set (OpenTelemetry is not even loaded otherwise), and flushed on shutdown.
 */
export async function startServer(): Promise<void> {
  collectProcessMetrics();
  const stopTracing = tracingConfigured() ? await (await import("./lib/tracing/start")).startTracing() : undefined;
  await migrate(await getConnection());
  let stopWorker: (() => void) | undefined;
  if (process.env.JOBS_WORKER !== "0") {
    await import("./lib/jobs/all");
    const { startJobWorker } = await import("./lib/jobs/worker");
    stopWorker = startJobWorker();
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopWorker?.();
      Promise.allSettled([closeDb(), stopTracing?.()]).finally(() => process.exit(0));
    });
  }
}
