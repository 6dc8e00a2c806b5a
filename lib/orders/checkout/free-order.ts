import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { FREE_ORDER_PROVIDER } from "@/lib/payments/types";
import { findOwnOrder, type OrderViewer } from "@/lib/orders/read/order-rows";
import type { TestPaymentResult } from "@/lib/orders/contract/responses";
import type { FreeConfirmInput } from "@/lib/orders/contract/schemas";
import { settlePayment } from "@/lib/orders/payment/settle";
import { NOT_PENDING } from "@/lib/orders/checkout/shipping-address";

export const HAS_PAYMENT = "This order has a payment to make: pay it with a card";

/**
 * Places a free order (its total 0.00) as a payment would: no provider is asked, and the same
 * settlement takes the stock, counts the code's use and queues the confirmation in one
 * transaction, refusing it when an item sold out meanwhile.
 */
export async function placeFreeOrder(viewer: OrderViewer, input: FreeConfirmInput): Promise<TestPaymentResult> {
  const db = await getDb();
  const order = await findOwnOrder(db, viewer, input.paymentIntentId);
  if (order.provider !== FREE_ORDER_PROVIDER) throw new ConflictError(HAS_PAYMENT);
  if (order.paymentStatus !== "pending") throw new ConflictError(NOT_PENDING);
  if (!order.shipping) throw new BadRequestError("Confirm your shipping address first");
  if (input.receiptEmail)
    await db.update(orders).set({ customerEmail: input.receiptEmail }).where(eq(orders.id, order.id));
  const settled = await settlePayment(order.paymentIntentId, {
    outcome: "succeeded",
    received: { amountMinor: 0, currency: order.currency },
  });
  if (settled.order?.paymentStatus === "paid") return { status: "succeeded" };
  return { status: "failed", reason: settled.order?.failureReason ?? NOT_PENDING };
}
