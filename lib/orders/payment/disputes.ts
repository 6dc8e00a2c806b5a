import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderDisputes } from "@/db/schema";
import { ConflictError } from "@/lib/errors";
import { currencyOf } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { money } from "@/lib/money/money";
import type { PaymentEvent, ProviderDispute } from "@/lib/payments/types";
import type { OrderRow } from "@/lib/orders/read/order-rows";
import { firstSight, settleFirst } from "@/lib/orders/payment/payment-events";
import { canMovePayment } from "@/lib/orders/contract/statuses";
import { addOrderEvent } from "@/lib/orders/read/timeline";
import { moveOrder } from "@/lib/orders/transitions";

export type DisputeRow = typeof orderDisputes.$inferSelect;
type DisputeEvent = Extract<PaymentEvent, { outcome: "disputed" }>;

/** Provider statuses of a dispute that is over: won (or an inquiry closed without a chargeback), or lost. */
const WON = ["won", "warning_closed"];
const isClosed = (status: string) => WON.includes(status) || status === "lost";

const shownAmount = (order: OrderRow, minor: number) =>
  formatMoney(money(minor, currencyOf(order.currency)), { country: order.country });

/**
 * The dispute's row as this event leaves it. An event older than the newest applied (the
 * provider's time) changes nothing of its status, and a closed dispute stays closed, so events
 * delivered twice or out of order end where the provider's last word is.
 */
async function recordDispute(tx: Db, order: OrderRow, dispute: ProviderDispute, created: number) {
  const [before] = await tx
    .select()
    .from(orderDisputes)
    .where(eq(orderDisputes.providerDisputeId, dispute.id));
  const facts = {
    amountMinor: dispute.amountMinor,
    reason: dispute.reason,
    status: dispute.status,
    isChargeRefundable: dispute.isChargeRefundable && !isClosed(dispute.status),
    lastEventAt: created,
    closedAt: isClosed(dispute.status) ? new Date() : null,
  };
  if (!before) {
    const [row] = await tx
      .insert(orderDisputes)
      .values({ providerDisputeId: dispute.id, orderId: order.id, ...facts })
      .returning();
    return { before: null, row };
  }
  const news = !isClosed(before.status) && created >= before.lastEventAt;
  if (!news) return { before, row: before };
  const [row] = await tx
    .update(orderDisputes)
    .set({ ...facts, updatedAt: new Date() })
    .where(eq(orderDisputes.id, before.id))
    .returning();
  return { before, row };
}

/** Moves the order to disputed (remembering where it was), or notes the step when it cannot move. */
async function markDisputed(tx: Db, order: OrderRow, row: DisputeRow, summary: string, data: Record<string, unknown>) {
  if (order.paymentStatus === "disputed" || !canMovePayment(order.paymentStatus, "disputed")) {
    await addOrderEvent(tx, order.id, { type: "payment", summary, data, public: false });
    return;
  }
  await tx.update(orderDisputes).set({ paymentStatusBefore: order.paymentStatus }).where(eq(orderDisputes.id, row.id));
  await moveOrder(tx, order, { payment: "disputed", summary, data });
}

/** A won dispute returns the payment to where it was before, unless another dispute still holds it. */
async function markWon(tx: Db, order: OrderRow, row: DisputeRow, summary: string, data: Record<string, unknown>) {
  const others = await tx
    .select({ status: orderDisputes.status })
    .from(orderDisputes)
    .where(and(eq(orderDisputes.orderId, order.id), ne(orderDisputes.id, row.id)));
  const held = others.some((other) => !WON.includes(other.status));
  const back = row.paymentStatusBefore;
  if (order.paymentStatus === "disputed" && back && !held && canMovePayment("disputed", back))
    await moveOrder(tx, order, { payment: back, summary, data });
  else await addOrderEvent(tx, order.id, { type: "payment", summary, data, public: false });
}

/** Funds withdrawn or reinstated: recorded once on the dispute and the timeline. */
async function recordFunds(tx: Db, order: OrderRow, row: DisputeRow, change: "funds_withdrawn" | "funds_reinstated", data: Record<string, unknown>) {
  const column = change === "funds_withdrawn" ? "fundsWithdrawnMinor" : "fundsReinstatedMinor";
  if (row[column] > 0) return;
  await tx.update(orderDisputes).set({ [column]: row.amountMinor, updatedAt: new Date() }).where(eq(orderDisputes.id, row.id));
  const amount = shownAmount(order, row.amountMinor);
  await addOrderEvent(tx, order.id, {
    type: "payment",
    summary:
      change === "funds_withdrawn"
        ? `${amount} withdrawn from the shop's balance by the payment provider for the dispute`
        : `${amount} reinstated to the shop's balance by the payment provider after the dispute`,
    data,
    public: false,
  });
}

/**
 * charge.dispute.*: the card holder disputes the payment. Opened (or any word of it before its
 * close), the order is disputed for the owner to answer; won, it returns to the status it had
 * before; lost, the money is gone and the order stays disputed; funds withdrawn and reinstated
 * are recorded on the timeline. Each event is applied once (payment_events) and in the
 * provider's order, whatever the order of delivery.
 */
export async function applyDispute(event: DisputeEvent): Promise<void> {
  await settleFirst(event.intentId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await firstSight(tx, event);
    if (!order) return;
    const { dispute } = event;
    const { before, row } = await recordDispute(tx, order, dispute, event.created ?? 0);
    const data = { disputeId: dispute.id, eventId: event.id, reason: row.reason, disputeStatus: row.status };
    const amount = shownAmount(order, row.amountMinor);
    const reason = row.reason.replaceAll("_", " ");
    if (dispute.change === "funds_withdrawn" || dispute.change === "funds_reinstated")
      await recordFunds(tx, order, row, dispute.change, data);
    const closedNow = isClosed(row.status) && (before === null || !isClosed(before.status));
    if (closedNow && WON.includes(row.status))
      return markWon(tx, order, row, `Dispute of ${amount} won: the payment stays with the shop`, data);
    if (closedNow)
      return markDisputed(tx, order, row, `Dispute of ${amount} lost: the card holder's bank took the money back`, data);
    if (isClosed(row.status)) return;
    if (before === null) return markDisputed(tx, order, row, `The card holder disputed ${amount} (${reason})`, data);
    if (before.status !== row.status)
      await addOrderEvent(tx, order.id, {
        type: "payment",
        summary: `Dispute of ${amount} is now ${row.status.replaceAll("_", " ")}`,
        data,
        public: false,
      });
  });
}

/** A dispute as the owner reads it: what it is about and where it stands, in words. */
export type DisputeView = {
  id: string;
  amountMinor: number;
  reason: string;
  state: string;
  /** Money movements recorded: withdrawn, reinstated (minor units). */
  withdrawnMinor: number;
  reinstatedMinor: number;
};

function disputeState(row: DisputeRow): string {
  if (WON.includes(row.status)) return "Won: the payment stays with the shop";
  if (row.status === "lost") return "Lost: the card holder's bank took the money back";
  const open = row.status.includes("review") ? "Open, under review by the card issuer" : "Open, waiting for the shop's response";
  return row.isChargeRefundable ? `${open}; the payment may still be refunded` : `${open}; the payment cannot be refunded meanwhile`;
}

/** The order's disputes as the admin's order page shows them, oldest first. */
export async function disputeViewsOf(orderId: number): Promise<DisputeView[]> {
  return (await disputesOf(orderId)).map((row) => ({
    id: row.providerDisputeId,
    amountMinor: row.amountMinor,
    reason: row.reason.replaceAll("_", " "),
    state: disputeState(row),
    withdrawnMinor: row.fundsWithdrawnMinor,
    reinstatedMinor: row.fundsReinstatedMinor,
  }));
}

/** The order's disputes, oldest first. */
export async function disputesOf(orderId: number): Promise<DisputeRow[]> {
  const db = await getDb();
  return db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).orderBy(asc(orderDisputes.id));
}

/**
 * Refusing a refund the provider would refuse (Stripe's `charge_disputed`): a charge under an
 * open dispute, or taken back in a lost one, cannot be refunded, unless the provider says the
 * open dispute still allows it (`is_charge_refundable`). A 409 with the reason in plain words.
 */
export async function refuseRefundOfDisputedCharge(orderId: number): Promise<void> {
  const blocking = (await disputesOf(orderId)).find(
    (dispute) => !WON.includes(dispute.status) && !dispute.isChargeRefundable,
  );
  if (!blocking) return;
  if (blocking.status === "lost")
    throw new ConflictError(
      `Order #${orderId} cannot be refunded: the card holder's bank took the payment back when the dispute was lost`,
    );
  throw new ConflictError(
    `Order #${orderId} cannot be refunded while the card holder's dispute of its payment is open: the payment provider refuses refunds of a disputed payment`,
  );
}
