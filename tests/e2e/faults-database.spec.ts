import { expect, test, type APIRequestContext } from "@playwright/test";
import { admin } from "../../db/server-admin";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double";
import { signedEvent, WEBHOOK_SECRET } from "../support/stripe-events";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createFaultDatabase, FAULT_ADMIN, targetOf, throughProxy, type FaultDatabase } from "./fault-database";
import { startInstance, type Instance } from "./instance-servers";

// PostgreSQL stops answering under a running production server (a proxy of the test's own
// between them is cut), then comes back: the server must say so clearly and recover by itself.

test.skip(!process.env.DATABASE_URL, "Cutting the database needs PostgreSQL; the embedded database lives inside the server");
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT || 3100) + 11;
const UNREACHABLE = "The database is unreachable; please try again shortly";
/** Answers come at once, outage or not: no call waits out a reconnect delay. */
const PROMPT_MS = 5_000;
const CACHED_PAGE = "/products/1/details";
const UNCACHED_PAGE = "/products/2/details";

let database: FaultDatabase;
let proxy: TcpProxy;
let stripe: StripeDouble;
let server: Instance;
let customer: { headers: Record<string, string>; itemId: number; paymentIntentId: string };
let adminHeaders: Record<string, string>;
let cachedName: string;

async function bearer(request: APIRequestContext, path: string, data: Record<string, unknown>, status: number) {
  const response = await request.post(`${server.url}${path}`, { data });
  expect(response.status()).toBe(status);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** Stripe telling the shop that the checkout started before the cut was paid. */
function paymentSucceeded() {
  const paid = stripe.intents.get(customer.paymentIntentId);
  const intent = { ...paid, status: "succeeded", amount_received: paid?.amount };
  return signedEvent("payment_intent.succeeded", intent, "evt_paid_during_outage");
}

function sendWebhook(request: APIRequestContext, { payload, signature }: ReturnType<typeof signedEvent>) {
  return request.post(`${server.url}/api/stripe/webhook`, { headers: { "content-type": "application/json", "stripe-signature": signature }, data: payload });
}

async function stockOf(itemId: number): Promise<number> {
  let stock = NaN;
  await admin(database.url, async (sql) => {
    [{ stock }] = await sql`SELECT stock FROM product_items WHERE id = ${itemId}`;
  });
  return stock;
}

/** Every call the test samples, each needing the database: path, method, body, who asks. */
function calls(): { name: string; send: (request: APIRequestContext) => ReturnType<APIRequestContext["get"]> }[] {
  const url = (path: string) => `${server.url}${path}`;
  return [
    { name: "product list", send: (request) => request.get(url("/api/product?page=1")) },
    // Catalogue reads the server has cached are still answered: these ones were never read.
    { name: "product", send: (request) => request.get(url("/api/product/5")) },
    { name: "cart", send: (request) => request.get(url("/api/cart"), { headers: customer.headers }) },
    {
      name: "add to cart",
      send: (request) => request.post(url("/api/cart"), { headers: customer.headers, data: { productItemId: customer.itemId, quantity: 1 } }),
    },
    { name: "login", send: (request) => request.post(url("/auth/login"), { data: FAULT_ADMIN }) },
    { name: "order status", send: (request) => request.get(url(`/api/orderstatus?pi=${customer.paymentIntentId}`), { headers: customer.headers }) },
    { name: "admin user list", send: (request) => request.get(url("/api/user"), { headers: adminHeaders }) },
  ];
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  database = await createFaultDatabase("dbcut");
  proxy = await startTcpProxy(targetOf(database.url, 5432));
  stripe = await startStripeDouble();
  server = await startInstance(PORT, {
    DATABASE_URL: throughProxy(database.url, proxy.port),
    UPLOADS_DIR: database.uploadsDir,
    REDIS_URL: undefined,
    STRIPE_SECRET_KEY: "sk_test_double",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: "http",
  });

  const username = `fault_${Date.now().toString(36)}`;
  const headers = await bearer(
    request,
    "/auth/signup",
    { username, email: `${username}@example.com`, firstName: "Fay", lastName: "Ult", phone: "+61 400 000 000", password: "fault customer 2026" },
    201,
  );
  const product = await (await request.get(`${server.url}/api/product/1`)).json();
  cachedName = product.name;
  const items = await (await request.get(`${server.url}/api/productItem/1/byProduct`)).json();
  const added = await request.post(`${server.url}/api/cart`, { headers, data: { productItemId: items[0].id, quantity: 2 } });
  expect(added.status()).toBeLessThan(300);
  // A checkout started before the cut: its pending order must outlive the outage.
  const intent = await request.post(`${server.url}/api/stripe/create-intent`, {
    headers,
    data: { amount: 1, currency: "aud", country: "au", cart: [] },
  });
  expect(intent.status()).toBe(200);
  customer = { headers, itemId: items[0].id, paymentIntentId: (await intent.json()).paymentIntentId };
  adminHeaders = await bearer(request, "/auth/login", FAULT_ADMIN, 200);

  await request.get(`${server.url}${CACHED_PAGE}`);
  expect((await request.get(`${server.url}${CACHED_PAGE}`)).headers()["x-nextjs-cache"]).toBe("HIT");
  await proxy.cut();
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await stripe?.close();
  await database?.drop();
});

test("with PostgreSQL unreachable, every call that needs it answers 503 with a detail at once, and the health check 503", async ({ request }) => {
  // Twice over: every failed attempt lengthens the driver's reconnect delay.
  for (const call of [...calls(), ...calls()]) {
    const started = Date.now();
    const response = await call.send(request);
    expect(response.status(), call.name).toBe(503);
    expect(await response.json(), call.name).toEqual({ detail: UNREACHABLE });
    expect(Date.now() - started, call.name).toBeLessThan(PROMPT_MS);
  }
  expect((await request.get(`${server.url}/api/health`)).status()).toBe(503);
});

test("with PostgreSQL unreachable, Stripe's payment webhook answers 503, so Stripe delivers it again later", async ({ request }) => {
  const response = await sendWebhook(request, paymentSucceeded());
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual({ detail: UNREACHABLE });
});

test("with PostgreSQL unreachable, a cached page is still served whole, and an uncached page fails with 5xx", async ({ request }) => {
  const cached = await request.get(`${server.url}${CACHED_PAGE}`);
  expect(cached.status()).toBe(200);
  expect(await cached.text()).toContain(cachedName);

  const uncached = await request.get(`${server.url}${UNCACHED_PAGE}`);
  expect(uncached.status()).toBeGreaterThanOrEqual(500);
});

test("once PostgreSQL is back, without a restart, everything answers 2xx at once, and the cart line and pending order from before the cut are kept and paid once", async ({ request }) => {
  await proxy.restore();
  await expect.poll(async () => (await request.get(`${server.url}/api/health`)).status(), { timeout: PROMPT_MS }).toBe(200);
  for (const call of calls()) {
    const started = Date.now();
    expect((await call.send(request)).status(), call.name).toBeLessThan(300);
    expect(Date.now() - started, call.name).toBeLessThan(PROMPT_MS);
  }

  const cart = await (await request.get(`${server.url}/api/cart`, { headers: customer.headers })).json();
  // Two added before the cut, one by the sampled call just now; the calls made during the cut added nothing.
  expect(cart).toEqual([expect.objectContaining({ quantity: 3 })]);
  const order = await request.get(`${server.url}/api/orderstatus?pi=${customer.paymentIntentId}`, { headers: customer.headers });
  expect(await order.json()).toMatchObject({ status: "pending" });

  // Stripe's redelivery of the webhook refused during the outage pays the order, once.
  const stock = await stockOf(customer.itemId);
  for (let delivery = 0; delivery < 2; delivery++) expect((await sendWebhook(request, paymentSucceeded())).status()).toBe(200);
  const paid = await request.get(`${server.url}/api/orderstatus?pi=${customer.paymentIntentId}`, { headers: customer.headers });
  expect(await paid.json()).toMatchObject({ status: "paid" });
  expect(await stockOf(customer.itemId)).toBe(stock - 2);

  const page = await request.get(`${server.url}${UNCACHED_PAGE}`);
  expect(page.status()).toBe(200);
  expect((await request.get(`${server.url}${CACHED_PAGE}`)).status()).toBe(200);
});
