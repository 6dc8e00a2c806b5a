import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { orderRefunds, orders } from "@/db/schema";
import type { JobRow } from "@/lib/jobs/queue";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import { ProviderUnavailableError } from "@/lib/payments/provider-errors";
import { providerOf } from "./order-provider";
import { refundKey, renewRefundKey } from "./refund-keys";
import { confirmRefund, markRefundFailed } from "./refunds";

const refundJobPayload = z.object({ refundId: z.number().int().positive() });

/**
 * The `payment.refund` job: asks the order's provider for one refund. The provider makes it at
 * most once per refund id however often the job runs (a retry after a lost answer finds the
 * refund already made), so a crash between the provider's answer and the confirmation is safe.
 * A refund the provider has not confirmed yet, or refused, fails this attempt: the job retries
 * with backoff, the refund stays pending meanwhile, and after the last attempt it is failed,
 * shown to the owner with a Retry.
 */
export async function runRefundJob(job: JobRow): Promise<void> {
  const { refundId } = refundJobPayload.parse(job.payload);
  const db = await getDb();
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.state === "succeeded") return;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  const idempotencyKey = await refundKey(db, refund);
  try {
    const answer = await providerOf(order).refund({
      intentId: order.paymentIntentId,
      orderId: order.id,
      refundId,
      amount: money(refund.amountMinor, currencyOf(order.currency)),
      idempotencyKey,
    });
    if (answer.status === "failed") throw new Error(`The provider refused refund ${answer.id}`);
    if (answer.status === "pending") {
      await db.update(orderRefunds).set({ providerRefundId: answer.id }).where(eq(orderRefunds.id, refundId));
      throw new Error(`Refund ${answer.id} is not confirmed by the provider yet`);
    }
    await db.transaction((tx) => confirmRefund(tx, refundId, answer.id));
  } catch (error) {
    // Only a request the provider never answered is retried under the same key.
    if (!(error instanceof ProviderUnavailableError && !error.answered)) await renewRefundKey(db, refundId, idempotencyKey);
    if (job.attempts >= job.maxAttempts)
      await markRefundFailed(refundId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
