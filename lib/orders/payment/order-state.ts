import "server-only";
import { getDb } from "@/db/client";
import { log } from "@/lib/log/logger";
import type { Money } from "@/lib/money/money";
import { paymentProvider } from "@/lib/payments/provider";
import { chargedAmount, findOwnOrder, type OrderRow, type OrderViewer } from "@/lib/orders/read/order-rows";
import { paymentProgressOf } from "@/lib/orders/payment/payment-events";
import type { PaymentProgressState } from "@/lib/orders/contract/payment-progress";
import { settlePayment } from "@/lib/orders/payment/settle";
import type { FulfilmentStatus, PaymentStatus } from "@/lib/orders/contract/statuses";

/**
 * Where an order stands: its payment's status (the spec's pending, paid or failed, or where the
 * money went since), its goods' status, what it charges; `progress` says how a pending payment or
 * a refund is getting on.
 */
export type OrderState = {
  status: PaymentStatus;
  fulfilment: FulfilmentStatus;
  reason: string | null;
  amount: Money;
  progress: PaymentProgressState | null;
};

async function statusOf(order: OrderRow): Promise<OrderState> {
  return {
    status: order.paymentStatus,
    fulfilment: order.fulfilmentStatus,
    reason: order.failureReason,
    amount: chargedAmount(order),
    progress: await paymentProgressOf(order),
  };
}

/**
 * Where the order behind a payment reference stands, for its owner or an admin. A Stripe order
 * still pending (a card declined on it included) is checked with Stripe and settled from there,
 * so a webhook that never arrived cannot leave a paid order pending, and a decline the shopper
 * has since put right with another card is not shown as the last word.
 */
export async function orderStatus(viewer: OrderViewer, paymentIntentId: string): Promise<OrderState> {
  const db = await getDb();
  return orderStateOf(await findOwnOrder(db, viewer, paymentIntentId, { allowAdmin: true }));
}

/** Where this order stands (checked with Stripe while pending), for whoever has proved they may see it. */
export async function orderStateOf(order: OrderRow): Promise<OrderState> {
  if (order.paymentStatus !== "pending" || order.provider !== "stripe" || !order.clientSecret) return statusOf(order);
  const provider = paymentProvider();
  if (provider.name !== "stripe") return statusOf(order);
  const state = await provider.retrieve(order.paymentIntentId).catch((error: unknown) => {
    log.error({ event: "payment.provider_unreachable", orderId: order.id, err: error }, "Could not read the payment from Stripe");
    return null;
  });
  // Stripe silent: what the shop knows.
  if (!state) return statusOf(order);
  // A new attempt is under way (processing, 3-D Secure): an earlier decline no longer applies.
  if (state.status === "processing") return { ...(await statusOf(order)), reason: null };
  const settled = await settlePayment(
    order.paymentIntentId,
    state.status === "succeeded" ? { outcome: "succeeded", received: state.received } : { outcome: state.status, reason: state.reason },
  );
  return statusOf(settled.order ?? order);
}
