import { expect, test, type APIRequestContext } from "@playwright/test";
import { admin, withDatabase } from "../../db/server-admin";
import { startBackgroundServer, type BackgroundServer } from "../../scripts/lib/background-server";
import { E2E_AUTH_SECRET, E2E_METRICS_TOKEN } from "../../scripts/lib/e2e-env";
import { startOtlpReceiver } from "../support/otlp-receiver";
import { sampleValue } from "../support/prometheus-text";

// The built server's metrics as Prometheus scrapes them, and its traces as a collector receives them.

const bearer = { authorization: `Bearer ${E2E_METRICS_TOKEN}` };

async function scrape(request: APIRequestContext, base = ""): Promise<string> {
  const response = await request.get(`${base}/api/metrics`, { headers: bearer });
  expect(response.status()).toBe(200);
  return response.text();
}

const value = (text: string, name: string, labels: Record<string, string> = {}) => sampleValue(text, name, labels) ?? 0;

test("the metrics answer 404 without the server's token", async ({ request }) => {
  expect((await request.get("/api/metrics")).status()).toBe(404);
  expect((await request.get("/api/metrics", { headers: { authorization: "Bearer not-the-token" } })).status()).toBe(404);
});

test("every request served is counted under its route and status", async ({ request }) => {
  const health = { method: "GET", route: "/api/health", status: "200" };
  const missing = { method: "GET", route: "/api/product/[id]", status: "404" };
  const before = await scrape(request);
  for (let n = 0; n < 5; n++) expect((await request.get("/api/health")).status()).toBe(200);
  for (let n = 0; n < 2; n++) expect((await request.get("/api/product/987654321")).status()).toBe(404);
  // A request is counted once its response is over, just after the client has it.
  await expect
    .poll(async () => {
      const after = await scrape(request);
      return [
        value(after, "shop_http_requests_total", health) - value(before, "shop_http_requests_total", health),
        value(after, "shop_http_request_duration_seconds_count", health) - value(before, "shop_http_request_duration_seconds_count", health),
        value(after, "shop_http_requests_total", missing) - value(before, "shop_http_requests_total", missing),
      ];
    })
    .toEqual([5, 5, 2]);
});

test("orders by payment and fulfilment status are those in the database, and the pool and process are reported", async ({ request }) => {
  test.skip(!process.env.DATABASE_URL, "reads the e2e database through PostgreSQL");
  const url = withDatabase(process.env.DATABASE_URL!, process.env.E2E_DATABASE || "shop_e2e");
  const counts = async (column: "payment_status" | "fulfilment_status") => {
    let rows: { status: string; n: number }[] = [];
    await admin(url, async (sql) => {
      rows = await sql<{ status: string; n: number }[]>`select ${sql(column)}::text as status, count(*)::int as n from orders group by 1`;
    });
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  };
  const payments = await counts("payment_status");
  const goods = await counts("fulfilment_status");
  const text = await scrape(request);
  expect(Object.keys(payments).length).toBeGreaterThan(0);
  for (const status of new Set([...Object.keys(payments), "pending", "paid", "failed", "refunded"]))
    expect(sampleValue(text, "shop_orders", { status }), status).toBe(payments[status] ?? 0);
  for (const status of new Set([...Object.keys(goods), "unfulfilled", "shipped", "cancelled"]))
    expect(sampleValue(text, "shop_orders_fulfilment", { status }), status).toBe(goods[status] ?? 0);
  expect(sampleValue(text, "shop_jobs", { state: "queued" })).toBeDefined();
  expect(sampleValue(text, "shop_db_pool_connections_in_use", { driver: "postgres" })).toBeDefined();
  expect(sampleValue(text, "shop_db_pool_waiting", { driver: "postgres" })).toBeDefined();
  expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
});

test("pages served from the page cache are counted as hits", async ({ request }) => {
  const hit = { kind: "app_page", result: "hit" };
  expect((await request.get("/about")).status()).toBe(200);
  const before = value(await scrape(request), "shop_page_cache_requests_total", hit);
  for (let n = 0; n < 3; n++) expect((await request.get("/about")).status()).toBe(200);
  expect(value(await scrape(request), "shop_page_cache_requests_total", hit) - before).toBeGreaterThanOrEqual(3);
});

test("a login refused by its limit is counted", async ({ request }) => {
  const before = value(await scrape(request), "shop_login_limited_total");
  const username = `metrics_guesser_${Date.now()}`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++)
    statuses.push((await request.post("/auth/login", { data: { username, password: `wrong-${attempt}` } })).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect(value(await scrape(request), "shop_login_limited_total") - before).toBe(1);
});

test.describe("traces", () => {
  let server: BackgroundServer | undefined;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;

  test.beforeAll(async () => {
    test.skip(!process.env.DATABASE_URL, "a second server needs PostgreSQL");
    test.setTimeout(150_000);
    receiver = await startOtlpReceiver();
    server = await startBackgroundServer({
      port: Number(process.env.E2E_PORT || 3100) + 17,
      env: {
        DATABASE_URL: withDatabase(process.env.DATABASE_URL!, process.env.E2E_DATABASE || "shop_e2e"),
        NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || E2E_AUTH_SECRET,
        JOBS_WORKER: "0",
        REDIS_URL: undefined,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: "shop-e2e",
        OTEL_BSP_SCHEDULE_DELAY: "200",
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
  });

  test("a route handler's request arrives at the collector with its handler span and its database span", async ({ request }) => {
    const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    expect((await request.get(`${server!.url}/api/health`, { headers: { traceparent } })).status()).toBe(200);
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    await expect
      .poll(() => receiver.spans.filter((span) => span.traceId === traceId).map((span) => span.name), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["executing api route (app) /api/health", "db select"]));
    const spans = receiver.spans.filter((span) => span.traceId === traceId);
    const handler = spans.find((span) => span.name === "executing api route (app) /api/health")!;
    const statement = spans.find((span) => span.name === "db select")!;
    expect(handler.service).toBe("shop-e2e");
    expect(handler.attributes["next.route"]).toBe("/api/health");
    expect(statement.attributes).toMatchObject({ "db.system": "postgresql", "db.statement": "SELECT 1" });
    // The statement ran inside the handler: its parent chain leads to the handler's span.
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    let parent = byId.get(statement.parentSpanId ?? "");
    while (parent && parent !== handler) parent = byId.get(parent.parentSpanId ?? "");
    expect(parent).toBe(handler);
  });
});
