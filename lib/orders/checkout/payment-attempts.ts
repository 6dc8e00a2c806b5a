import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { paymentAttempts } from "@/db/schema";
import type { Money } from "@/lib/money/money";
import { ProviderUnavailableError } from "@/lib/payments/provider-errors";

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
/** started: sent, answer not seen; created: intent known; unknown: an intent may exist; none: nothing was made. */
export type AttemptState = "started" | "created" | "unknown" | "none";

type Request = { orderId: number; amount: Money; receiptEmail: string | null };

const sameRequest = (attempt: PaymentAttempt, { amount, receiptEmail }: Request) =>
  attempt.amountMinor === amount.minor && attempt.currency === amount.currency && attempt.receiptEmail === receiptEmail;

async function startedAttempt(db: Db, orderId: number): Promise<PaymentAttempt | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, "started")));
  return attempt;
}

export async function markAttempt(db: Db, attemptId: number, state: AttemptState, intentId?: string): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ state, ...(intentId ? { intentId } : {}) })
    .where(eq(paymentAttempts.id, attemptId));
}

/**
 * The request whose answer was never seen, when it is exactly the one to send now: retried
 * under its own key, Stripe answers what it did (or 409 while it is still running). One for
 * another amount or e-mail can no longer be sent as it was: it becomes `unknown`, to recover.
 */
export async function retryableAttempt(db: Db, request: Request): Promise<PaymentAttempt | undefined> {
  const started = await startedAttempt(db, request.orderId);
  if (!started || sameRequest(started, request)) return started;
  await db
    .update(paymentAttempts)
    .set({ state: "unknown" })
    .where(and(eq(paymentAttempts.id, started.id), eq(paymentAttempts.state, "started")));
  return undefined;
}

/** When the order's first attempt of unknown outcome started, or null when there is none. */
export async function uncertainSince(db: Db, orderId: number): Promise<Date | null> {
  const [first] = await db
    .select({ startedAt: paymentAttempts.startedAt })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, "unknown")))
    .orderBy(asc(paymentAttempts.startedAt))
    .limit(1);
  return first?.startedAt ?? null;
}

/**
 * A new attempt under a fresh random key, stored before it is sent. Only one is started per
 * order at a time: a concurrent checkout that lost the race sends the winner's request, under
 * its key (Stripe answers 409 while it runs, then replays its answer).
 */
export async function startAttempt(db: Db, request: Request): Promise<PaymentAttempt> {
  const [created] = await db
    .insert(paymentAttempts)
    .values({
      orderId: request.orderId,
      idempotencyKey: randomUUID(),
      amountMinor: request.amount.minor,
      currency: request.amount.currency,
      receiptEmail: request.receiptEmail,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const started = await startedAttempt(db, request.orderId);
  // Another checkout of this order is sending another request right now: the shopper retries.
  if (!started || !sameRequest(started, request)) throw new ProviderUnavailableError(false);
  return started;
}
