import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentLines, shipments } from "@/db/schema";

/** One parcel of an order as its pages show it: carrier, tracking, when, and the units of each line it held. */
export type ShipmentView = {
  id: number;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string;
  lines: { lineId: number; quantity: number }[];
};

/** The order's shipments, oldest first (two queries however many). */
export async function shipmentsOf(db: Db, orderId: number): Promise<ShipmentView[]> {
  const rows = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(shipmentLines)
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt.toISOString(),
    lines: lines
      .filter((line) => line.shipmentId === row.id)
      .map((line) => ({ lineId: line.orderLineId, quantity: line.quantity }))
      .sort((a, b) => a.lineId - b.lineId),
  }));
}
