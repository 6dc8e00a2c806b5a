/** @jest-environment node */
import { POST as postShip } from "@/app/api/admin/orders/[id]/ship/route";
import { getDb } from "@/db/client";
import { shipmentLines, shipments } from "@/db/schema";
import { eq } from "drizzle-orm";
import { callers, jsonRequest, send, type Callers } from "./admin-fixtures";
import { adminCancel, adminOrder, adminRefund, orderRow, pendingCheckout, statusSteps, type Checkout } from "./order-life-fixtures";
import { card, confirm, stockOf } from "./payments-fixtures";
import { runDueJobs } from "@/lib/jobs/worker";
import "@/lib/jobs/all";

// An order's payment and its goods have a status each: a refund moves the money, a shipment the
// goods, and neither undoes the other. An order ships in one or several shipments.

let who: Callers;
beforeAll(async () => {
  who = await callers();
});

const ship = (orderId: number, body: unknown = {}) =>
  send(postShip, jsonRequest(`/api/admin/orders/${orderId}/ship`, "POST", who.admin, body), { id: String(orderId) });

async function paidCheckout(quantities: number[]): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities);
  expect((await confirm(checkout.token, card(checkout.intent.paymentIntentId))).status).toBe(200);
  return checkout;
}

describe("a shipped order refunded in part", () => {
  it("is not offered Ship or Cancel again, and a cancel is refused with nothing returned to stock", async () => {
    const checkout = await paidCheckout([2, 1]);
    expect((await ship(checkout.orderId, { carrier: "DHL" })).status).toBe(200);
    const order = await adminOrder(who.admin, checkout.orderId);
    const refunded = await adminRefund(who.admin, checkout.orderId, { lines: [{ lineId: order.lines[1].id, quantity: 1 }] });
    expect(refunded.status).toBe(202);
    await runDueJobs();
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "partially_refunded", fulfilmentStatus: "shipped" });
    const stock = await Promise.all(checkout.items.map((item) => stockOf(item.id)));

    const cancelled = await adminCancel(who.admin, checkout.orderId);
    expect(cancelled.status).toBe(409);
    expect((await ship(checkout.orderId)).status).toBe(409);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "partially_refunded", fulfilmentStatus: "shipped" });
    expect(await Promise.all(checkout.items.map((item) => stockOf(item.id)))).toEqual(stock);
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→paid", "unfulfilled→shipped", "paid→partially_refunded"]);
  });
});

describe("several shipments", () => {
  it("ship the lines named, then what is left: partially shipped, then shipped, each shipment with its lines and tracking", async () => {
    const checkout = await paidCheckout([3, 1]);
    const order = await adminOrder(who.admin, checkout.orderId);
    const [first, second] = order.lines.map((line) => line.id);

    const part = await ship(checkout.orderId, { carrier: "DHL", trackingNumber: "A1", lines: [{ lineId: first, quantity: 2 }] });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: "paid", fulfilment: "partially_shipped" });
    // More than is left of a line is refused, naming it; the order is unchanged.
    const tooMany = await ship(checkout.orderId, { lines: [{ lineId: first, quantity: 2 }] });
    expect([tooMany.status, String(tooMany.body.detail)]).toEqual([409, expect.stringContaining("only 1")]);
    const stranger = await ship(checkout.orderId, { lines: [{ lineId: 2_000_000_000, quantity: 1 }] });
    expect(stranger.status).toBe(400);

    const rest = await ship(checkout.orderId, { carrier: "Australia Post", trackingNumber: "B2" });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ fulfilment: "shipped" });
    expect((await ship(checkout.orderId)).status).toBe(409);

    const detail = await adminOrder(who.admin, checkout.orderId);
    expect((detail as unknown as { shipments: unknown[] }).shipments).toEqual([
      expect.objectContaining({ carrier: "DHL", trackingNumber: "A1", lines: [{ lineId: first, quantity: 2 }] }),
      expect.objectContaining({
        carrier: "Australia Post",
        trackingNumber: "B2",
        lines: [
          { lineId: first, quantity: 1 },
          { lineId: second, quantity: 1 },
        ],
      }),
    ]);
    const db = await getDb();
    const parcels = await db.select().from(shipments).where(eq(shipments.orderId, checkout.orderId));
    const units = await db.select().from(shipmentLines);
    expect(parcels).toHaveLength(2);
    expect(units.filter((unit) => parcels.some((parcel) => parcel.id === unit.shipmentId)).reduce((sum, unit) => sum + unit.quantity, 0)).toBe(4);
  });

  it("never sends units refunded before they shipped, and a partly shipped order cannot be cancelled", async () => {
    const checkout = await paidCheckout([2, 2]);
    const order = await adminOrder(who.admin, checkout.orderId);
    const [first, second] = order.lines.map((line) => line.id);
    expect((await ship(checkout.orderId, { lines: [{ lineId: first, quantity: 2 }] })).status).toBe(200);
    expect((await adminCancel(who.admin, checkout.orderId)).status).toBe(409);
    expect((await adminRefund(who.admin, checkout.orderId, { lines: [{ lineId: second, quantity: 1 }], restock: true })).status).toBe(202);
    await runDueJobs();
    const rest = await ship(checkout.orderId);
    expect(rest.status).toBe(200);
    const detail = (await adminOrder(who.admin, checkout.orderId)) as unknown as { shipments: { lines: { lineId: number; quantity: number }[] }[] };
    expect(detail.shipments.at(-1)?.lines).toEqual([{ lineId: second, quantity: 1 }]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ fulfilmentStatus: "shipped", paymentStatus: "partially_refunded" });
  });
});

describe("a paid order refunded in full before it ships", () => {
  it("cannot ship; its goods stay unfulfilled", async () => {
    const checkout = await paidCheckout([1]);
    expect((await adminRefund(who.admin, checkout.orderId, {})).status).toBe(202);
    await runDueJobs();
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "refunded", fulfilmentStatus: "unfulfilled" });
    expect((await ship(checkout.orderId)).status).toBe(409);
  });
});
