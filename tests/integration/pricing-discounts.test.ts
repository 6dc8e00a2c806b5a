import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { currencyRates, discountCodes, discountRedemptions, orderRefunds, products, shippingMethods, taxRates } from "@/db/schema";
import { POST as postQuote } from "@/app/api/cart/quote/route";
import { DISCOUNT_REFUSALS } from "@/lib/pricing/contract";
import { CODE_USED_UP } from "@/lib/orders/contract/refused-payment";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { card, confirm, createIntent, orderOf, putInCart, shipping, stockOf, SYDNEY_ADDRESS } from "./payments-fixtures";

// Discount codes, delivery and tax as the shopper meets them: the cart's quote, the payment
// intent's amount, and the use counted when the payment arrives.

type Quote = {
  currency: string;
  items: number;
  discount: { code: string; amount: number } | null;
  discountError: string | null;
  shippingOptions: { id: number; name: string; price: number; free: boolean }[];
  shipping: { methodId: number; name: string; amount: number } | null;
  tax: { label: string; ratePercent: number; inclusive: boolean; amount: number };
  total: number;
  lines: { productItemId: number; unitPrice: number; totalPrice: number }[];
};

function quote(token: string | undefined, body: unknown) {
  return postQuote(apiRequest("/api/cart/quote", { method: "POST", token, body }), routeContext());
}

async function quoted(token: string | undefined, body: unknown): Promise<Quote> {
  const response = await quote(token, body);
  expect(response.status).toBe(200);
  return json<Quote>(response);
}

let codes = 0;
async function createCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(discountCodes)
    .values({ code: `CODE${++codes}${Date.now() % 100000}`, kind: "percent", percentOff: 20, ...values })
    .returning();
  return row;
}

async function shopperWith(priceMinor: number, quantity = 1) {
  const user = await createUser();
  const item = await createItem({ priceMinor, stock: 10 });
  await putInCart(user.id, item.id, quantity);
  return { user, token: await tokenFor(user), item };
}

async function paid(token: string, paymentIntentId: string) {
  expect((await shipping(token, paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);
  return confirm(token, card(paymentIntentId));
}

afterEach(async () => {
  const db = await getDb();
  await db.delete(shippingMethods);
  await db.delete(taxRates);
  await db.delete(currencyRates);
});

describe("POST /api/cart/quote", () => {
  it("with nothing configured, shows GST 0, delivery TBD and the items' subtotal as the total", async () => {
    const { token } = await shopperWith(1250, 2);
    const body = await quoted(token, { country: "AU" });
    expect(body).toMatchObject({
      currency: "AUD",
      items: 25,
      discount: null,
      discountError: null,
      shippingOptions: [],
      shipping: null,
      tax: { label: "GST", ratePercent: 0, amount: 0 },
      total: 25,
    });
  });

  it("prices a Sydney cart with the code, AU delivery and GST included, in AUD at the shop's rate", async () => {
    const { token, item } = await shopperWith(5000, 2);
    const db = await getDb();
    await db.insert(currencyRates).values({ currency: "AUD", rate: "1.5" });
    await db.insert(taxRates).values({ country: "AU", rate: "10", inclusive: true });
    const [standard] = await db
      .insert(shippingMethods)
      .values({ country: "AU", name: "Standard", priceMinor: 1000, freeAboveMinor: 50000 })
      .returning();
    const code = await createCode({ percentOff: 20 });

    const body = await quoted(token, { country: "au", discountCode: code.code.toLowerCase() });
    // 2 × 75.00 AUD = 150.00; 20 % off = 30.00; + 10.00 delivery = 130.00, GST inside = 130/11 = 11.82
    expect(body).toMatchObject({
      currency: "AUD",
      lines: [{ productItemId: item.id, unitPrice: 75, totalPrice: 150 }],
      items: 150,
      discount: { code: code.code, amount: 30 },
      shipping: { methodId: standard.id, name: "Standard", amount: 10 },
      shippingOptions: [{ id: standard.id, name: "Standard", price: 10, free: false }],
      tax: { label: "GST", ratePercent: 10, inclusive: true, amount: 11.82 },
      total: 130,
    });
  });

  it("prices a signed-out cart from the items it lists, never from prices it sends", async () => {
    const item = await createItem({ priceMinor: 1999 });
    const body = await quoted(undefined, {
      country: "US",
      cart: [{ productItemId: item.id, quantity: 3, price: 0.01 }],
    });
    expect(body).toMatchObject({ currency: "USD", items: 59.97, total: 59.97 });
  });

  it("answers 400 for bad input, an empty cart and a delivery method of another country", async () => {
    const { token } = await shopperWith(1000);
    expect((await quote(token, { country: "Australia" })).status).toBe(400);
    expect((await quote(token, { country: "AU", discountCode: "x".repeat(41) })).status).toBe(400);
    expect((await quote(token, { country: "AU", shippingMethodId: "one" })).status).toBe(400);
    const db = await getDb();
    const [us] = await db.insert(shippingMethods).values({ country: "US", name: "Ground", priceMinor: 500 }).returning();
    const foreign = await quote(token, { country: "AU", shippingMethodId: us.id });
    expect(foreign.status).toBe(400);
    expect((await json<{ detail: string }>(foreign)).detail).toMatch(/not a delivery method for AU/);
    const empty = await quote(await tokenFor(await createUser()), { country: "AU" });
    expect(empty.status).toBe(400);
    expect((await json<{ detail: string }>(empty)).detail).toBe("Your cart is empty");
  });
});

describe("discount code rules", () => {
  const refusalOf = async (token: string, discountCode: string) =>
    (await quoted(token, { country: "US", discountCode })).discountError;

  it("refuses an unknown, an inactive, a future and an expired code alike (none tells which codes exist)", async () => {
    const { token } = await shopperWith(5000);
    expect(await refusalOf(token, "NOSUCHCODE")).toBe(DISCOUNT_REFUSALS.unknown);
    expect(await refusalOf(token, (await createCode({ active: false })).code)).toBe(DISCOUNT_REFUSALS.unknown);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await refusalOf(token, (await createCode({ startsAt: tomorrow })).code)).toBe(DISCOUNT_REFUSALS.unknown);
    const yesterday = new Date(Date.now() - 86_400_000);
    const expired = await createCode({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: yesterday });
    expect(await refusalOf(token, expired.code)).toBe(DISCOUNT_REFUSALS.unknown);
  });

  it("refuses a used-up code as unknown, and one this customer used as often as allowed with that reason", async () => {
    const { user, token } = await shopperWith(5000);
    const usedUp = await createCode({ usageLimit: 2, usedCount: 2 });
    expect(await refusalOf(token, usedUp.code)).toBe(DISCOUNT_REFUSALS.unknown);

    const once = await createCode({ perCustomerLimit: 1 });
    const first = await json<{ paymentIntentId: string }>(
      await createIntent(token, { currency: "aud", country: "au", discountCode: once.code }),
    );
    expect((await paid(token, first.paymentIntentId)).status).toBe(200);
    await putInCart(user.id, (await createItem({ priceMinor: 5000 })).id, 1);
    expect(await refusalOf(token, once.code)).toBe(DISCOUNT_REFUSALS.usedByYou);
  });

  it("refuses a code below its minimum subtotal, in the cart's currency", async () => {
    const { token } = await shopperWith(4000);
    const db = await getDb();
    await db.insert(currencyRates).values({ currency: "AUD", rate: "1.5" });
    const code = await createCode({ minSubtotalMinor: 5000 });
    expect((await quoted(token, { country: "AU", discountCode: code.code })).discountError).toBe(
      "Spend at least $75.00 AUD to use this code",
    );
    expect((await quoted(token, { country: "US", discountCode: code.code })).discountError).toBe(
      "Spend at least $50.00 USD to use this code",
    );
  });

  it("takes a category code off that category's lines only, and refuses it for other items", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const shirt = await createItem({ priceMinor: 4000 });
    const mug = await createItem({ priceMinor: 1000 });
    const db = await getDb();
    const [{ categoryId }] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, shirt.productId));
    const code = await createCode({ percentOff: 50, categoryIds: [categoryId] });

    await putInCart(user.id, mug.id, 1);
    expect(await refusalOf(token, code.code)).toBe(DISCOUNT_REFUSALS.notForItems);
    await putInCart(user.id, shirt.id, 1);
    const body = await quoted(token, { country: "US", discountCode: code.code });
    expect(body).toMatchObject({ items: 50, discount: { amount: 20 }, total: 30 });
  });

  it("never takes a total below 0: a fixed amount larger than the cart takes the cart's value", async () => {
    const { token } = await shopperWith(1500);
    const code = await createCode({ kind: "fixed", percentOff: null, amountOffMinor: 10_000 });
    expect(await quoted(token, { country: "US", discountCode: code.code })).toMatchObject({ discount: { amount: 15 }, total: 0 });
  });
});

describe("the code at checkout", () => {
  it("charges the discounted total the quote showed and records the breakdown on the order", async () => {
    const { token } = await shopperWith(5000, 2);
    const db = await getDb();
    await db.insert(taxRates).values({ country: "US", rate: "8.875", inclusive: false });
    const [ground] = await db.insert(shippingMethods).values({ country: "US", name: "Ground", priceMinor: 700 }).returning();
    const code = await createCode({ percentOff: 20 });
    const shown = await quoted(token, { country: "US", discountCode: code.code, shippingMethodId: ground.id });

    const response = await createIntent(token, {
      amount: 0.5, // a tampered total: never read
      currency: "usd",
      country: "us",
      discountCode: code.code,
      shippingMethodId: ground.id,
    });
    expect(response.status).toBe(200);
    const intent = await json<{ paymentIntentId: string; amount: number; quote: Quote }>(response);
    // (100 - 20 + 7) × 1.08875 = 94.72
    expect(intent.amount).toBe(shown.total);
    expect(intent.amount).toBe(94.72);
    expect(intent.quote).toEqual(shown);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({
      amountMinor: 9472,
      itemsAmountMinor: 10000,
      discountCodeId: code.id,
      discountCode: code.code,
      discountAmountMinor: 2000,
      shippingMethodId: ground.id,
      shippingMethodName: "Ground",
      shippingAmountMinor: 700,
      taxRate: "8.875",
      taxInclusive: false,
      taxAmountMinor: 772,
    });
  });

  it("answers 409 with the reason when the code asked for does not apply", async () => {
    const { token } = await shopperWith(5000);
    const expired = await createCode({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 1000) });
    const response = await createIntent(token, { currency: "usd", country: "us", discountCode: expired.code });
    expect(response.status).toBe(409);
    expect((await json<{ detail: string }>(response)).detail).toBe(DISCOUNT_REFUSALS.unknown);
  });

  it("updates the pending order when the code is removed, at the same intent", async () => {
    const { token } = await shopperWith(5000);
    const code = await createCode({ percentOff: 10 });
    const withCode = await json<{ paymentIntentId: string; amount: number }>(
      await createIntent(token, { currency: "usd", country: "us", discountCode: code.code }),
    );
    expect(withCode.amount).toBe(45);
    const without = await json<{ paymentIntentId: string; amount: number }>(
      await createIntent(token, { currency: "usd", country: "us" }),
    );
    expect(without).toMatchObject({ paymentIntentId: withCode.paymentIntentId, amount: 50 });
    expect(await orderOf(without.paymentIntentId)).toMatchObject({ discountCode: null, discountAmountMinor: 0, amountMinor: 5000 });
  });

  it("counts a use once, when the order is paid", async () => {
    const { token } = await shopperWith(5000);
    const code = await createCode({ usageLimit: 5 });
    const intent = await json<{ paymentIntentId: string }>(
      await createIntent(token, { currency: "aud", country: "au", discountCode: code.code }),
    );
    const db = await getDb();
    const usedCount = async () => (await db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0].usedCount;
    expect(await usedCount()).toBe(0);
    expect((await paid(token, intent.paymentIntentId)).status).toBe(200);
    expect(await usedCount()).toBe(1);
    // The payment reported again (a status poll, a webhook) counts nothing more.
    await confirm(token, card(intent.paymentIntentId));
    expect(await usedCount()).toBe(1);
    expect(await db.select().from(discountRedemptions).where(eq(discountRedemptions.discountCodeId, code.id))).toHaveLength(1);
  });

  it("gives concurrent buyers of a code's last use exactly one discounted paid order; the other is refunded", async () => {
    const code = await createCode({ usageLimit: 1 });
    const buyers = await Promise.all([shopperWith(3000), shopperWith(3000), shopperWith(3000)]);
    const intents = await Promise.all(
      buyers.map(async ({ token }) => {
        const response = await createIntent(token, { currency: "aud", country: "au", discountCode: code.code });
        expect(response.status).toBe(200);
        return json<{ paymentIntentId: string; amount: number }>(response);
      }),
    );
    expect(intents.map((intent) => intent.amount)).toEqual([24, 24, 24]);
    for (const [index, { token }] of buyers.entries())
      expect((await shipping(token, intents[index].paymentIntentId, { name: "Ann Lee", shipping: SYDNEY_ADDRESS })).status).toBe(200);

    await Promise.all(buyers.map(({ token }, index) => confirm(token, card(intents[index].paymentIntentId))));

    const settled = await Promise.all(intents.map((intent) => orderOf(intent.paymentIntentId)));
    const paidOrders = settled.filter((order) => order.paymentStatus === "paid");
    const refused = settled.filter((order) => order.paymentStatus !== "paid");
    expect(paidOrders).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const order of refused) expect(order).toMatchObject({ paymentStatus: "failed", failureReason: CODE_USED_UP });
    const db = await getDb();
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row.usedCount).toBe(1);
    const refunds = await db.select().from(orderRefunds);
    expect(refunds.filter((refund) => refused.some((order) => order.id === refund.orderId))).toEqual(
      expect.arrayContaining(refused.map((order) => expect.objectContaining({ orderId: order.id, reason: "code-used-up", amountMinor: 2400 }))),
    );
    // The refused orders took no stock.
    const stocks = await Promise.all(buyers.map(({ item }) => stockOf(item.id)));
    expect(stocks.sort((a, b) => a - b)).toEqual([9, 10, 10]);
  });
});
