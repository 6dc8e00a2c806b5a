import { sql } from "drizzle-orm";
import { GET } from "@/app/api/metrics/route";
import { closeDb, connect, getDb, selectedDriver } from "@/db/client";
import { orders } from "@/db/schema";
import { beginLoginAttempt } from "@/lib/auth/rate-limit";
import { postgresAttemptStore } from "@/lib/auth/attempt-store-postgres";
import { settlePayment } from "@/lib/orders/payment/settle";
import CacheHandler from "@/cache/handler.mjs";
import { sampleValue } from "../support/prometheus-text";
import { pendingCheckout } from "./order-life-fixtures";

const TOKEN = "metrics-test-token";

function scrapeRequest(authorization?: string): Promise<Response> {
  const headers = authorization ? { authorization } : undefined;
  return GET(new Request("http://localhost/api/metrics", { headers }), { params: Promise.resolve({}) });
}

async function scrape(): Promise<string> {
  const response = await scrapeRequest(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  return response.text();
}

const value = (text: string, name: string, labels: Record<string, string> = {}) => sampleValue(text, name, labels) ?? 0;

beforeEach(() => {
  process.env.METRICS_TOKEN = TOKEN;
});
afterAll(() => {
  delete process.env.METRICS_TOKEN;
});

describe("GET /api/metrics: who may read", () => {
  it("answers 404 when METRICS_TOKEN is not set, even to a bearer of some token", async () => {
    delete process.env.METRICS_TOKEN;
    expect((await scrapeRequest(`Bearer ${TOKEN}`)).status).toBe(404);
    expect((await scrapeRequest()).status).toBe(404);
  });

  it("answers 404 without the header, with a wrong token, or with the token not as a bearer", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, "Bearer "]) {
      const response = await scrapeRequest(authorization);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found" });
    }
  });

  it("answers the Prometheus text format, never cached, to the bearer of the token", async () => {
    const response = await scrapeRequest(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE shop_http_requests_total counter");
    expect(text).toContain("# TYPE process_cpu_user_seconds_total counter");
    expect(text).toContain("# TYPE shop_login_limited_total counter");
    expect(text).toContain("# TYPE shop_payments_failed_total counter");
  });
});

describe("GET /api/metrics: what it counts", () => {
  it("reports orders by status and open jobs by state as the database holds them", async () => {
    const checkout = await pendingCheckout([1]);
    const db = await getDb();
    const byStatus = await db.execute<{ status: string; n: number }>(
      sql`select payment_status::text as status, count(*)::int as n from ${orders} group by payment_status`,
    );
    const rows = Array.isArray(byStatus) ? byStatus : (byStatus as { rows: { status: string; n: number }[] }).rows;
    const text = await scrape();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(value(text, "shop_orders", { status: row.status })).toBe(Number(row.n));
    expect(value(text, "shop_orders", { status: "pending" })).toBeGreaterThanOrEqual(1);
    // A status without orders is reported as 0, not left out.
    expect(sampleValue(text, "shop_orders", { status: "disputed" })).toBe(0);
    expect(sampleValue(text, "shop_jobs", { state: "failed" })).toBeDefined();
    expect(checkout.orderId).toBeGreaterThan(0);
  });

  it("counts a payment that failed for good, once, and its order among the failed", async () => {
    const checkout = await pendingCheckout([1]);
    const before = await scrape();
    const failure = { outcome: "failed", reason: "The payment was cancelled" } as const;
    expect((await settlePayment(checkout.intent.paymentIntentId, failure, `evt_${checkout.orderId}`)).result).toBe("failed");
    // The same event delivered again changes nothing and is not counted again.
    await settlePayment(checkout.intent.paymentIntentId, failure, `evt_${checkout.orderId}`);
    const after = await scrape();
    expect(value(after, "shop_payments_failed_total", { outcome: "failed" }) - value(before, "shop_payments_failed_total", { outcome: "failed" })).toBe(1);
    expect(value(after, "shop_orders", { status: "failed" }) - value(before, "shop_orders", { status: "failed" })).toBe(1);
  });

  it("counts a login refused by its limit, not the failures before it", async () => {
    const before = await scrape();
    const username = `limited_${Date.now()}`;
    for (let attempt = 0; attempt < 5; attempt++) await beginLoginAttempt(username, "203.0.113.9", postgresAttemptStore);
    expect(value(await scrape(), "shop_login_limited_total")).toBe(value(before, "shop_login_limited_total"));
    await expect(beginLoginAttempt(username, "203.0.113.9", postgresAttemptStore)).rejects.toMatchObject({ status: 429 });
    expect(value(await scrape(), "shop_login_limited_total") - value(before, "shop_login_limited_total")).toBe(1);
  });

  it("counts page cache reads as hits and misses by kind", async () => {
    const handler = new CacheHandler({});
    const key = `/metrics-test-${Date.now()}`;
    const labels = (result: string) => ({ kind: "app_page", result });
    const before = await scrape();
    expect(await handler.get(key, { kind: "APP_PAGE" })).toBeNull();
    await handler.set(key, { kind: "APP_PAGE", html: "<p>hi</p>" }, { tags: [] });
    expect(await handler.get(key, { kind: "APP_PAGE" })).not.toBeNull();
    await handler.get(key, { kind: "APP_PAGE" });
    const after = await scrape();
    expect(value(after, "shop_page_cache_requests_total", labels("miss")) - value(before, "shop_page_cache_requests_total", labels("miss"))).toBe(1);
    expect(value(after, "shop_page_cache_requests_total", labels("hit")) - value(before, "shop_page_cache_requests_total", labels("hit"))).toBe(2);
  });

  it("reports a transaction's connection in use and a statement waiting behind it on a full pool", async () => {
    const driver = selectedDriver();
    const saved = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = "1";
    const connection = await connect(driver === "pglite" ? { pgliteDir: "memory://" } : {});
    process.env.DATABASE_POOL_SIZE = saved;
    try {
      const inUse = (text: string) => value(text, "shop_db_pool_connections_in_use", { driver });
      const waiting = (text: string) => value(text, "shop_db_pool_waiting", { driver });
      const idle = await scrape();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const transaction = connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        entered();
        await held;
      });
      await inside;
      // drizzle runs a query when it is awaited: `then` starts it now.
      const queued = connection.db.execute(sql`select 2`).then(() => undefined);
      const busy = await scrape();
      expect(inUse(busy) - inUse(idle)).toBe(1);
      expect(waiting(busy) - waiting(idle)).toBe(1);
      release();
      await Promise.all([transaction, queued]);
      const done = await scrape();
      expect(inUse(done)).toBe(inUse(idle));
      expect(waiting(done)).toBe(waiting(idle));
    } finally {
      await connection.close();
    }
  });
});

describe("GET /api/metrics without the database", () => {
  it("still answers the process's metrics, leaving out only what the database would have told", async () => {
    const saved = process.env.DATABASE_URL;
    const globalConnection = globalThis as unknown as { shopConnection?: unknown };
    const kept = globalConnection.shopConnection;
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/nowhere";
    globalConnection.shopConnection = undefined;
    try {
      const text = await scrape();
      expect(sampleValue(text, "shop_orders", { status: "pending" })).toBeUndefined();
      expect(sampleValue(text, "shop_jobs", { state: "queued" })).toBeUndefined();
      expect(text).toContain("# TYPE shop_login_limited_total counter");
      expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
      await closeDb().catch(() => {});
    } finally {
      globalConnection.shopConnection = kept;
      process.env.DATABASE_URL = saved;
      if (saved === undefined) delete process.env.DATABASE_URL;
    }
  });
});
