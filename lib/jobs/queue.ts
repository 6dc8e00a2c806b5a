import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jobs } from "@/db/schema";

export type JobState = "queued" | "running" | "done" | "failed";

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  orderId?: number | null;
  /** One piece of work per key: see enqueue for what the same key again does. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Queues side effects. Pass the transaction of the change that causes them, so the job exists
 * exactly when the change committed (no e-mail for a rolled-back cancellation, no lost refund).
 *
 * The rule for keys, for every job: a key names one piece of work. Enqueued again while its job
 * is queued, running or done, it adds nothing (a webhook seen twice sends one mail). A job that
 * failed for good does not hold its key: enqueued again, it is re-armed with fresh attempts and
 * the new payload, so no failure ever blocks a later attempt. Work that is rightly done again
 * after it finished puts what tells the attempts apart in its key (an abandoned checkout's check
 * carries the time the order was last touched, a cart reminder the time the cart changed).
 */
export async function enqueue(db: Db, job: NewJob | NewJob[]): Promise<void> {
  const list = Array.isArray(job) ? job : [job];
  if (list.length === 0) return;
  await db
    .insert(jobs)
    .values(
      list.map((entry) => ({
        kind: entry.kind,
        key: entry.key ?? null,
        payload: entry.payload,
        orderId: entry.orderId ?? null,
        runAt: entry.runAt ?? new Date(),
        maxAttempts: entry.maxAttempts ?? 8,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: sql`excluded.kind`,
        payload: sql`excluded.payload`,
        orderId: sql`excluded.order_id`,
        runAt: sql`excluded.run_at`,
        maxAttempts: sql`excluded.max_attempts`,
        state: "queued",
        attempts: 0,
        lockedUntil: null,
        lastError: null,
        finishedAt: null,
      },
      setWhere: eq(jobs.state, "failed"),
    });
}

export type JobRow = typeof jobs.$inferSelect;

/** An order's jobs that have not finished (queued, running, or failed for good), oldest first. */
export async function openJobsOfOrder(orderId: number): Promise<JobRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.orderId, orderId), inArray(jobs.state, ["queued", "running", "failed"])))
    .orderBy(jobs.id);
}

/** How many jobs are in each state (for operators). */
export async function jobCounts(): Promise<Record<JobState, number>> {
  const db = await getDb();
  const rows = await db.select({ state: jobs.state, total: count() }).from(jobs).groupBy(jobs.state);
  const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.state as JobState] = row.total;
  return counts;
}

/** Puts a failed job back in the queue with fresh attempts (the owner's "Retry"). */
export async function retryJob(id: number): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(jobs)
    .set({ state: "queued", attempts: 0, runAt: sql`now()`, lastError: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
    .returning({ id: jobs.id });
  return updated.length > 0;
}
