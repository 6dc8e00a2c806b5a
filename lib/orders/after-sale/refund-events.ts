import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderRefunds } from "@/db/schema";
import { log } from "@/lib/log/logger";
import { formatMoney } from "@/lib/money/format";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import type { PaymentEvent, ProviderRefundSeen } from "@/lib/payments/types";
import { providerOf } from "@/lib/orders/payment/order-provider";
import { findOrderByIntent, type OrderRow } from "@/lib/orders/read/order-rows";
import { firstSight, settleFirst } from "@/lib/orders/payment/payment-events";
import { moveRefund } from "@/lib/orders/after-sale/refund-settle";
import { addOrderEvent } from "@/lib/orders/read/timeline";

type EventOf<O extends PaymentEvent["outcome"]> = Extract<PaymentEvent, { outcome: O }>;

/**
 * The shop's refund a provider refund is: the one recorded with its id, or else the one its
 * metadata names among this order's refunds not yet tied to another provider refund.
 */
async function ownRefundOf(tx: Db, order: OrderRow, seen: ProviderRefundSeen): Promise<number | null> {
  const [byProviderId] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.providerRefundId, seen.id));
  if (byProviderId) return byProviderId.id;
  if (!seen.shopRefundId || !/^\d{1,9}$/.test(seen.shopRefundId)) return null;
  const [byMetadata] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.id, Number(seen.shopRefundId)),
        eq(orderRefunds.orderId, order.id),
        or(isNull(orderRefunds.providerRefundId), eq(orderRefunds.providerRefundId, seen.id)),
      ),
    );
  return byMetadata?.id ?? null;
}

/**
 * Brings one provider refund into the order's ledger, on the locked order: the shop's own moves to
 * the provider's status (refund-states.ts decides whether it may); one made outside the shop (its
 * dashboard) is recorded once, by its provider id, and then follows its status the same way. A
 * failed or cancelled refund the shop never knew of held nothing and is not recorded.
 */
export async function reconcileRefund(tx: Db, order: OrderRow, seen: ProviderRefundSeen): Promise<void> {
  const own = await ownRefundOf(tx, order, seen);
  if (own !== null) {
    await moveRefund(tx, order, own, seen.status, seen.id);
    return;
  }
  if (seen.status === "failed" || seen.status === "cancelled" || seen.amountMinor <= 0) return;
  const [made] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, amountMinor: seen.amountMinor, reason: "provider", state: "pending", providerRefundId: seen.id, createdBy: null })
    .onConflictDoNothing({ target: orderRefunds.providerRefundId })
    .returning({ id: orderRefunds.id });
  if (!made) return;
  const amount = formatMoney(money(seen.amountMinor, currencyOf(order.currency)), { country: order.country });
  log.info({ event: "refund.outside", orderId: order.id, refundId: made.id, providerRefundId: seen.id, amountMinor: seen.amountMinor }, "A refund made at the provider was recorded");
  await addOrderEvent(tx, order.id, {
    type: "refund",
    summary: `Refund of ${amount} made at the payment provider`,
    data: { refundId: made.id, providerRefundId: seen.id },
    public: false,
  });
  if (seen.status === "succeeded") await moveRefund(tx, order, made.id, "succeeded", seen.id);
}

/**
 * charge.refunded: the charge's refunds changed. Since API version 2022-11-15 the event lists no
 * refunds, and its cumulative amount cannot tell whose refund it was: the shop reads the intent's
 * refunds from the provider and reconciles each by its id, so every refund counts once whatever
 * arrives in which order.
 */
export async function applyChargeRefunded(event: EventOf<"refunded">): Promise<void> {
  await settleFirst(event.intentId);
  const db = await getDb();
  const known = await findOrderByIntent(db, event.intentId);
  if (!known) return;
  const seen = await providerOf(known).refundsOf(event.intentId);
  await db.transaction(async (tx) => {
    const order = await firstSight(tx, event);
    if (!order) return;
    // Oldest first, as they were made.
    for (const refund of [...seen].reverse()) await reconcileRefund(tx, order, refund);
  });
}

/** refund.updated, charge.refund.updated, refund.failed: one refund's status, applied to the ledger. */
export async function applyRefundEvent(event: EventOf<"refund">): Promise<void> {
  if (event.refund.status === "succeeded") await settleFirst(event.intentId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await firstSight(tx, event);
    if (order) await reconcileRefund(tx, order, event.refund);
  });
}
