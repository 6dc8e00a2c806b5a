import "server-only";
import { z } from "zod";
import { enqueue } from "@/lib/jobs/queue";
import { defineJob, defineSweep } from "@/lib/jobs/worker";
import { log } from "@/lib/log/logger";
import { getDb } from "@/db/client";
import { paymentProvider } from "@/lib/payments/provider";
import { DAILY_RECONCILE_DAYS, lastDays } from "./range";
import { runReconciliation } from "./runs";

// The daily reconciliation in the job worker (lib/jobs/all.ts imports this module).

export const RECONCILE_JOB = "payments.reconcile";

/**
 * Queues today's reconciliation; its key is the day, so however often the sweep runs and however
 * many instances run it, one reconciliation is made a day.
 */
export async function queueDailyReconciliation(today = new Date()): Promise<void> {
  const day = today.toISOString().slice(0, 10);
  await enqueue(await getDb(), { kind: RECONCILE_JOB, key: `${RECONCILE_JOB}:${day}`, payload: { day }, maxAttempts: 4 });
}

/** Reconciles the last days up to the job's day; with the built-in test provider there is nothing to compare. */
export async function runDailyReconciliation(day: string): Promise<void> {
  if (paymentProvider().name !== "stripe") {
    log.info({ event: "payments.reconcile_skipped" }, "Reconciliation skipped: the built-in test provider keeps nothing to compare");
    return;
  }
  const run = await runReconciliation(lastDays(DAILY_RECONCILE_DAYS, new Date(`${day}T00:00:00Z`)), "daily");
  if (run.differenceCount > 0)
    log.warn(
      { event: "payments.reconcile_differences", count: run.differenceCount, from: run.range.from, to: run.range.to },
      "The shop's orders and the payment provider's records differ",
    );
}

const reconcilePayload = z.object({ day: z.iso.date() });

defineJob(RECONCILE_JOB, (job) => runDailyReconciliation(reconcilePayload.parse(job.payload).day));
defineSweep({ name: "payments.queue-daily-reconciliation", everySeconds: 3600, run: () => queueDailyReconciliation() });
