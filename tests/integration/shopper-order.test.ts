/** @jest-environment node */
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { lockOrder, moveOrder } from "@/lib/orders/transitions";
import { apiRequest, createUser, routeContext, tokenFor } from "./account-fixtures";
import { callers, type Callers } from "./admin-fixtures";
import { runJobs, useFreshMailDir } from "./mail-fixtures";
import { adminRefund, pendingCheckout, type Checkout } from "./order-life-fixtures";
import { card, confirm } from "./payments-fixtures";
import type { ShopperOrderResponse } from "@/lib/orders/contract/responses";

// GET /api/orders/{id}: the shopper's own order with its public timeline; nobody else learns it exists.

let who: Callers;
beforeAll(async () => {
  useFreshMailDir();
  who = await callers();
});

const read = (token: string | undefined, id: number | string) =>
  getOrder(apiRequest(`/api/orders/${id}`, { token }), routeContext({ id: String(id) }));

async function paidCheckout(quantities: number[]): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities);
  expect((await confirm(checkout.token, card(checkout.intent.paymentIntentId))).status).toBe(200);
  return checkout;
}

/** What the owner's ship action does: shipped with a carrier and tracking number, on the timeline. */
async function ship(orderId: number, carrier: string, trackingNumber: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) =>
    moveOrder(tx, await lockOrder(tx, orderId), {
      fulfilment: "shipped",
      summary: `Shipped with ${carrier}, tracking ${trackingNumber}`,
      set: { carrier, trackingNumber, shippedAt: new Date() },
    }),
  );
}

describe("GET /api/orders/{id}", () => {
  it("asks who is calling first: 401 signed out, whatever the id", async () => {
    const checkout = await pendingCheckout([1]);
    expect((await read(undefined, checkout.orderId)).status).toBe(401);
    expect((await read(undefined, 2_000_000_000)).status).toBe(401);
  });

  it("answers another shopper's order and an unknown one with the same 404, and a malformed id with 400", async () => {
    const checkout = await paidCheckout([1]);
    const other = await tokenFor(await createUser());
    const theirs = await read(other, checkout.orderId);
    const unknown = await read(other, 2_000_000_000);
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect(await theirs.json()).toEqual(await unknown.json());
    // An admin reads orders through the admin API; the shopper's page is the shopper's only.
    expect((await read(who.admin, checkout.orderId)).status).toBe(404);
    expect((await read(checkout.token, "12abc")).status).toBe(400);
  });

  it("shows the owner lines, amounts, address, status, tracking and the public timeline, never cached", async () => {
    const checkout = await paidCheckout([2, 1]);
    await ship(checkout.orderId, "auspost", "AP 123/45");
    const [tee] = checkout.items;
    const lineId = await (async () => {
      const body = (await (await read(checkout.token, checkout.orderId)).json()) as ShopperOrderResponse;
      return body.lines[0].id;
    })();
    expect((await adminRefund(who.admin, checkout.orderId, { lines: [{ lineId, quantity: 1 }], restock: false })).status).toBe(202);
    await runJobs();

    const response = await read(checkout.token, checkout.orderId);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const order = (await response.json()) as ShopperOrderResponse;
    expect(order).toMatchObject({
      id: checkout.orderId,
      status: "partially_refunded",
      amount: 60,
      refundedAmount: 20,
      currency: "aud",
      carrier: "auspost",
      trackingNumber: "AP 123/45",
      trackingUrl: "https://auspost.com.au/mypost/track/details/AP%20123%2F45",
      shipping: { name: "Sam Buyer", line1: "1 George Street", city: "Sydney", country: "AU" },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ productId: tee.productId, quantity: 2, refundedQuantity: 1, unitPrice: 20, total: 40 }),
      expect.objectContaining({ quantity: 1, refundedQuantity: 0, unitPrice: 20, total: 20 }),
    ]);
    expect(order.timeline.map((event) => event.summary)).toEqual([
      "Payment received",
      "Shipped with auspost, tracking AP 123/45",
      "Refund of $20.00 AUD pending",
      "Refunded $20.00 AUD",
    ]);
    // What only the owner sees (e-mails sent, event ids, admin names) stays out.
    expect(JSON.stringify(order)).not.toMatch(/e-mail sent|evt_|actorName|data/);
  });

  it("gives the price breakdown the order recorded, in major units of its currency; null when it recorded none", async () => {
    const checkout = await paidCheckout([1]);
    const db = await getDb();
    const none = {
      itemsAmountMinor: 0,
      discountCode: null,
      discountAmountMinor: 0,
      shippingMethodName: null,
      shippingAmountMinor: 0,
      taxRate: "0",
      taxInclusive: false,
      taxAmountMinor: 0,
    };
    await db.update(orders).set(none).where(eq(orders.id, checkout.orderId));
    expect(((await (await read(checkout.token, checkout.orderId)).json()) as ShopperOrderResponse).breakdown).toBeNull();
    await db
      .update(orders)
      .set({ ...none, itemsAmountMinor: 2000, shippingMethodName: "Express", shippingAmountMinor: 0, taxRate: "7.125", taxAmountMinor: 143 })
      .where(eq(orders.id, checkout.orderId));
    const order = (await (await read(checkout.token, checkout.orderId)).json()) as ShopperOrderResponse;
    expect(order.breakdown).toEqual({
      items: 20,
      discount: null,
      shipping: { method: "Express", amount: 0 },
      tax: { label: "GST", ratePercent: 7.125, inclusive: false, amount: 1.43 },
    });
  });

  it("gives no tracking before the order ships", async () => {
    const checkout = await paidCheckout([1]);
    const order = (await (await read(checkout.token, checkout.orderId)).json()) as ShopperOrderResponse;
    expect(order).toMatchObject({ status: "paid", fulfilment: "unfulfilled", carrier: null, trackingNumber: null, trackingUrl: null, shippedAt: null });
  });
});
