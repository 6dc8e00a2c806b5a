import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import type { JobRow } from "@/lib/jobs/queue";
import { enqueue } from "@/lib/jobs/queue";
import { PAYMENT_CANCELLED } from "@/lib/payments/stripe-provider";
import { FREE_ORDER_PROVIDER } from "@/lib/payments/types";
import { getShopSettings } from "@/lib/settings/store";
import { settleDecline } from "@/lib/orders/payment/late-decline";
import { providerOf } from "@/lib/orders/payment/order-provider";
import type { OrderRow } from "@/lib/orders/read/order-rows";
import { settlePayment } from "@/lib/orders/payment/settle";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { lockOrder, moveOrder } from "@/lib/orders/transitions";

/** The job that cancels an abandoned checkout's payment and expires the order. */
export const CANCEL_INTENT_JOB = "payment.cancel_intent";
/**
 * One check per order as last touched: a check that kept the order (its payment processing)
 * touches it, so the next sweep's check has a key of its own (the queue's rule, lib/jobs/queue.ts).
 */
export const expiryJobKey = (orderId: number, touchedAt: Date) => `expire-order-${orderId}-${touchedAt.getTime()}`;

/** How many abandoned checkouts one sweep queues; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The sweep: queues one cancellation job per checkout left pending (untouched) for longer than
 * the shop's checkoutExpiryHours. The job's key is the order's as last touched, so two sweeps
 * running at once (two instances) queue it once.
 */
export async function queueAbandonedCheckouts(): Promise<number> {
  const { checkoutExpiryHours } = await getShopSettings();
  const db = await getDb();
  const stale = await db
    .select({ id: orders.id, updatedAt: orders.updatedAt })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "pending"),
        lt(orders.updatedAt, sql`now() - make_interval(hours => ${checkoutExpiryHours})`),
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(SWEEP_BATCH);
  await enqueue(
    db,
    stale.map(({ id, updatedAt }) => ({
      kind: CANCEL_INTENT_JOB,
      key: expiryJobKey(id, updatedAt),
      orderId: id,
      payload: { orderId: id, hours: checkoutExpiryHours },
    })),
  );
  return stale.length;
}

const hasIntent = (order: OrderRow) => Boolean(order.clientSecret) && order.provider !== FREE_ORDER_PROVIDER;

const cancelIntentPayload = z.object({
  orderId: z.number().int().positive(),
  hours: z.number().int().positive(),
});

/**
 * A payment still processing (a bank debit takes days) cannot be cancelled, and may yet succeed:
 * the checkout is kept, and touched so that the sweep checks it again after as many hours.
 */
async function keepProcessing(orderId: number, hours: number, jobId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.paymentStatus !== "pending") return;
    await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await addOrderEvent(tx, orderId, {
      type: "job",
      summary: `Payment still processing after ${hours} hours: the checkout is kept until the payment provider has its outcome`,
      data: { jobId },
      public: false,
    });
  });
}

/**
 * The `payment.cancel_intent` job. A payment that succeeded after all is settled as paid instead
 * (the shopper paid: the order is kept); one still processing at the bank keeps the checkout for
 * a later check; a decline is recorded first (its shopper told by e-mail when the payment had
 * been processing). Otherwise the intent is cancelled while the order's row
 * is locked, and the order expires in that same transaction: a webhook about this cancellation
 * waits for the lock and then finds the order expired, and a cancellation the provider refuses
 * (a payment finishing that very moment) rolls everything back for the job's next attempt.
 */
export async function runCancelIntentJob(job: JobRow): Promise<void> {
  const { orderId, hours } = cancelIntentPayload.parse(job.payload);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paymentStatus !== "pending") return;
  // An intent exists at a provider only once the checkout created it; without one (a checkout
  // left before paying, a demo order, a free order) there is nothing to ask any provider.
  const provider = hasIntent(order) ? providerOf(order) : undefined;
  const state = provider ? await provider.retrieve(order.paymentIntentId) : null;
  if (state?.status === "succeeded") {
    await settlePayment(order.paymentIntentId, { outcome: "succeeded", received: state.received });
    return;
  }
  if (state?.status === "processing" && state.atBank) return keepProcessing(orderId, hours, job.id);
  // A debit that failed while no webhook said so: recorded, and its shopper told, before it expires.
  if (state?.status === "declined") await settleDecline(order.paymentIntentId, state.reason);
  const cancelledAlready = state?.status === "failed" && state.reason === PAYMENT_CANCELLED;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.paymentStatus !== "pending") return;
    // The checkout created its intent since the first read: the next attempt asks about it first.
    if (hasIntent(locked) && !provider) throw new Error(`Order #${orderId} started its payment meanwhile`);
    if (provider && !cancelledAlready) await provider.cancel(locked.paymentIntentId);
    await moveOrder(tx, locked, {
      payment: "expired",
      summary: `Checkout abandoned for more than ${hours} hours: its payment was cancelled`,
      data: { jobId: job.id },
    });
  });
}
