import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { assertCustomerMayUse } from "@/lib/discounts/validate";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { paymentProvider } from "@/lib/payments/provider";
import { findOwnOrder, type OrderViewer } from "@/lib/orders/read/order-rows";
import type { ShippingInput } from "@/lib/orders/contract/schemas";

export const NOT_PENDING = "This order is no longer awaiting payment";

/**
 * Stores the confirmed address (only in the order's own country) on the order and its intent.
 * The e-mail given here is the one a guest's code use is counted by: 409 when its code is one
 * this customer may use no more, before anything is charged.
 */
export async function confirmShipping(viewer: OrderViewer, paymentIntentId: string, input: ShippingInput): Promise<void> {
  const db = await getDb();
  const order = await findOwnOrder(db, viewer, paymentIntentId);
  // A guest's order has no account to write to: its e-mail is the one it is sent to.
  if (order.userId === null && !input.email && !order.customerEmail) throw new BadRequestError("email: is required");
  if (order.paymentStatus !== "pending") throw new ConflictError(NOT_PENDING);
  if (input.shipping.country !== order.country)
    throw new BadRequestError(`Shipping is only available to ${order.country}`);
  await assertCustomerMayUse(db, order.discountCodeId, { userId: order.userId, email: input.email ?? order.customerEmail });
  await paymentProvider().attachShipping(order.paymentIntentId, input.shipping);
  await db
    .update(orders)
    .set({
      shipping: input.shipping,
      customerName: input.name,
      ...(input.email ? { customerEmail: input.email } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
}
