import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { jobs } from "@/db/schema";
import { log } from "@/lib/log/logger";
import type { JobRow } from "./queue";

/** What a job does. It may run more than once (a crash after its effect): make it idempotent. */
export type JobHandler = (job: JobRow) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** Registers the handler of a kind of job (lib/jobs/all.ts imports every module that does). */
export function defineJob(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/** How long a claimed job is reserved for its worker; a worker that died leaves it due again after this. */
const LEASE_SECONDS = 300;

/** Seconds before the next attempt: 10 s, 20 s, 40 s... capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims one due job: the row is locked with SKIP LOCKED, so two workers (two instances) never
 * take the same job, and leased so that a worker that dies mid-job leaves it to be retried.
 */
async function claim(): Promise<JobRow | null> {
  const db = await getDb();
  const result = await db.execute(sql`
    UPDATE jobs SET state = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = (
      SELECT id FROM jobs
      WHERE (state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now())
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const [claimed] = rowsOf<{ id: number | string }>(result);
  if (!claimed) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, Number(claimed.id)));
  return job ?? null;
}

async function finish(job: JobRow, error: unknown): Promise<void> {
  const db = await getDb();
  const mine = and(eq(jobs.id, job.id), eq(jobs.state, "running"), eq(jobs.attempts, job.attempts));
  if (error === undefined) {
    await db.update(jobs).set({ state: "done", lockedUntil: null, lastError: null, finishedAt: sql`now()` }).where(mine);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const givesUp = job.attempts >= job.maxAttempts;
  log.warn(
    { event: "job.failed", jobId: job.id, kind: job.kind, attempt: job.attempts, givesUp, orderId: job.orderId ?? undefined, err: error },
    givesUp ? "A job failed for the last time" : "A job failed; it will be retried",
  );
  await db
    .update(jobs)
    .set(
      givesUp
        ? { state: "failed", lockedUntil: null, lastError: message, finishedAt: sql`now()` }
        : {
            state: "queued",
            lockedUntil: null,
            lastError: message,
            runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
          },
    )
    .where(mine);
}

/** Runs due jobs one after another until none is due or `limit` ran; answers how many ran. */
export async function runDueJobs(limit = 50): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const job = await claim();
    if (!job) break;
    ran += 1;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job);
      await finish(job, undefined);
    } catch (error) {
      await finish(job, error);
    }
  }
  return ran;
}

type Sweep = { name: string; everySeconds: number; run: () => Promise<void> };
const sweeps: Sweep[] = [];

/** A periodic task the worker runs (e.g. finding abandoned checkouts); it must be safe to run twice. */
export function defineSweep(sweep: Sweep): void {
  sweeps.push(sweep);
}

/** Runs every sweep once (tests call it; the worker calls it on its own schedule). */
export async function runSweeps(): Promise<void> {
  for (const sweep of sweeps) await sweep.run();
}

/**
 * JOBS_SWEEP_SECONDS, when set, runs every sweep that often instead of at its own pace: what the
 * end-to-end tests use to see a sweep's effect within seconds.
 */
function sweepSecondsOverride(): number | undefined {
  const seconds = Number(process.env.JOBS_SWEEP_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Polls for due jobs every `intervalMs` inside this process. Several instances may each run one:
 * the claim keeps them from taking the same job. Errors are logged, never thrown.
 */
export function startJobWorker(intervalMs = 2000): () => void {
  let stopped = false;
  let running = false;
  const lastSweep = new Map<string, number>();
  const override = sweepSecondsOverride();
  const tick = async () => {
    if (stopped || running) return;
    running = true;
    try {
      const now = Date.now();
      for (const sweep of sweeps) {
        if (now - (lastSweep.get(sweep.name) ?? 0) < (override ?? sweep.everySeconds) * 1000) continue;
        lastSweep.set(sweep.name, now);
        await sweep.run();
      }
      await runDueJobs();
    } catch (error) {
      log.error({ event: "jobs.tick_failed", err: error }, "The job worker's tick failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
