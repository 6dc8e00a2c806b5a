/** @jest-environment node */
import type { Answer, RequestOptions, ShopperHttp } from "@/bench/soak/http-client";
import { shopOnce, StepFailed, type JourneyContext, type Shopper } from "@/bench/soak/journey";
import { stepStats } from "@/bench/soak/step-stats";

type Sent = { method: string; path: string } & RequestOptions;
type Route = (sent: Sent) => Answer | Promise<Answer>;

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const PI = "pi_test_abc123";

/** A shop that answers every call of the journey as the real one does, unless `overrides` says otherwise. */
function fakeShop(overrides: Record<string, Route> = {}) {
  const sent: Sent[] = [];
  const routes: [RegExp, Route][] = [
    [/^POST \/auth\/login$/, () => ok({ role: "customer", username: "shopper", token: "customer-token" })],
    [/^GET \/api\/productItem\/\d+\/byProduct$/, () => ok([{ id: 70, stock: 3 }, { id: 71, stock: 25 }])],
    [/^GET \/api\/product\?/, () => ok({ results: [{ id: 7 }], count: 1, pageSize: 10 })],
    [/^GET \/api\/product\/\d+$/, () => ok({ id: 7, name: "Linen Shirt" })],
    [/^POST \/api\/cart$/, () => ok({ id: 1 }, 201)],
    [/^GET \/api\/cart$/, () => ok([{ quantity: 2, totalPrice: 39.9, productItem: { product: { id: 7 } } }])],
    [/^POST \/api\/stripe\/create-intent$/, () => ok({ clientSecret: `${PI}_secret_xyz`, paymentIntentId: PI })],
    [/^PUT \/api\/stripe\/.+\/shipping$/, () => ok({ ok: true })],
    [/^POST \/api\/payments\/test\/confirm$/, () => ok({ status: "succeeded" })],
    [/^GET \/api\/orderstatus\?/, () => ok({ status: "paid", reason: null, amount: 3990, currency: "aud" })],
    [/^GET \/api\/admin\/product\?/, () => ok({ results: [], count: 0, pageSize: 10 })],
    [/^GET \//, () => ok("<html></html>")],
  ];
  const http: ShopperHttp = {
    async send(method, path, options = {}) {
      const call = { method, path, ...options };
      sent.push(call);
      const key = `${method} ${path}`;
      const override = Object.entries(overrides).find(([pattern]) => new RegExp(pattern).test(key));
      const route = override?.[1] ?? routes.find(([pattern]) => pattern.test(key))?.[1];
      if (!route) throw new Error(`no route for ${key}`);
      return route(call);
    },
    close() {},
  };
  return { http, sent };
}

function context(http: ShopperHttp, adminToken?: string, random = () => 0.4) {
  const shopper: Shopper = { index: 3, username: "shopper", password: "load-shopper-1", email: "shopper@example.com", name: "Load Shopper3", country: "AU", http, adminToken };
  const paid: string[] = [];
  const stats = stepStats();
  const catalogue = { topCategories: ["men"], categories: ["men-shirts"], colours: ["red"], words: ["linen"], productIds: [7] };
  const value: JourneyContext = { shopper, catalogue, stats, random, onPaid: (pi) => paid.push(pi) };
  return { value, paid, stats };
}

describe("a virtual shopper's journey", () => {
  it("browses, buys an item in stock and pays with the test card, as the browser does", async () => {
    const { http, sent } = fakeShop();
    const { value, paid, stats } = context(http, "admin-token");
    await shopOnce(value);

    expect(paid).toEqual([PI]);
    expect(stats.summaries().every((step) => step.count === 1 && step.errors === 0)).toBe(true);
    expect(sent.map((call) => `${call.method} ${call.path.split("?")[0]}`)).toEqual([
      "GET /",
      "GET /products",
      "GET /products",
      "GET /api/product",
      "GET /products/7/details",
      "GET /api/product/7",
      "GET /api/productItem/7/byProduct",
      "POST /auth/login",
      "POST /api/cart",
      "GET /api/cart",
      "POST /api/stripe/create-intent",
      `PUT /api/stripe/${PI}/shipping`,
      "POST /api/payments/test/confirm",
      "GET /api/orderstatus",
      "GET /api/admin/product",
    ]);
    const byPath = (start: string) => sent.find((call) => `${call.method} ${call.path}`.startsWith(start))!;
    // The first item with enough stock, not the first item.
    expect(byPath("POST /api/cart").json).toMatchObject({ productItemId: 71 });
    expect(byPath("POST /api/cart").token).toBe("customer-token");
    expect(byPath("POST /api/stripe/create-intent").json).toEqual({ amount: 39.9, currency: "aud", country: "au", cart: [{ product: { id: 7 }, quantity: 2 }] });
    expect(byPath("POST /api/payments/test/confirm").json).toMatchObject({ paymentIntentId: PI, cardNumber: "4242 4242 4242 4242" });
    expect(byPath("GET /api/orderstatus").path).toBe(`/api/orderstatus?pi=${PI}`);
    expect(byPath("GET /api/admin/product").token).toBe("admin-token");
    expect(byPath("GET /products?").path).toBe("/products?categories=men");
  });

  it("skips the admin list for a shopper without an admin token", async () => {
    const { http, sent } = fakeShop();
    await shopOnce(context(http).value);
    expect(sent.some((call) => call.path.startsWith("/api/admin/"))).toBe(false);
  });

  it("records a declined payment as an error, counts no paid order and stops the journey", async () => {
    const { http, sent } = fakeShop({ "^POST /api/payments/test/confirm$": () => ok({ status: "failed", reason: "Your card was declined." }) });
    const { value, paid, stats } = context(http);
    await expect(shopOnce(value)).rejects.toThrow(StepFailed);
    expect(paid).toEqual([]);
    const pay = stats.summaries().find((step) => step.step === "pay (test card)")!;
    expect(pay).toMatchObject({ count: 1, errors: 1 });
    expect(pay.errorSamples[0]).toContain("unexpected answer");
    expect(sent.some((call) => call.path.startsWith("/api/orderstatus"))).toBe(false);
  });

  it("records a non-2xx answer with its detail, and a network failure with its message", async () => {
    const conflict = fakeShop({ "^POST /api/stripe/create-intent$": () => ok({ detail: "Linen Shirt (LS-1) is out of stock" }, 409) });
    const first = context(conflict.http);
    await expect(shopOnce(first.value)).rejects.toThrow("create intent: 409 Linen Shirt (LS-1) is out of stock");

    const broken = fakeShop({ "^GET /api/cart$": () => Promise.reject(new Error("socket hang up")) });
    const second = context(broken.http);
    await expect(shopOnce(second.value)).rejects.toThrow("cart api: socket hang up");
    expect(second.stats.summaries().find((step) => step.step === "cart api")?.errorSamples).toEqual(["socket hang up"]);
  });

  it("sometimes clicks Pay twice at once: one click pays, the other may answer 409, and the order counts once", async () => {
    let clicks = 0;
    const { http, sent } = fakeShop({
      "^POST /api/payments/test/confirm$": () => (++clicks === 1 ? ok({ status: "succeeded" }) : ok({ detail: "This order is no longer awaiting payment" }, 409)),
    });
    const { value, paid, stats } = context(http, undefined, () => 0.1);
    await shopOnce(value);
    expect(sent.filter((call) => call.path === "/api/payments/test/confirm")).toHaveLength(2);
    expect(stats.summaries().find((step) => step.step === "pay, double click")).toMatchObject({ count: 2, errors: 0 });
    expect(paid).toEqual([PI]);
  });

  it("counts any other answer to a double click as an error", async () => {
    const { http } = fakeShop({ "^POST /api/payments/test/confirm$": () => ok({ detail: "Internal error" }, 500) });
    const { value, paid, stats } = context(http, undefined, () => 0.1);
    await expect(shopOnce(value)).rejects.toThrow("pay, double click: 500 Internal error");
    expect(stats.summaries().find((step) => step.step === "pay, double click")).toMatchObject({ count: 2, errors: 2 });
    expect(paid).toEqual([]);
  });

  it("does not buy when no item of the product has enough stock", async () => {
    const { http } = fakeShop({ "^GET /api/productItem/": () => ok([{ id: 70, stock: 9 }]) });
    const { value, stats } = context(http);
    await expect(shopOnce(value)).rejects.toThrow("no item with 10 in stock");
    expect(stats.summaries().map((step) => step.step)).not.toContain("add to cart");
  });

  it("looks at another product when the run itself sold the first one's items below the minimum", async () => {
    let asked = 0;
    const { http } = fakeShop({ "^GET /api/productItem/": () => ok(++asked === 1 ? [{ id: 70, stock: 9 }] : [{ id: 71, stock: 12 }]) });
    const { value, stats } = context(http);
    await shopOnce(value);
    expect(stats.summaries().find((step) => step.step === "product items api")).toMatchObject({ count: 2, errors: 0 });
    expect(stats.summaries().find((step) => step.step === "add to cart")).toMatchObject({ count: 1, errors: 0 });
  });
});
