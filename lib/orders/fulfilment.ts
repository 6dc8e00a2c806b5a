import "server-only";
import { getDb } from "@/db/client";
import type { AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { queueOrderMail } from "@/lib/mail/queue";
import { knownCarrier } from "./carriers";
import type { BulkShipRequest, BulkShipResponse, BulkShipResult, ShipRequest } from "./fulfilment-contract";
import type { OrderRow } from "./order-rows";
import { lockOrder, moveOrder } from "./transitions";

/** "Shipped with DHL, tracking 123", or only what the owner gave. */
function shippedSummary(carrier: string | undefined, trackingNumber: string | undefined): string {
  const shipped = carrier ? `Shipped with ${carrier}` : "Shipped";
  return trackingNumber ? `${shipped}, tracking ${trackingNumber}` : shipped;
}

/**
 * Marks a paid (or partly refunded) order shipped, in one transaction: carrier (a known one by
 * its usual name), tracking number and shipped_at set, the move on the timeline and in the audit
 * trail, and the shopper's shipped mail queued, so the mail goes out exactly when the move commits.
 * 404 unknown, 409 for an order that cannot ship.
 */
export async function shipOrder(actor: AuditActor, orderId: number, input: ShipRequest): Promise<OrderRow> {
  const db = await getDb();
  const carrier = input.carrier ? (knownCarrier(input.carrier)?.name ?? input.carrier) : undefined;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const moved = await moveOrder(tx, order, {
      to: "shipped",
      summary: shippedSummary(carrier, input.trackingNumber),
      set: { carrier: carrier ?? null, trackingNumber: input.trackingNumber ?? null, shippedAt: new Date() },
      actor,
      data: { carrier: carrier ?? null, trackingNumber: input.trackingNumber ?? null },
    });
    await queueOrderMail(tx, { kind: "shipped", orderId });
    return moved;
  });
}

/** Marks a shipped order delivered (delivered_at set), on the timeline and in the audit trail; 404, 409. */
export async function deliverOrder(actor: AuditActor, orderId: number): Promise<OrderRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    return moveOrder(tx, order, {
      to: "delivered",
      summary: "Delivered",
      set: { deliveredAt: new Date() },
      actor,
    });
  });
}

/**
 * The list's bulk 'Mark shipped': each order in a transaction of its own, so one that cannot
 * ship (unknown, cancelled, already shipped) is reported and never undoes the others.
 */
export async function shipOrders(actor: AuditActor, input: BulkShipRequest): Promise<BulkShipResponse> {
  const results: BulkShipResult[] = [];
  for (const id of input.ids) {
    try {
      await shipOrder(actor, id, { carrier: input.carrier });
      results.push({ id, shipped: true, status: "shipped" });
    } catch (error) {
      if (!(error instanceof NotFoundError || error instanceof ConflictError)) throw error;
      results.push({
        id,
        shipped: false,
        error: error instanceof NotFoundError ? 404 : 409,
        detail: error.detail,
      });
    }
  }
  const shipped = results.filter((result) => result.shipped).length;
  return { shipped, refused: results.length - shipped, results };
}
