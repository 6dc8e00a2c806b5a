import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";

/** How many orders hold a payment of another amount or currency than their own, for the owner to decide. */
export async function paymentsUnderReview(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.paymentStatus, "review"));
  return Number(row?.n ?? 0);
}
