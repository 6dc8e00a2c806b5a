import { eq } from "drizzle-orm";
import { PATCH as patchDiscount } from "@/app/api/admin/discounts/[id]/route";
import { getDb } from "@/db/client";
import { categories, discountCodes, products, shippingMethods, taxRates } from "@/db/schema";
import { runDueJobs } from "@/lib/jobs/worker";
import { createItem, createUser, json, tokenFor } from "./account-fixtures";
import { callers, jsonRequest, send, type Callers } from "./admin-fixtures";
import { adminOrder, adminRefund, orderRow } from "./order-life-fixtures";
import { card, confirm, createIntent, orderOf, putInCart, shipping, SYDNEY_ADDRESS } from "./payments-fixtures";

// Refund amounts from the ledger (issue 34, defect 4): a line gives back its share of what was
// paid, the discount spread over the lines the code covered and the tax as charged, to the cent;
// the delivery on its own; never more than is left. Through the built-in test provider.

let who: Callers;
beforeAll(async () => {
  who = await callers();
});
afterEach(async () => {
  const db = await getDb();
  await db.delete(shippingMethods);
  await db.delete(taxRates);
});

let codes = 0;
/** A paid order of one unit at each price, under a `percentOff` code, with `options`' delivery and tax. */
async function paidOrder(prices: number[], percentOff: number, options: { delivery?: number; taxPercent?: number } = {}) {
  const db = await getDb();
  const [code] = await db
    .insert(discountCodes)
    .values({ code: `LEDGER${++codes}${Date.now() % 100000}`, kind: "percent", percentOff })
    .returning();
  if (options.taxPercent) await db.insert(taxRates).values({ country: "AU", rate: String(options.taxPercent), inclusive: false });
  const [method] = options.delivery
    ? await db.insert(shippingMethods).values({ country: "AU", name: "Standard", priceMinor: options.delivery }).returning()
    : [];
  const user = await createUser();
  for (const priceMinor of prices) await putInCart(user.id, (await createItem({ priceMinor, stock: 10 })).id, 1);
  const token = await tokenFor(user);
  const response = await createIntent(token, {
    currency: "aud",
    country: "au",
    discountCode: code.code,
    ...(method ? { shippingMethodId: method.id } : {}),
  });
  expect(response.status).toBe(200);
  const { paymentIntentId } = await json<{ paymentIntentId: string }>(response);
  expect((await shipping(token, paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);
  expect((await confirm(token, card(paymentIntentId))).status).toBe(200);
  const order = await orderOf(paymentIntentId);
  expect(order.paymentStatus).toBe("paid");
  return order;
}

const lineRefund = (orderId: number, lineId: number) =>
  adminRefund(who.admin, orderId, { lines: [{ lineId, quantity: 1 }] });

describe("a line refund under a discount code", () => {
  it("refunds the line's share of what was paid: 33.96 for a 39.95 line under 15%, the lines adding up to the charge", async () => {
    const order = await paidOrder([3995, 2000], 15);
    expect(order.amountMinor).toBe(5096);
    const { lines } = await adminOrder(who.admin, order.id);
    expect(await lineRefund(order.id, lines[0].id)).toMatchObject({ status: 202, body: { amount: 33.96 } });
    expect(await lineRefund(order.id, lines[1].id)).toMatchObject({ status: 202, body: { amount: 17 } });
    await runDueJobs();
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "refunded", refundedAmountMinor: 5096 });
  });

  it("under a 50% code one line of two refunds its half, never the whole charge", async () => {
    const order = await paidOrder([4000, 2000], 50);
    expect(order.amountMinor).toBe(3000);
    const { lines } = await adminOrder(who.admin, order.id);
    expect(await lineRefund(order.id, lines[0].id)).toMatchObject({ status: 202, body: { amount: 20 } });
    await runDueJobs();
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "partially_refunded", refundedAmountMinor: 2000 });
  });

  it("refunds the delivery on its own, once, with its tax; lines carry their tax; the shares add up to the charge", async () => {
    const order = await paidOrder([3995, 2000], 15, { delivery: 1000, taxPercent: 10 });
    // (59.95 − 8.99 + 10.00) × 1.10 = 67.06
    expect(order.amountMinor).toBe(6706);
    const detail = await adminOrder(who.admin, order.id);
    expect(detail).toMatchObject({
      refundable: {
        lines: [
          { lineId: detail.lines[0].id, units: 1, amount: 37.36 },
          { lineId: detail.lines[1].id, units: 1, amount: 18.7 },
        ],
        delivery: 11,
        total: 67.06,
      },
    });
    expect(await adminRefund(who.admin, order.id, { delivery: true })).toMatchObject({
      status: 202,
      body: { amount: 11, delivery: true, lines: [] },
    });
    expect((await adminRefund(who.admin, order.id, { delivery: true })).status).toBe(409);
    expect(await lineRefund(order.id, detail.lines[0].id)).toMatchObject({ status: 202, body: { amount: 37.36 } });
    expect((await adminRefund(who.admin, order.id, { amount: 18.71 })).status).toBe(409);
    expect(await lineRefund(order.id, detail.lines[1].id)).toMatchObject({ status: 202, body: { amount: 18.7 } });
    await runDueJobs();
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "refunded", refundedAmountMinor: 6706 });
    expect((await adminOrder(who.admin, order.id)).refundable).toMatchObject({ delivery: 0, total: 0 });
  });
});

describe("a line refund under a code that changed since the order", () => {
  /** The category a test item's product is in. */
  async function categoryOf(productId: number): Promise<number> {
    const db = await getDb();
    const [row] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
    return row.categoryId;
  }

  /**
   * A paid order of a 39.95 item under a 15% code covering its category only, and a 20.00 item
   * of another category: 5.99 off the first line, 53.96 charged. `addLater` puts the second item
   * in the cart after the first checkout, so the checkout's lines are replaced before payment.
   */
  async function paidCategoryOrder({ addLater = false } = {}) {
    const db = await getDb();
    const covered = await createItem({ priceMinor: 3995, stock: 10 });
    const other = await createItem({ priceMinor: 2000, stock: 10 });
    const [code] = await db
      .insert(discountCodes)
      .values({ code: `CHANGED${++codes}${Date.now() % 100000}`, kind: "percent", percentOff: 15, categoryIds: [await categoryOf(covered.productId)] })
      .returning();
    const user = await createUser();
    const token = await tokenFor(user);
    const checkout = { currency: "aud", country: "au", discountCode: code.code };
    await putInCart(user.id, covered.id, 1);
    if (addLater) expect((await createIntent(token, checkout)).status).toBe(200);
    await putInCart(user.id, other.id, 1);
    const response = await createIntent(token, checkout);
    expect(response.status).toBe(200);
    const { paymentIntentId } = await json<{ paymentIntentId: string }>(response);
    expect((await shipping(token, paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);
    expect((await confirm(token, card(paymentIntentId))).status).toBe(200);
    const order = await orderOf(paymentIntentId);
    expect(order).toMatchObject({ paymentStatus: "paid", amountMinor: 5396, discountAmountMinor: 599 });
    const { lines } = await adminOrder(who.admin, order.id);
    const lineOf = (productId: number) => {
      const line = lines.find((one) => one.productId === productId);
      if (!line) throw new Error(`The order has no line of product ${productId}`);
      return line.id;
    };
    return { order, code, covered, other, coveredLine: lineOf(covered.productId), otherLine: lineOf(other.productId) };
  }

  /** Both lines refunded one after the other: the covered line 33.96, the other its 20.00, the whole charge in all. */
  async function expectSharesAsPaid(orderId: number, coveredLine: number, otherLine: number) {
    const detail = await adminOrder(who.admin, orderId);
    expect(detail.refundable.lines).toHaveLength(2);
    expect(detail.refundable.lines).toEqual(
      expect.arrayContaining([
        { lineId: coveredLine, units: 1, amount: 33.96 },
        { lineId: otherLine, units: 1, amount: 20 },
      ]),
    );
    expect(await lineRefund(orderId, coveredLine)).toMatchObject({ status: 202, body: { amount: 33.96 } });
    expect(await lineRefund(orderId, otherLine)).toMatchObject({ status: 202, body: { amount: 20 } });
    await runDueJobs();
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "refunded", refundedAmountMinor: 5396 });
  }

  it("refunds what the order paid for each line after the owner points the code at the other line's category", async () => {
    const { order, code, other, coveredLine, otherLine } = await paidCategoryOrder();
    const edit = await send(
      patchDiscount,
      jsonRequest(`/api/admin/discounts/${code.id}`, "PATCH", who.admin, { categoryIds: [await categoryOf(other.productId)] }),
      { id: String(code.id) },
    );
    expect(edit.status).toBe(200);
    await expectSharesAsPaid(order.id, coveredLine, otherLine);
  });

  it("refunds what the order paid for each line after the owner moves the discounted product to another category", async () => {
    const { order, covered, coveredLine, otherLine } = await paidCategoryOrder({ addLater: true });
    const db = await getDb();
    const [elsewhere] = await db
      .insert(categories)
      .values({ name: `Elsewhere ${codes}`, internalName: `elsewhere-${codes}-${Date.now() % 100000}` })
      .returning();
    await db.update(products).set({ categoryId: elsewhere.id }).where(eq(products.id, covered.productId));
    await expectSharesAsPaid(order.id, coveredLine, otherLine);
  });
});
