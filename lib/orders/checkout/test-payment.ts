import "server-only";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { eq } from "drizzle-orm";
import { assertCustomerMayUse } from "@/lib/discounts/validate";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { paymentProvider } from "@/lib/payments/provider";
import { cardProblem, testCardOutcome } from "@/lib/payments/test-cards";
import { findOwnOrder, type OrderViewer } from "@/lib/orders/read/order-rows";
import type { TestPaymentResult } from "@/lib/orders/contract/responses";
import type { TestConfirmInput } from "@/lib/orders/contract/schemas";
import { settlePayment } from "@/lib/orders/payment/settle";
import { NOT_PENDING } from "@/lib/orders/checkout/shipping-address";

/**
 * The built-in provider's card confirmation: what Stripe's Payment Element does in the browser,
 * done here. Typing mistakes are a 400 and leave the order pending; a declined card leaves it
 * pending too, with the reason, for another card (as a Stripe intent after a decline).
 */
export async function confirmTestPayment(viewer: OrderViewer, input: TestConfirmInput): Promise<TestPaymentResult> {
  if (paymentProvider().name !== "test") throw new NotFoundError("Test payments are not enabled");
  const db = await getDb();
  const order = await findOwnOrder(db, viewer, input.paymentIntentId);
  if (order.paymentStatus !== "pending") throw new ConflictError(NOT_PENDING);
  if (!order.shipping) throw new BadRequestError("Confirm your shipping address first");
  const problem = cardProblem(input);
  if (problem) throw new BadRequestError(problem);
  if (input.receiptEmail) {
    // A new e-mail is a new customer for the code's per-customer limit: checked before the charge.
    await assertCustomerMayUse(db, order.discountCodeId, { userId: order.userId, email: input.receiptEmail });
    await db.update(orders).set({ customerEmail: input.receiptEmail }).where(eq(orders.id, order.id));
  }

  const outcome = testCardOutcome(input.cardNumber);
  const settled = await settlePayment(
    order.paymentIntentId,
    // What the shopper's form confirmed is the amount it read: a reprice since then is not paid by it.
    outcome.status === "succeeded"
      ? { outcome: "succeeded", received: { amountMinor: order.amountMinor, currency: order.currency } }
      : { outcome: "declined", reason: outcome.reason },
  );
  const final = settled.order;
  if (final?.paymentStatus === "paid") return { status: "succeeded" };
  return { status: "failed", reason: final?.failureReason ?? (outcome.status === "failed" ? outcome.reason : "Payment failed") };
}
