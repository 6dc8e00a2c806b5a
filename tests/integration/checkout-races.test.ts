import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, orderLines, orders } from "@/db/schema";
import { createItem, createUser, tokenFor } from "./account-fixtures";
import { card, confirm, createIntent, intentFor, orderOf, putInCart, shipping, stockOf, SYDNEY_ADDRESS } from "./payments-fixtures";

// A pending order's lines and amount change only while its payment is pending, under its row's
// lock: a payment confirmed while the shopper changes the cart in another tab pays for exactly
// what it took from stock, and the changed cart becomes an order of its own.

async function linesOfOrder(orderId: number) {
  const db = await getDb();
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

describe("a payment confirmed while the cart changes (the same pending order, two requests at once)", () => {
  it("never ends with a paid order whose lines or amount are the other cart's", async () => {
    const db = await getDb();
    const pairs = 12;
    for (let round = 0; round < pairs; round++) {
      const user = await createUser();
      const token = await tokenFor(user);
      const first = await createItem({ priceMinor: 4000, stock: 50 });
      const second = await createItem({ priceMinor: 2500, stock: 50 });
      await putInCart(user.id, first.id, 1);
      const intent = await intentFor(token);
      expect((await shipping(token, intent.paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);

      // The other tab: another cart (the first item gone, three of the second).
      await db.delete(cartLines).where(eq(cartLines.userId, user.id));
      await putInCart(user.id, second.id, 3);
      const [paid, repriced] = await Promise.all([
        confirm(token, card(intent.paymentIntentId)),
        createIntent(token, { amount: 0.01, currency: "aud", country: "au", cart: [] }),
      ]);
      expect([200, 409]).toContain(paid.status);
      expect([200, 409]).toContain(repriced.status);

      const order = await orderOf(intent.paymentIntentId);
      const lines = await linesOfOrder(order.id);
      const taken = { first: 50 - (await stockOf(first.id)), second: 50 - (await stockOf(second.id)) };
      if (order.paymentStatus === "paid") {
        // What the payment confirmed, the lines and the stock taken are one and the same cart.
        const linesMinor = lines.reduce((total, line) => total + line.unitPriceMinor * line.quantity, 0);
        expect(order.amountMinor).toBe(linesMinor);
        const bought = Object.fromEntries(lines.map((line) => [line.productItemId, line.quantity]));
        expect(taken).toEqual({ first: bought[first.id] ?? 0, second: bought[second.id] ?? 0 });
        expect(order.receivedAmountMinor).toBe(order.amountMinor);
        // The changed cart, if it was priced after the payment, is an order of its own.
        if (repriced.status === 200) {
          const other = await orderOf(((await repriced.json()) as { paymentIntentId: string }).paymentIntentId);
          if (other.id !== order.id) expect(other.paymentStatus).toBe("pending");
        }
      } else {
        // Repriced first: the payment confirmed the old amount and is not recorded as paid.
        expect(taken).toEqual({ first: 0, second: 0 });
        expect(["pending", "review"]).toContain(order.paymentStatus);
      }
    }
  });
});

describe("a payment whose amount differs from the order", () => {
  it("is never recorded as paid: the order waits for the owner's review with both figures", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const item = await createItem({ priceMinor: 4000, stock: 5 });
    await putInCart(user.id, item.id, 1);
    const intent = await intentFor(token);
    expect((await shipping(token, intent.paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);
    const db = await getDb();
    // The order was repriced (say in another tab) after the payment form read its amount.
    await db.update(orders).set({ amountMinor: 3500 }).where(eq(orders.paymentIntentId, intent.paymentIntentId));
    const { settlePayment } = await import("@/lib/orders/payment/settle");
    const settled = await settlePayment(intent.paymentIntentId, { outcome: "succeeded", received: { amountMinor: 4000, currency: "AUD" } });
    expect(settled.result).toBe("review");
    const order = await orderOf(intent.paymentIntentId);
    expect(order).toMatchObject({ paymentStatus: "review", amountMinor: 3500, receivedAmountMinor: 4000, receivedCurrency: "AUD" });
    expect(await stockOf(item.id)).toBe(5);
    const { timelineOf } = await import("@/lib/orders/read/timeline");
    const owner = (await timelineOf(order.id, "owner")).map((step) => step.summary).join("\n");
    expect(owner).toContain("40.00");
    expect(owner).toContain("35.00");
  });
});
