import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { discountCodes, orders, productItems } from "@/db/schema";
import { POST as postSignup } from "@/app/auth/signup/route";
import { POST as postIntent } from "@/app/api/stripe/create-intent/route";
import { PUT as putShipping } from "@/app/api/stripe/[id]/shipping/route";
import { POST as postConfirm } from "@/app/api/payments/test/confirm/route";
import { GET as getStatus } from "@/app/api/orderstatus/route";
import { guestCheckoutOrder } from "@/lib/orders/checkout/guest-checkout";
import { guestOrderLink, sign } from "@/lib/orders/read/guest-link";
import { DISCOUNT_REFUSALS } from "@/lib/pricing/contract";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor, type TestItem } from "./account-fixtures";
import { mailTo, runJobs } from "./mail-fixtures";
import { card, orderOf, SYDNEY_ADDRESS, type IntentAnswer } from "./payments-fixtures";

// A signed-out shopper's checkout, as their browser makes it: the guest checkout cookie the
// intent sets goes back with every later call; another browser has a cookie of its own or none.

type Guest = { cookie: string | null; ip: string };

let guests = 0;
const newGuest = (): Guest => ({ cookie: null, ip: `203.0.113.${++guests}` });

function headersOf(guest: Guest): Record<string, string> {
  return { "x-forwarded-for": guest.ip, ...(guest.cookie ? { cookie: guest.cookie } : {}) };
}

async function guestIntent(guest: Guest, body: unknown): Promise<Response> {
  const response = await postIntent(
    apiRequest("/api/stripe/create-intent", { method: "POST", body, headers: headersOf(guest) }),
    routeContext(),
  );
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) guest.cookie = setCookie.split(";")[0];
  return response;
}

const cartOf = (...lines: [TestItem, number][]) =>
  lines.map(([item, quantity]) => ({ product: { id: item.productId }, productItemId: item.id, quantity }));

async function intentOf(guest: Guest, ...lines: [TestItem, number][]): Promise<IntentAnswer> {
  return intentWith(guest, {}, ...lines);
}

async function intentWith(guest: Guest, choice: { discountCode?: string }, ...lines: [TestItem, number][]): Promise<IntentAnswer> {
  const response = await guestIntent(guest, { amount: 0.01, currency: "aud", country: "au", cart: cartOf(...lines), ...choice });
  expect(response.status).toBe(200);
  return json<IntentAnswer>(response);
}

const guestShipping = (guest: Guest, intentId: string, body: unknown) =>
  putShipping(
    apiRequest(`/api/stripe/${intentId}/shipping`, { method: "PUT", body, headers: headersOf(guest) }),
    routeContext({ id: intentId }),
  );
const guestConfirm = (guest: Guest, body: unknown) =>
  postConfirm(apiRequest("/api/payments/test/confirm", { method: "POST", body, headers: headersOf(guest) }), routeContext());
const statusBy = (query: string, guest?: Guest) =>
  getStatus(apiRequest(`/api/orderstatus?${query}`, { headers: guest ? headersOf(guest) : {} }), routeContext());

const linkQuery = (link: { order: number; expires: number; sig: string }) =>
  new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig }).toString();

/** A guest who has paid for one item with the good test card. */
async function paidGuestOrder(email = `guest${++guests}@example.com`) {
  const guest = newGuest();
  const item = await createItem({ priceMinor: 1250, stock: 5 });
  const intent = await intentOf(guest, [item, 2]);
  const details = { name: "Gail Guest", email, shipping: SYDNEY_ADDRESS };
  expect((await guestShipping(guest, intent.paymentIntentId, details)).status).toBe(200);
  expect(await json(await guestConfirm(guest, card(intent.paymentIntentId)))).toEqual({ status: "succeeded" });
  return { guest, intent, item, order: await orderOf(intent.paymentIntentId) };
}

describe("a guest's POST /api/stripe/create-intent", () => {
  it("prices the listed items from the catalogue, whatever amount and prices the body claims", async () => {
    const guest = newGuest();
    const tee = await createItem({ priceMinor: 2550, stock: 10 });
    const cap = await createItem({ priceMinor: 1000, stock: 10 });
    const response = await guestIntent(guest, {
      amount: 0.01,
      currency: "aud",
      country: "au",
      cart: [
        { product: { id: tee.productId }, productItemId: tee.id, quantity: 1, price: 0.01 },
        { product: { id: cap.productId }, productItemId: cap.id, quantity: 2, totalPrice: 0 },
        { product: { id: tee.productId }, productItemId: tee.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const intent = await json<IntentAnswer>(response);
    expect(intent).toMatchObject({ provider: "test", amount: 71, currency: "aud", country: "AU" });
    const order = await orderOf(intent.paymentIntentId);
    expect(order).toMatchObject({ userId: null, paymentStatus: "pending", amountMinor: 7100, currency: "AUD" });
    expect(guestCheckoutOrder(new Headers({ cookie: guest.cookie! }))).toBe(order.id);

    // The same checkout continues: one order, its amount following the cart.
    const again = await intentOf(guest, [tee, 1]);
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    expect(again.amount).toBe(25.5);
  });

  it("answers 400 for lines without an item, bad quantities, retired or archived items; 409 past the stock", async () => {
    const guest = newGuest();
    const tee = await createItem({ stock: 2 });
    const archived = await createItem({ archived: true });
    const retired = await createItem();
    const db = await getDb();
    await db.update(productItems).set({ retiredAt: new Date() }).where(eq(productItems.id, retired.id));
    const send = (cart: unknown) => guestIntent(guest, { amount: 1, currency: "aud", country: "au", cart });

    const cases: [unknown, number, RegExp][] = [
      [[], 400, /cart is empty/],
      [[{ product: { id: tee.productId }, quantity: 1 }], 400, /cart\[0\]\.productItemId/],
      [cartOf([tee, 0]), 400, /cart\[0\]\.quantity/],
      [cartOf([tee, 1.5]), 400, /cart\[0\]\.quantity/],
      [cartOf([tee, 1], [archived, 1]), 400, /cart\[1\]\.productItemId: \d+ is not for sale/],
      [cartOf([retired, 1]), 400, /cart\[0\]\.productItemId: \d+ is not for sale/],
      [cartOf([tee, 3]), 409, /Only 2 of .* left in stock/],
    ];
    for (const [cart, code, detail] of cases) {
      const response = await send(cart);
      expect([response.status, (await json<{ detail: string }>(response)).detail]).toEqual([code, expect.stringMatching(detail)]);
    }
    const currency = await guestIntent(guest, { currency: "usd", country: "au", cart: cartOf([tee, 1]) });
    expect(currency.status).toBe(400);
    expect(guest.cookie).toBeNull();
  });

  it("answers 400 when lines of one item add up to more than 99, as one line of it would", async () => {
    const guest = newGuest();
    const tee = await createItem({ stock: 500 });
    const cap = await createItem({ stock: 500 });
    const response = await guestIntent(guest, { currency: "aud", country: "au", cart: cartOf([tee, 60], [cap, 1], [tee, 60]) });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ detail: "cart[2].quantity: at most 99 of an item per cart (cart[0] has 60 of it)" });
    expect(guest.cookie).toBeNull();
    // 99 in all, however split, is one line's worth.
    expect((await intentOf(guest, [tee, 50], [tee, 49])).amount).toBe(99 * tee.priceMinor / 100);
  });

  it("limits new guest checkouts per address per hour (429); the same checkout repriced does not count", async () => {
    const guest = newGuest();
    const tee = await createItem({ stock: 50 });
    const first = await intentOf(guest, [tee, 1]);
    for (let quantity = 2; quantity <= 12; quantity++) await intentOf(guest, [tee, quantity]);
    expect((await intentOf(guest, [tee, 1])).paymentIntentId).toBe(first.paymentIntentId);
    // Ten new checkouts (fresh browsers) from one address, then the eleventh is refused.
    for (let started = 1; started < 10; started++) await intentOf({ cookie: null, ip: guest.ip }, [tee, 1]);
    const refused = await guestIntent({ cookie: null, ip: guest.ip }, { currency: "aud", country: "au", cart: cartOf([tee, 1]) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // Another address is not held back.
    expect((await guestIntent(newGuest(), { currency: "aud", country: "au", cart: cartOf([tee, 1]) })).status).toBe(200);
  });
});

describe("a guest's order belongs to their checkout only", () => {
  it("another guest (or nobody) cannot read, address or pay it, even knowing its payment reference", async () => {
    const owner = newGuest();
    const tee = await createItem();
    const intent = await intentOf(owner, [tee, 1]);
    const stranger = newGuest();
    await intentOf(stranger, [tee, 1]);
    const details = { name: "Sly", email: "sly@example.com", shipping: SYDNEY_ADDRESS };
    const forged = { cookie: `shop-guest-checkout=${(await orderOf(intent.paymentIntentId)).id}.9999999999.${"A".repeat(43)}`, ip: stranger.ip };
    for (const other of [stranger, newGuest(), forged]) {
      expect((await guestShipping(other, intent.paymentIntentId, details)).status).toBe(404);
      expect((await guestConfirm(other, card(intent.paymentIntentId))).status).toBe(404);
      expect((await statusBy(`pi=${intent.paymentIntentId}`, other)).status).toBe(404);
    }
    // Its own checkout: the e-mail is required (there is no account to write to).
    expect((await guestShipping(owner, intent.paymentIntentId, { name: "Gail", shipping: SYDNEY_ADDRESS })).status).toBe(400);
    expect((await guestShipping(owner, intent.paymentIntentId, { ...details, name: "Gail" })).status).toBe(200);
    expect(await json(await statusBy(`pi=${intent.paymentIntentId}`, owner))).toMatchObject({ status: "pending" });
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ customerName: "Gail", customerEmail: "sly@example.com" });
  });

  it("a customer's order is out of a guest cookie's reach, and a guest order of a signed-in customer's", async () => {
    const { guest, intent } = await paidGuestOrder();
    const customer = await createUser();
    const token = await tokenFor(customer);
    const response = await getStatus(apiRequest(`/api/orderstatus?pi=${intent.paymentIntentId}`, { token }), routeContext());
    expect(response.status).toBe(404);
    expect((await statusBy(`pi=${intent.paymentIntentId}`, guest)).status).toBe(200);
  });
});

describe("the guest's signed order link", () => {
  it("shows the order while valid; tampered, for another order, or expired is 404", async () => {
    const { order } = await paidGuestOrder();
    const link = guestOrderLink(order.id);
    expect(await json(await statusBy(linkQuery(link)))).toMatchObject({ status: "paid", amount: 2500, currency: "aud" });

    const other = (await paidGuestOrder()).order;
    const past = Math.floor(Date.now() / 1000) - 60;
    const flipped = link.sig[0] === "A" ? `B${link.sig.slice(1)}` : `A${link.sig.slice(1)}`;
    // The last of 43 base64url characters carries 4 bits of the signature and 2 unused ones:
    // another spelling of the same bytes is still not the signature.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(link.sig.at(-1)!);
    const respelt = `${link.sig.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelt, "base64url").equals(Buffer.from(link.sig, "base64url"))).toBe(true);
    for (const bad of [
      { ...link, sig: flipped },
      { ...link, sig: respelt },
      { ...link, order: other.id },
      { ...link, expires: link.expires + 1 },
      { order: order.id, expires: past, sig: sign(order.id, past) },
      // A checkout cookie's signature is not a link's.
      { ...link, sig: sign(order.id, link.expires, "checkout") },
    ])
      expect((await statusBy(linkQuery(bad))).status).toBe(404);
    expect((await statusBy(`order=${order.id}&expires=${link.expires}&sig=short`)).status).toBe(400);
  });

  it("is what the confirmation e-mail links to", async () => {
    const email = `mailed${++guests}@example.com`;
    const { order } = await paidGuestOrder(email);
    await runJobs();
    const [confirmation] = mailTo(email);
    expect(confirmation.subject).toMatch(/confirm/i);
    const url = new URL(/https?:\/\/\S+\/order-complete\?order=\d+&(amp;)?expires=\d+&(amp;)?sig=[\w-]{43}/.exec(confirmation.text)![0].replace(/&amp;/g, "&"));
    expect(url.searchParams.get("order")).toBe(String(order.id));
    expect(confirmation.html).toContain(`order-complete?order=${order.id}`);
    expect(confirmation.text).not.toContain("/profile/orders/");
    expect((await statusBy(url.searchParams.toString())).status).toBe(200);
  });
});

describe("'Create an account' after paying as a guest", () => {
  const signup = (email: string, guestOrder?: unknown) =>
    postSignup(
      apiRequest("/auth/signup", {
        method: "POST",
        body: {
          username: `buyer${++guests}`,
          email,
          firstName: "Gail",
          lastName: "Guest",
          phone: "0400 000 000",
          password: "plum-orbit-ladder-42",
          ...(guestOrder ? { guestOrder } : {}),
        },
      }),
      routeContext(),
    );

  it("attaches no order through the link: not even with the order's own e-mail, until it is confirmed", async () => {
    const email = `attach${++guests}@example.com`;
    const { order } = await paidGuestOrder(email);
    expect((await signup(`new-${email}`, guestOrderLink(order.id))).status).toBe(201);
    expect((await signup(email, guestOrderLink(order.id))).status).toBe(201);
    const db = await getDb();
    const [{ userId }] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
    expect(userId).toBeNull();
  });

  it("a guest may use an e-mail that has an account: the order stays a guest order, and nothing tells", async () => {
    const customer = await createUser();
    const { order } = await paidGuestOrder(customer.email);
    expect(order.userId).toBeNull();
    expect(order.customerEmail).toBe(customer.email);
  });
});

describe("a code's per-customer limit for a guest", () => {
  let codes = 0;
  async function onceACustomer() {
    const db = await getDb();
    const [code] = await db
      .insert(discountCodes)
      .values({ code: `GUESTONCE${++codes}${Date.now() % 100000}`, kind: "percent", percentOff: 10, perCustomerLimit: 1 })
      .returning();
    return code;
  }

  /** A guest who has paid once with `code` as `email`. */
  async function usedOnce(code: string, email: string) {
    const guest = newGuest();
    const item = await createItem({ priceMinor: 2000, stock: 5 });
    const intent = await intentWith(guest, { discountCode: code }, [item, 1]);
    expect((await guestShipping(guest, intent.paymentIntentId, { name: "Ann", email, shipping: SYDNEY_ADDRESS })).status).toBe(200);
    expect(await json(await guestConfirm(guest, card(intent.paymentIntentId)))).toEqual({ status: "succeeded" });
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "paid", discountAmountMinor: 200 });
    return item;
  }

  it("is checked when the e-mail is given at the shipping step, before any payment, in any case and +tag", async () => {
    const code = await onceACustomer();
    const name = `ann${++guests}`;
    const item = await usedOnce(code.code, `${name}@example.com`);
    const email = `${name.toUpperCase()}+again@Example.com`;
    const guest = newGuest();
    const intent = await intentWith(guest, { discountCode: code.code }, [item, 1]);
    const refused = await guestShipping(guest, intent.paymentIntentId, { name: "Ann", email, shipping: SYDNEY_ADDRESS });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ detail: DISCOUNT_REFUSALS.usedByYou });
    // Nothing was charged, and the checkout goes on without the code.
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending", customerEmail: null });
    const without = await intentOf(guest, [item, 1]);
    expect(without).toMatchObject({ paymentIntentId: intent.paymentIntentId, amount: 20 });
    expect((await guestShipping(guest, intent.paymentIntentId, { name: "Ann", email, shipping: SYDNEY_ADDRESS })).status).toBe(200);
  });

  it("is checked at the payment intent once the guest's e-mail is known", async () => {
    const code = await onceACustomer();
    const name = `bea${++guests}`;
    const item = await usedOnce(code.code, `${name}+first@example.com`);
    const guest = newGuest();
    const intent = await intentOf(guest, [item, 1]);
    const details = { name: "Bea", email: `${name.toUpperCase()}@EXAMPLE.com`, shipping: SYDNEY_ADDRESS };
    expect((await guestShipping(guest, intent.paymentIntentId, details)).status).toBe(200);
    const refused = await guestIntent(guest, { currency: "aud", country: "au", cart: cartOf([item, 1]), discountCode: code.code });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ detail: DISCOUNT_REFUSALS.usedByYou });
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending", discountCodeId: null, amountMinor: 2000 });
  });

  it("is checked when the test card's receipt e-mail changes the customer, before the card is charged", async () => {
    const code = await onceACustomer();
    const name = `eve${++guests}`;
    const item = await usedOnce(code.code, `${name}@example.com`);
    const guest = newGuest();
    const intent = await intentWith(guest, { discountCode: code.code }, [item, 1]);
    const details = { name: "Eve", email: `other${guests}@example.com`, shipping: SYDNEY_ADDRESS };
    expect((await guestShipping(guest, intent.paymentIntentId, details)).status).toBe(200);
    const refused = await guestConfirm(guest, { ...card(intent.paymentIntentId), receiptEmail: `${name}+2@example.com` });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ detail: DISCOUNT_REFUSALS.usedByYou });
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "pending", customerEmail: details.email });
  });

  it("still lets another customer, and the same one without the code, pay", async () => {
    const code = await onceACustomer();
    const item = await usedOnce(code.code, `cy${++guests}@example.com`);
    const guest = newGuest();
    const intent = await intentWith(guest, { discountCode: code.code }, [item, 1]);
    const details = { name: "Di", email: `di${++guests}@example.com`, shipping: SYDNEY_ADDRESS };
    expect((await guestShipping(guest, intent.paymentIntentId, details)).status).toBe(200);
    expect(await json(await guestConfirm(guest, card(intent.paymentIntentId)))).toEqual({ status: "succeeded" });
    expect(await orderOf(intent.paymentIntentId)).toMatchObject({ paymentStatus: "paid", discountAmountMinor: 200 });
  });
});
