import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderLines, shipmentLines, shipments } from "@/db/schema";
import type { AuditActor } from "@/lib/audit/record";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { queueOrderMail } from "@/lib/mail/queue";
import { knownCarrier } from "@/lib/orders/after-sale/carriers";
import type { BulkShipRequest, BulkShipResponse, BulkShipResult, ShipRequest } from "@/lib/orders/contract/fulfilment-contract";
import { linesOf, type OrderLineRow, type OrderRow } from "@/lib/orders/read/order-rows";
import { canDeliver, canShip } from "@/lib/orders/contract/statuses";
import { refusalOf } from "@/lib/orders/after-sale/refusals";
import { lockOrder, moveOrder } from "@/lib/orders/transitions";

/** "Shipped with DHL, tracking 123", or only what the owner gave. */
function shippedSummary(carrier: string | undefined, trackingNumber: string | undefined, part: string): string {
  const shipped = carrier ? `Shipped${part} with ${carrier}` : `Shipped${part}`;
  return trackingNumber ? `${shipped}, tracking ${trackingNumber}` : shipped;
}

/**
 * Units of a line still to send: neither shipped nor refunded. Refunded units are taken as the
 * unsent ones first, so nothing the shopper got their money back for is ever sent.
 */
export function unitsToShip(line: Pick<OrderLineRow, "quantity" | "shippedQuantity" | "refundedQuantity">): number {
  return Math.max(0, line.quantity - line.shippedQuantity - line.refundedQuantity);
}

/** The units a shipment sends: the ones asked for (each within what is left), or every unit left. */
function shipmentUnits(order: OrderRow, lines: OrderLineRow[], asked: ShipRequest["lines"]) {
  if (!asked) return lines.filter((line) => unitsToShip(line) > 0).map((line) => ({ line, quantity: unitsToShip(line) }));
  const byId = new Map(lines.map((line) => [line.id, line]));
  return asked.map(({ lineId, quantity }, index) => {
    const line = byId.get(lineId);
    if (!line) throw new BadRequestError(`lines.${index}.lineId: line ${lineId} is not a line of order #${order.id}`);
    const left = unitsToShip(line);
    if (quantity > left) throw new ConflictError(`lines.${index}.quantity: only ${left} of ${line.sku} are left to ship`);
    return { line, quantity };
  });
}

async function recordShipment(
  tx: Db,
  order: OrderRow,
  units: { line: OrderLineRow; quantity: number }[],
  details: { carrier: string | null; trackingNumber: string | null; createdBy: string },
): Promise<number> {
  const [shipment] = await tx
    .insert(shipments)
    .values({ orderId: order.id, ...details })
    .returning({ id: shipments.id });
  await tx.insert(shipmentLines).values(units.map(({ line, quantity }) => ({ shipmentId: shipment.id, orderLineId: line.id, quantity })));
  for (const { line, quantity } of units)
    await tx
      .update(orderLines)
      .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${quantity}` })
      .where(eq(orderLines.id, line.id));
  return shipment.id;
}

/**
 * Sends a shipment of a paid (or partly refunded) order, in one transaction: the units it holds
 * (all that are left unless `lines` names some), its carrier (a known one by its usual name) and
 * tracking number, the goods' move to shipped, or partially shipped while units are left, on the
 * timeline and in the audit trail, and the shopper's mail for that shipment. 404 unknown, 409 for
 * an order that cannot ship or has nothing left to send.
 */
export async function shipOrder(actor: AuditActor, orderId: number, input: ShipRequest): Promise<OrderRow> {
  const db = await getDb();
  const carrier = input.carrier ? (knownCarrier(input.carrier)?.name ?? input.carrier) : undefined;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canShip(order)) throw new ConflictError(refusalOf(order, "ship"));
    const lines = await linesOf(tx, order.id);
    const units = shipmentUnits(order, lines, input.lines);
    if (units.length === 0) throw new ConflictError(`Order #${order.id} has nothing left to ship`);
    const shipmentId = await recordShipment(tx, order, units, {
      carrier: carrier ?? null,
      trackingNumber: input.trackingNumber ?? null,
      createdBy: actor.username,
    });
    const sent = new Map(units.map(({ line, quantity }) => [line.id, quantity]));
    const complete = lines.every((line) => unitsToShip(line) - (sent.get(line.id) ?? 0) === 0);
    const count = units.reduce((total, unit) => total + unit.quantity, 0);
    const moved = await moveOrder(tx, order, {
      fulfilment: complete ? "shipped" : "partially_shipped",
      summary: shippedSummary(carrier, input.trackingNumber, complete && order.fulfilmentStatus === "unfulfilled" ? "" : ` (${count} ${count === 1 ? "item" : "items"})`),
      set: {
        carrier: carrier ?? null,
        trackingNumber: input.trackingNumber ?? null,
        shippedAt: order.shippedAt ?? new Date(),
      },
      actor,
      data: { shipmentId, carrier: carrier ?? null, trackingNumber: input.trackingNumber ?? null, units: count },
    });
    await queueOrderMail(tx, { kind: "shipped", orderId, shipmentId });
    return moved;
  });
}

/** Marks a shipped order delivered (delivered_at set), on the timeline and in the audit trail; 404, 409. */
export async function deliverOrder(actor: AuditActor, orderId: number): Promise<OrderRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canDeliver(order)) throw new ConflictError(refusalOf(order, "deliver"));
    return moveOrder(tx, order, {
      fulfilment: "delivered",
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
