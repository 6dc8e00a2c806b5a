import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { jobs, orderRefunds } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { REFUND_JOB } from "@/lib/orders/after-sale/refunds";
import { addOrderEvent } from "@/lib/orders/read/timeline";

const refundPayload = z.object({ refundId: z.number().int().positive() });

/**
 * The owner's Retry of a job that failed for good: queued again now with fresh attempts, its
 * refund (if it carries one) shown as pending again, audited. Only a failed job can be retried
 * (409 otherwise: a queued or running one is already on its way, a done one is done).
 */
export async function retryFailedJob(
  actor: AuditActor,
  jobId: number,
): Promise<{ id: number; state: "queued" }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
    if (!job) throw new NotFoundError(`Job ${jobId} not found`);
    if (job.state !== "failed")
      throw new ConflictError(`Job ${jobId} is ${job.state}: only a failed job can be retried`);
    await tx
      .update(jobs)
      .set({
        state: "queued",
        attempts: 0,
        runAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        finishedAt: null,
      })
      .where(eq(jobs.id, jobId));
    const refund = job.kind === REFUND_JOB ? refundPayload.safeParse(job.payload) : null;
    if (refund?.success)
      await tx
        .update(orderRefunds)
        .set({ state: "pending" })
        .where(and(eq(orderRefunds.id, refund.data.refundId), eq(orderRefunds.state, "failed")));
    if (job.orderId !== null)
      await addOrderEvent(tx, job.orderId, {
        type: "job",
        summary: `${actor.username} retried the failed ${job.kind} job`,
        actorName: actor.username,
        data: { jobId, lastError: job.lastError },
        public: false,
      });
    await recordAudit(tx, actor, {
      kind: "order",
      action: "job retried",
      subjectId: job.orderId ?? `job-${jobId}`,
      summary: `Retried ${job.kind} job #${jobId}${job.orderId !== null ? ` of order #${job.orderId}` : ""}`,
      before: { state: "failed", attempts: job.attempts, lastError: job.lastError },
      after: { state: "queued" },
    });
    return { id: jobId, state: "queued" as const };
  });
}
