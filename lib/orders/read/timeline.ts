import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderEvents } from "@/db/schema";

/** What kind of step an order's timeline shows. */
export type OrderEventType = "status" | "payment" | "email" | "refund" | "note" | "job";

export type NewOrderEvent = {
  type: OrderEventType;
  summary: string;
  actorName?: string | null;
  data?: Record<string, unknown> | null;
  /** False for what only the owner sees (provider event ids, failed side effects). */
  public?: boolean;
};

/** Adds a step to the order's timeline; pass the transaction of the change it records. */
export async function addOrderEvent(db: Db, orderId: number, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    type: event.type,
    summary: event.summary,
    actorName: event.actorName ?? null,
    data: event.data ?? null,
    public: event.public ?? true,
  });
}

export type OrderEvent = {
  id: number;
  at: string;
  type: OrderEventType;
  summary: string;
  actorName: string | null;
  data: Record<string, unknown> | null;
};

/** The order's timeline, oldest first: every step for the owner, the public ones for the shopper. */
export async function timelineOf(orderId: number, audience: "owner" | "shopper"): Promise<OrderEvent[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orderEvents)
    .where(audience === "owner" ? eq(orderEvents.orderId, orderId) : and(eq(orderEvents.orderId, orderId), eq(orderEvents.public, true)))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    type: row.type as OrderEventType,
    summary: row.summary,
    actorName: audience === "owner" ? row.actorName : null,
    data: audience === "owner" ? (row.data as Record<string, unknown> | null) : null,
  }));
}
