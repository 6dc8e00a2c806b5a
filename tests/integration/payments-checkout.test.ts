import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, currencyRates, orders } from "@/db/schema";
import { GET as getOrders } from "@/app/api/orders/route";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { mailTo, runJobs } from "./mail-fixtures";
import {
  card,
  confirm,
  createIntent,
  intentFor,
  orderOf,
  putInCart,
  shipping,
  status,
  stockOf,
  SYDNEY_ADDRESS,
} from "./payments-fixtures";

async function shopper() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}

describe("POST /api/stripe/create-intent", () => {
  it("charges the server's cart at catalogue prices, whatever amount and cart the client sends", async () => {
    const { user, token } = await shopper();
    const tee = await createItem({ priceMinor: 2550, stock: 10 });
    await putInCart(user.id, tee.id, 2);
    const response = await createIntent(token, {
      amount: 0.01,
      currency: "aud",
      country: "au",
      cart: [{ product: { id: tee.productId }, quantity: 1 }],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const intent = await response.json();
    expect(intent).toMatchObject({ provider: "test", amount: 51, currency: "aud", country: "AU" });
    expect(intent.clientSecret.split("_secret_")[0]).toBe(intent.paymentIntentId);
    const order = await orderOf(intent.paymentIntentId);
    expect(order).toMatchObject({ paymentStatus: "pending", amountMinor: 5100, baseAmountMinor: 5100, currency: "AUD", userId: user.id });
  });

  it("reuses the intent while the cart is unchanged and updates the same order when it changes", async () => {
    const { user, token } = await shopper();
    const tee = await createItem({ priceMinor: 1000, stock: 10 });
    await putInCart(user.id, tee.id, 1);
    const first = await intentFor(token);
    expect((await intentFor(token)).clientSecret).toBe(first.clientSecret);

    const db = await getDb();
    await db.update(cartLines).set({ quantity: 3 }).where(eq(cartLines.userId, user.id));
    const changed = await intentFor(token);
    expect(changed.paymentIntentId).toBe(first.paymentIntentId);
    expect(changed.amount).toBe(30);
    const pending = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(pending).toHaveLength(1);
    expect(pending[0].amountMinor).toBe(3000);
  });

  it("converts with the shop's exchange rate and records the rate and both amounts", async () => {
    const { user, token } = await shopper();
    const tee = await createItem({ priceMinor: 1000, stock: 10 });
    await putInCart(user.id, tee.id, 1);
    const db = await getDb();
    await db.insert(currencyRates).values({ currency: "CAD", rate: "1.370000" }).onConflictDoNothing();
    const intent = await intentFor(token, "ca", "cad");
    expect(intent.amount).toBe(13.7);
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ baseAmountMinor: 1000, amountMinor: 1370, exchangeRate: "1.370000" });
  });

  it("refuses countries without card payments, a currency that is not the country's, and an empty cart", async () => {
    const { user, token } = await shopper();
    const empty = await createIntent(token, { amount: 10, currency: "usd", country: "us", cart: [] });
    expect(empty.status).toBe(400);
    expect((await json<{ detail: string }>(empty)).detail).toBe("Your cart is empty");

    await putInCart(user.id, (await createItem()).id, 1);
    const bangladesh = await createIntent(token, { amount: 10, currency: "usd", country: "bd", cart: [] });
    expect(bangladesh.status).toBe(400);
    expect((await json<{ detail: string }>(bangladesh)).detail).toBe("Payments are not supported in BD");
    const mismatch = await createIntent(token, { amount: 10, currency: "usd", country: "au", cart: [] });
    expect(mismatch.status).toBe(400);
    for (const body of [{ currency: 12 }, { currency: "dollars" }, { currency: "aud", country: "Australia" }, "not json"]) {
      expect((await createIntent(token, body)).status).toBe(400);
    }
  });

  it("answers 409 when the cart holds more than the stock", async () => {
    const { user, token } = await shopper();
    const scarce = await createItem({ stock: 2 });
    await putInCart(user.id, scarce.id, 2);
    const db = await getDb();
    await db.update(cartLines).set({ quantity: 3 }).where(eq(cartLines.userId, user.id));
    const response = await createIntent(token, { amount: 1, currency: "usd", country: "us", cart: [] });
    expect(response.status).toBe(409);
    expect((await json<{ detail: string }>(response)).detail).toMatch(/Only 2 of .* left in stock/);
  });

  it("signed out, is a guest checkout priced from the body's items: an empty one is a 400", async () => {
    expect((await createIntent(undefined, { amount: 1, currency: "usd", country: "us", cart: [] })).status).toBe(400);
  });
});

describe("PUT /api/stripe/{id}/shipping", () => {
  it("stores a complete address in the order's country, for the order's owner only", async () => {
    const { user, token } = await shopper();
    await putInCart(user.id, (await createItem()).id, 1);
    const intent = await intentFor(token);

    const abroad = await shipping(token, intent.paymentIntentId, { name: "Sam", shipping: { ...SYDNEY_ADDRESS, country: "US" } });
    expect(abroad.status).toBe(400);
    expect((await json<{ detail: string }>(abroad)).detail).toBe("Shipping is only available to AU");
    const incomplete = await shipping(token, intent.paymentIntentId, { name: "Sam", shipping: { ...SYDNEY_ADDRESS, line1: "  " } });
    expect(incomplete.status).toBe(400);

    const stranger = await tokenFor(await createUser());
    expect((await shipping(stranger, intent.paymentIntentId, { name: "Sam", shipping: SYDNEY_ADDRESS })).status).toBe(404);
    expect((await shipping(token, "pi_test_doesnotexist", { name: "Sam", shipping: SYDNEY_ADDRESS })).status).toBe(404);
    // Signed out, only a guest's own checkout cookie reaches an order: a customer's is not found.
    expect((await shipping(undefined, intent.paymentIntentId, { name: "Sam", shipping: SYDNEY_ADDRESS })).status).toBe(404);

    const saved = await shipping(token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS });
    expect(saved.status).toBe(200);
    expect((await orderOf(intent.paymentIntentId)).shipping).toMatchObject({ line1: "1 George Street", country: "AU" });
  });
});

describe("paying with the test provider", () => {
  it("a good card pays the order once: stock taken, cart emptied, confirmation written", async () => {
    const { user, token } = await shopper();
    const tee = await createItem({ priceMinor: 1500, stock: 5 });
    await putInCart(user.id, tee.id, 2);
    const intent = await intentFor(token);
    expect((await confirm(token, card(intent.paymentIntentId))).status).toBe(400); // no address yet
    await shipping(token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS });

    const typo = await confirm(token, card(intent.paymentIntentId, "4242 4242 4242 4241"));
    expect(typo.status).toBe(400);
    expect((await json<{ detail: string }>(typo)).detail).toBe("Your card number is invalid.");
    expect((await confirm(token, { ...card(intent.paymentIntentId), expiry: "01/20" })).status).toBe(400);

    const paid = await confirm(token, card(intent.paymentIntentId));
    expect(await json(paid)).toEqual({ status: "succeeded" });
    expect(await stockOf(tee.id)).toBe(3);
    const db = await getDb();
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toEqual([]);

    const answer = await status(token, `?pi=${intent.paymentIntentId}`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(answer)).toEqual({ status: "paid", fulfilment: "unfulfilled", reason: null, amount: 3000, currency: "aud", progress: null });

    // Paying again changes nothing.
    expect((await confirm(token, card(intent.paymentIntentId))).status).toBe(409);
    expect(await stockOf(tee.id)).toBe(3);

    // The confirmation is queued with the payment and sent by the job worker, once.
    expect(mailTo(user.email)).toEqual([]);
    await runJobs();
    await runJobs();
    const [confirmation, ...more] = mailTo(user.email);
    expect(more).toEqual([]);
    expect(confirmation.subject).toMatch(/^Your order #\d+ is confirmed$/);
    expect(confirmation.text).toContain("1 George Street");
    expect(confirmation.html).toContain("1 George Street");
  });

  it("a declined card is not final: the order waits with the reason, and another card on the same payment pays it", async () => {
    const { user, token } = await shopper();
    const tee = await createItem({ stock: 5 });
    await putInCart(user.id, tee.id, 1);
    const intent = await intentFor(token);
    await shipping(token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS });
    expect(await json(await confirm(token, card(intent.paymentIntentId, "4000 0000 0000 0002")))).toEqual({
      status: "failed",
      reason: "Your card was declined.",
    });
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({
      status: "pending",
      reason: "Your card was declined.",
    });
    expect(await stockOf(tee.id)).toBe(5);
    // Try Again: the checkout hands back the same payment, and a good card pays it.
    expect((await intentFor(token)).paymentIntentId).toBe(intent.paymentIntentId);
    expect(await json(await confirm(token, card(intent.paymentIntentId, "4000 0000 0000 9995")))).toEqual({
      status: "failed",
      reason: "Your card has insufficient funds.",
    });
    expect(await json(await confirm(token, card(intent.paymentIntentId)))).toEqual({ status: "succeeded" });
    expect(await json(await status(token, `?pi=${intent.paymentIntentId}`))).toMatchObject({ status: "paid", reason: null });
    expect(await stockOf(tee.id)).toBe(4);
  });

  it("twenty buyers racing for five units: exactly five are paid and the stock ends at zero", async () => {
    const item = await createItem({ stock: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { user, token } = await shopper();
        await putInCart(user.id, item.id, 1);
        const intent = await intentFor(token);
        await shipping(token, intent.paymentIntentId, { name: "Racer", shipping: SYDNEY_ADDRESS });
        return { token, intent };
      }),
    );
    const results = await Promise.all(
      buyers.map(async ({ token, intent }) => json<{ status: string; reason?: string }>(await confirm(token, card(intent.paymentIntentId)))),
    );
    expect(results.filter((result) => result.status === "succeeded")).toHaveLength(5);
    const soldOut = results.filter((result) => result.status === "failed");
    expect(soldOut).toHaveLength(15);
    expect(soldOut[0].reason).toMatch(/sold out/);
    expect(await stockOf(item.id)).toBe(0);
  });
});

describe("GET /api/orderstatus and /api/orders", () => {
  it("shows an order to its owner and admins only; 400 without pi", async () => {
    const { user, token } = await shopper();
    await putInCart(user.id, (await createItem()).id, 1);
    const intent = await intentFor(token);
    expect((await status(token, "")).status).toBe(400);
    expect((await status(token, "?pi=nonsense")).status).toBe(400);
    expect((await status(undefined, `?pi=${intent.paymentIntentId}`)).status).toBe(404);
    expect((await status(await tokenFor(await createUser()), `?pi=${intent.paymentIntentId}`)).status).toBe(404);
    const admin = await tokenFor(await createUser({ role: "admin" }));
    expect(await json(await status(admin, `?pi=${intent.paymentIntentId}`))).toMatchObject({ status: "pending", currency: "aud" });
  });

  it("lists the user's own orders, newest first, with their lines", async () => {
    const { user, token } = await shopper();
    const tee = await createItem({ priceMinor: 1200 });
    await putInCart(user.id, tee.id, 2);
    const intent = await intentFor(token);
    const response = await getOrders(apiRequest("/api/orders", { token }), routeContext());
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const list = await json<{ paymentIntentId: string; amount: number; lines: { quantity: number; unitPrice: number }[] }[]>(response);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ paymentIntentId: intent.paymentIntentId, amount: 24, lines: [{ quantity: 2, unitPrice: 12 }] });
    expect((await getOrders(apiRequest("/api/orders"), routeContext())).status).toBe(401);
    expect(await json(await getOrders(apiRequest("/api/orders", { token: await tokenFor(await createUser()) }), routeContext()))).toEqual([]);
  });
});
