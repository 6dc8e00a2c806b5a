import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderEvents } from "@/db/schema";
import { queueOrderMail } from "@/lib/mail/queue";
import { findOrderByIntent } from "@/lib/orders/read/order-rows";
import { settlePayment } from "@/lib/orders/payment/settle";

/**
 * The order's last payment step, when it says the payment is processing: its id, else null.
 * A processing payment (a bank debit) takes days, so the shopper has long left the page.
 */
async function processingStepOf(db: Db, orderId: number): Promise<number | null> {
  const [latest] = await db
    .select({ id: orderEvents.id, data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "payment")))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const progress = (latest?.data as { progress?: unknown } | null | undefined)?.progress;
  return progress === "processing" ? latest.id : null;
}

/**
 * A declined payment: the intent takes another payment method, so the order stays pending with
 * the reason (settlePayment), and expires in time if nobody pays. A decline of a payment that was
 * processing reaches no one on the page, so the shopper is told by e-mail: once per processing
 * attempt (the mail's key carries that step), whether this webhook or the expiry job sees it
 * first. The mail is queued before the decline is recorded, so a crash between the two leaves
 * the step processing and a redelivery queues the same mail (same key) again.
 */
export async function settleDecline(intentId: string, reason: string, eventId?: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await findOrderByIntent(tx, intentId);
    if (!order || order.paymentStatus !== "pending") return;
    const step = await processingStepOf(tx, order.id);
    if (step !== null)
      await queueOrderMail(tx, { kind: "payment_failed", orderId: order.id, ref: `processing-${step}`, reason });
  });
  return settlePayment(intentId, { outcome: "declined", reason }, eventId);
}
