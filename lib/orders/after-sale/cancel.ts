import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderLines } from "@/db/schema";
import type { AuditActor } from "@/lib/audit/record";
import { revalidateProductPages } from "@/lib/catalog/cache";
import { ConflictError } from "@/lib/errors";
import { queueOrderMail } from "@/lib/mail/queue";
import { formatMoney } from "@/lib/money/format";
import { chargedAmount, linesOf, type OrderRow } from "@/lib/orders/read/order-rows";
import { queueRefund, refundableMinor, returnToStock } from "@/lib/orders/after-sale/refunds";
import { canCancel } from "@/lib/orders/contract/statuses";
import { refusalOf } from "@/lib/orders/after-sale/refusals";
import { lockOrder, moveOrder } from "@/lib/orders/transitions";

/**
 * Cancels an order that has not shipped (paid or partially refunded, or a payment under review),
 * in one transaction: every
 * unit not yet back in stock returns to it, every unit counts as refunded, what is left of the
 * charge is queued for refund (pending until the provider confirms it), and the order moves to
 * cancelled with its timeline step and audit entry; the shopper's mail is queued with it. An order
 * that cannot be cancelled is a 409.
 */
export async function cancelOrder(actor: AuditActor, orderId: number): Promise<OrderRow> {
  const db = await getDb();
  const { order, productIds } = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!canCancel(locked)) throw new ConflictError(refusalOf(locked, "cancel"));
    const lines = await linesOf(tx, locked.id);
    // An order under review received another amount than its own: all of that goes back.
    const remaining =
      locked.paymentStatus === "review"
        ? Math.max(0, (locked.receivedAmountMinor ?? 0) - locked.refundedAmountMinor)
        : await refundableMinor(tx, locked);
    const unrefunded = lines
      .filter((line) => line.quantity > line.refundedQuantity)
      .map((line) => ({ lineId: line.id, quantity: line.quantity - line.refundedQuantity }));
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.quantity}` })
      .where(eq(orderLines.orderId, locked.id));
    // Nothing has shipped: units refunded earlier without a restock are still on the shelf too.
    const productIds = locked.fulfilledAt
      ? await returnToStock(
          tx,
          lines.map((line) => ({ line, quantity: line.quantity - line.restockedQuantity })),
        )
      : [];
    if (remaining > 0)
      await queueRefund(tx, locked, {
        amountMinor: remaining,
        lines: unrefunded,
        restock: true,
        reason: "cancel",
        createdBy: actor.username,
      });
    const refundText =
      remaining > 0
        ? `; ${formatMoney({ ...chargedAmount(locked), minor: remaining }, { country: locked.country })} to be refunded`
        : "";
    const order = await moveOrder(tx, locked, {
      fulfilment: "cancelled",
      summary: `Cancelled${refundText}, items returned to stock`,
      set: { cancelledAt: new Date() },
      actor,
      data: { refundMinor: remaining },
    });
    await queueOrderMail(tx, { kind: "cancelled", orderId: locked.id, refundMinor: remaining });
    return { order, productIds };
  });
  if (productIds.length > 0) revalidateProductPages(productIds);
  return order;
}
