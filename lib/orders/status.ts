import "server-only";
import { getDb } from "@/db/client";
import type { Money } from "@/lib/money/money";
import { paymentProvider } from "@/lib/payments/provider";
import type { SessionUser } from "@/lib/users/types";
import { chargedAmount, findOwnOrder, type OrderRow } from "./order-rows";
import { paymentProgressOf } from "./payment-events";
import type { PaymentProgressState } from "./payment-progress";
import { settlePayment } from "./settle";
import type { OrderStatus } from "./statuses";

/** Where an order stands, and what it charges; `progress` says how a pending payment or a refund is getting on. */
export type OrderState = { status: OrderStatus; reason: string | null; amount: Money; progress: PaymentProgressState | null };

async function statusOf(order: OrderRow): Promise<OrderState> {
  return {
    status: order.status,
    reason: order.failureReason,
    amount: chargedAmount(order),
    progress: await paymentProgressOf(order),
  };
}

/**
 * Where the order behind a payment reference stands, for its owner or an admin. A Stripe order
 * still pending is checked with Stripe and settled from there, so a webhook that never arrived
 * cannot leave a paid order pending.
 */
export async function orderStatus(user: SessionUser, paymentIntentId: string): Promise<OrderState> {
  const db = await getDb();
  const order = await findOwnOrder(db, user, paymentIntentId, { allowAdmin: true });
  if (order.status !== "pending" || order.provider !== "stripe" || !order.clientSecret) return statusOf(order);
  const provider = paymentProvider();
  if (provider.name !== "stripe") return statusOf(order);
  const state = await provider.retrieve(order.paymentIntentId).catch((error) => {
    console.error(`Could not read payment ${order.paymentIntentId} from Stripe`, error);
    return { status: "processing" as const };
  });
  if (state.status === "processing") return statusOf(order);
  const settled = await settlePayment(
    order.paymentIntentId,
    state.status === "succeeded" ? { outcome: "succeeded" } : { outcome: "failed", reason: state.reason },
  );
  return statusOf(settled.order ?? order);
}
