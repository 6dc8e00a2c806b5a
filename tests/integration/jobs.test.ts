/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { enqueue, retryJob } from "@/lib/jobs/queue";
import { defineJob, runDueJobs } from "@/lib/jobs/worker";

const ran: number[] = [];
let failuresLeft = 0;

defineJob("test.record", async (job) => {
  // Slow enough that two workers overlap.
  await new Promise((resolve) => setTimeout(resolve, 5));
  ran.push(z.object({ n: z.number() }).parse(job.payload).n);
});
defineJob("test.flaky", async () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error("provider unavailable");
  }
});

async function jobRow(key: string) {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

/** Makes a queued job due now (tests do not wait for the backoff). */
async function makeDue(key: string) {
  const db = await getDb();
  await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, key));
}

describe("the job queue", () => {
  it("runs each job exactly once with two workers claiming at the same time", async () => {
    const db = await getDb();
    await enqueue(db, Array.from({ length: 30 }, (_, n) => ({ kind: "test.record", payload: { n }, key: `once-${n}` })));
    const [first, second] = await Promise.all([runDueJobs(100), runDueJobs(100)]);
    expect(first + second).toBe(30);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect((await jobRow("once-7")).state).toBe("done");
  });

  it("adds nothing when the same key is enqueued again", async () => {
    const db = await getDb();
    await enqueue(db, { kind: "test.record", payload: { n: 100 }, key: "dedupe" });
    await enqueue(db, { kind: "test.record", payload: { n: 101 }, key: "dedupe" });
    expect(await db.select().from(jobs).where(eq(jobs.key, "dedupe"))).toHaveLength(1);
    await runDueJobs(10);
    expect(ran.filter((n) => n >= 100 && n < 200)).toEqual([100]);
  });

  it("retries a failing job later with its error kept, until it passes", async () => {
    const db = await getDb();
    failuresLeft = 2;
    await enqueue(db, { kind: "test.flaky", payload: {}, key: "flaky" });
    await runDueJobs(1);
    let row = await jobRow("flaky");
    expect(row).toMatchObject({ state: "queued", attempts: 1, lastError: "provider unavailable" });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000); // backed off
    expect(await runDueJobs(1)).toBe(0); // not due yet
    await makeDue("flaky");
    await runDueJobs(1);
    await makeDue("flaky");
    await runDueJobs(1);
    row = await jobRow("flaky");
    expect(row).toMatchObject({ state: "done", attempts: 3, lastError: null });
  });

  it("fails for good after its attempts, and the owner's retry queues it again", async () => {
    const db = await getDb();
    failuresLeft = 5;
    await enqueue(db, { kind: "test.flaky", payload: {}, key: "hopeless", maxAttempts: 2 });
    await runDueJobs(1);
    await makeDue("hopeless");
    await runDueJobs(1);
    const failed = await jobRow("hopeless");
    expect(failed).toMatchObject({ state: "failed", attempts: 2 });
    expect(await retryJob(failed.id)).toBe(true);
    failuresLeft = 0;
    await runDueJobs(5);
    expect((await jobRow("hopeless")).state).toBe("done");
  });

  it("re-arms a key whose job failed for good when it is enqueued again; a key queued or done still adds nothing", async () => {
    const db = await getDb();
    failuresLeft = 5;
    await enqueue(db, { kind: "test.flaky", payload: { try: 1 }, key: "given-up", maxAttempts: 1 });
    await runDueJobs(1);
    const failed = await jobRow("given-up");
    expect(failed).toMatchObject({ state: "failed", attempts: 1 });
    failuresLeft = 0;
    await enqueue(db, { kind: "test.flaky", payload: { try: 2 }, key: "given-up", maxAttempts: 1 });
    expect(await jobRow("given-up")).toMatchObject({ id: failed.id, state: "queued", attempts: 0, lastError: null, payload: { try: 2 } });
    await runDueJobs(5);
    expect(await jobRow("given-up")).toMatchObject({ state: "done", attempts: 1 });
    // Done is done: the same key again (a webhook delivered twice) runs nothing more.
    await enqueue(db, { kind: "test.flaky", payload: { try: 3 }, key: "given-up", maxAttempts: 1 });
    expect(await jobRow("given-up")).toMatchObject({ state: "done", payload: { try: 2 } });
  });

  it("takes back a job whose worker died once its lease ran out", async () => {
    const db = await getDb();
    await enqueue(db, { kind: "test.record", payload: { n: 500 }, key: "orphan" });
    await db
      .update(jobs)
      .set({ state: "running", attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, "orphan"));
    await runDueJobs(5);
    expect(await jobRow("orphan")).toMatchObject({ state: "done", attempts: 2 });
    expect(ran).toContain(500);
  });
});
