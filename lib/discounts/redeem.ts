import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { discountCodes, discountRedemptions, orders } from "@/db/schema";
import { comparableEmail } from "./customer-email";
import { customerUses } from "./validate";

type PaidOrder = Pick<typeof orders.$inferSelect, "id" | "discountCodeId" | "userId" | "customerEmail">;

/**
 * Counts the order's use of its discount code, once, as its payment is applied (inside that
 * transaction). The code's row is locked first, so two payments of a code with one use left are
 * counted one after the other: the second finds it used up. Answers false when the code's uses
 * (in total, or this customer's) are gone: the order must not keep its discount. An order
 * without a code, or whose use is already counted, answers true.
 */
export async function redeemDiscount(tx: Db, order: PaidOrder): Promise<boolean> {
  if (order.discountCodeId === null) return true;
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, order.discountCodeId)).for("update");
  // The owner deleted the code meanwhile (only ever a code never used): nothing left to count.
  if (!code) return true;
  const [counted] = await tx
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, order.id));
  if (counted) return true;
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return false;
  const customer = { userId: order.userId, email: order.customerEmail };
  if (code.perCustomerLimit !== null && (await customerUses(tx, code.id, customer)) >= code.perCustomerLimit)
    return false;
  await tx.insert(discountRedemptions).values({
    discountCodeId: code.id,
    orderId: order.id,
    userId: order.userId,
    email: order.customerEmail ? comparableEmail(order.customerEmail) : null,
  });
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, code.id));
  return true;
}
