import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { orderRefunds, orders } from "@/db/schema";
import { BadRequestError } from "@/lib/errors";
import { enqueue, type JobRow } from "@/lib/jobs/queue";
import { log } from "@/lib/log/logger";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import { ProviderUnavailableError } from "@/lib/payments/provider-errors";
import { providerOf } from "@/lib/orders/payment/order-provider";
import { refundKey, renewRefundKey } from "@/lib/orders/after-sale/refund-keys";
import { moveRefund } from "@/lib/orders/after-sale/refund-settle";
import { REFUND_JOB, refundPollKey } from "@/lib/orders/after-sale/refunds";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { lockOrder } from "@/lib/orders/transitions";

const refundJobPayload = z.object({
  refundId: z.number().int().positive(),
  /** How many times polling a pending refund was handed on to a later job (0: the first job). */
  poll: z.number().int().nonnegative().default(0),
});

/** The longest wait between two polls of a refund the provider keeps pending (days, sometimes). */
const MAX_POLL_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The `payment.refund` job: asks the order's provider for one refund, then follows it. The
 * provider makes it at most once per refund id however often the job runs (a retry after a lost
 * answer finds the refund already made), so a crash between its answer and the ledger is safe.
 * Its answer moves the refund (succeeded, failed, cancelled: refund-settle.ts); a refund still
 * pending is polled again with growing backoff, and when this job's attempts run out a later job
 * takes over: running out of attempts never fails a refund, only the provider's word does. A
 * provider that refuses the refund outright (400: nothing was made) fails it with the reason.
 */
export async function runRefundJob(job: JobRow): Promise<void> {
  const { refundId, poll } = refundJobPayload.parse(job.payload);
  const db = await getDb();
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.state !== "pending") return;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  const idempotencyKey = await refundKey(db, refund);
  let answer;
  try {
    answer = await providerOf(order).refund({
      intentId: order.paymentIntentId,
      orderId: order.id,
      refundId,
      amount: money(refund.amountMinor, currencyOf(order.currency)),
      idempotencyKey,
    });
  } catch (error) {
    // Only a request the provider never answered is retried under the same key.
    if (!(error instanceof ProviderUnavailableError && !error.answered)) await renewRefundKey(db, refundId, idempotencyKey);
    if (!(error instanceof BadRequestError)) {
      // Out of attempts, the refund stays pending (the provider may have made it under an answer
      // that was lost): the owner sees the job's failure, with its Retry, on the order page.
      if (job.attempts >= job.maxAttempts)
        await addOrderEvent(db, order.id, {
          type: "job",
          summary: `Asking the payment provider for refund #${refundId} failed after ${job.attempts} attempts: ${error instanceof Error ? error.message : String(error)}`,
          data: { refundId },
          public: false,
        });
      throw error;
    }
    await db.transaction(async (tx) =>
      moveRefund(tx, await lockOrder(tx, order.id), refundId, "failed", null, error.message),
    );
    return;
  }
  const { id, status } = answer;
  await db.transaction(async (tx) => moveRefund(tx, await lockOrder(tx, order.id), refundId, status, id));
  if (status !== "pending") return;
  if (job.attempts < job.maxAttempts) throw new Error(`Refund ${id} is still pending at the provider`);
  const wait = Math.min(MAX_POLL_WAIT_MS, 60 * 60 * 1000 * 2 ** poll);
  log.info({ event: "refund.still_pending", orderId: order.id, refundId, providerRefundId: id, poll }, "A refund is still pending; polling goes on");
  await enqueue(db, {
    kind: REFUND_JOB,
    key: refundPollKey(refundId, poll + 1),
    orderId: order.id,
    payload: { refundId, poll: poll + 1 },
    runAt: new Date(Date.now() + wait),
  });
}
