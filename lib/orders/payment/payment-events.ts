import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderEvents, orderRefunds, orders, paymentEvents } from "@/db/schema";
import type { PaymentEvent, PaymentProgress } from "@/lib/payments/types";
import { providerOf } from "@/lib/orders/payment/order-provider";
import { findOrderByIntent, type OrderRow } from "@/lib/orders/read/order-rows";
import type { PaymentProgressState } from "@/lib/orders/contract/payment-progress";
import { settlePayment } from "@/lib/orders/payment/settle";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { lockOrder } from "@/lib/orders/transitions";

type EventOf<O extends PaymentEvent["outcome"]> = Extract<PaymentEvent, { outcome: O }>;

const PROGRESS_WORDS: Record<PaymentProgress, string> = {
  processing: "Payment processing",
  needs_action: "Payment needs your action (for example your bank's 3-D Secure check)",
};

/**
 * Records the provider's event as seen and locks its order, in the caller's transaction; answers
 * null when the event was applied before (a redelivery) or names an order the shop does not know.
 */
export async function firstSight(tx: Db, event: PaymentEvent): Promise<OrderRow | null> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (recorded.length === 0) return null;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, event.intentId));
  return order ? lockOrder(tx, order.id) : null;
}

/**
 * A refund or a dispute means the charge succeeded: when its event overtakes the payment's own
 * (events arrive in any order), the payment is settled first, as its own event would have, with
 * what the provider says it received.
 */
export async function settleFirst(intentId: string): Promise<void> {
  const db = await getDb();
  const order = await findOrderByIntent(db, intentId);
  if (!order || (order.paymentStatus !== "pending" && order.paymentStatus !== "failed")) return;
  const state = await providerOf(order).retrieve(intentId);
  if (state.status === "succeeded") await settlePayment(intentId, { outcome: "succeeded", received: state.received });
}

/** payment_intent.processing / requires_action: a timeline step; the order stays pending. */
export async function applyPaymentProgress(event: EventOf<"progress">): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await firstSight(tx, event);
    // After the payment's outcome, word of its progress is old news.
    if (!order || order.paymentStatus !== "pending") return;
    await addOrderEvent(tx, order.id, {
      type: "payment",
      summary: PROGRESS_WORDS[event.progress],
      data: { progress: event.progress, eventId: event.id, created: event.created ?? null },
    });
  });
}

/**
 * Where a pending payment stands for the shopper: the latest progress event by the provider's
 * time (events arrive out of order); for a failed or refunded order, whether a refund is pending.
 */
export async function paymentProgressOf(
  order: Pick<OrderRow, "id" | "paymentStatus">,
): Promise<PaymentProgressState | null> {
  const db = await getDb();
  if (order.paymentStatus === "pending") {
    const steps = await db
      .select({ id: orderEvents.id, data: orderEvents.data })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, order.id),
          eq(orderEvents.type, "payment"),
          sql`${orderEvents.data} ? 'progress'`,
        ),
      );
    const latest = steps
      .map((step) => ({
        id: step.id,
        ...(step.data as { progress: PaymentProgress; created: number | null }),
      }))
      .sort((a, b) => (a.created ?? 0) - (b.created ?? 0) || a.id - b.id)
      .at(-1);
    return latest?.progress ?? null;
  }
  const [pending] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.state, "pending")))
    .limit(1);
  return pending ? "refund_pending" : null;
}
