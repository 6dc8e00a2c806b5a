import { expect, test, type APIRequestContext } from "@playwright/test";
import { Redis } from "ioredis";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { targetOf, throughProxy } from "./fault-database";
import { startInstance, type Instance } from "./instance-servers";

// Redis (REDIS_URL: the shared page cache and the failed-login counts) stops under a running
// production server, then comes back: pages go on from the database, sign-ins are refused
// rather than let through uncounted, and both recover by themselves.

test.skip(!process.env.DATABASE_URL, "REDIS_URL serves several instances, which need PostgreSQL");
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT || 3100) + 12;
const REDIS_URL = process.env.E2E_FAULT_REDIS_URL ?? "redis://127.0.0.1:6379/11";
const PAGES = ["/", "/about", "/products/1/details", "/products?sort=featured"];
const ADMIN = { username: "admin", password: "admin1234" };

let proxy: TcpProxy;
let server: Instance;
let redis: Redis;

const cachedEntries = async () => (await redis.keys("shop:next-cache:*")).length;

/** Requests a page twice; the second answer's status and whether it came from the cache. */
async function twice(request: APIRequestContext, path: string) {
  await request.get(`${server.url}${path}`);
  const again = await request.get(`${server.url}${path}`);
  return { status: again.status(), cache: again.headers()["x-nextjs-cache"] };
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = new Redis(REDIS_URL);
  await redis.flushdb();
  proxy = await startTcpProxy(targetOf(REDIS_URL, 6379));
  server = await startInstance(PORT, { REDIS_URL: throughProxy(REDIS_URL, proxy.port) });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await redis?.flushdb();
  redis?.disconnect();
});

test("pages are cached in Redis while it runs", async ({ request }) => {
  expect(await twice(request, "/products/1/details")).toMatchObject({ status: 200, cache: "HIT" });
  expect(await cachedEntries()).toBeGreaterThan(0);
});

test("with Redis stopped, every page still renders from the database (200, never an error page)", async ({ request }) => {
  await proxy.cut();
  for (const path of PAGES) {
    for (let visit = 0; visit < 3; visit++) {
      const response = await request.get(`${server.url}${path}`);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain("Something went wrong");
    }
  }
  expect((await request.get(`${server.url}/api/health`)).status()).toBe(200);
});

test("with Redis stopped, sign-in answers 503 with a detail instead of skipping its failed-login limit", async ({ request }) => {
  for (const credentials of [ADMIN, { ...ADMIN, password: "a wrong guess" }]) {
    const started = Date.now();
    const response = await request.post(`${server.url}/auth/login`, { data: credentials });
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({ detail: "Sign-in is temporarily unavailable; please try again shortly" });
    expect(Date.now() - started).toBeLessThan(5_000);
  }
});

test("once Redis is back, without a restart, sign-in works and pages are cached in Redis again", async ({ request }) => {
  await redis.flushdb();
  await proxy.restore();
  await expect
    .poll(async () => (await request.post(`${server.url}/auth/login`, { data: ADMIN })).status(), { timeout: 15_000 })
    .toBe(200);
  await expect.poll(async () => (await twice(request, "/products/2/details")).cache, { timeout: 15_000 }).toBe("HIT");
  expect(await cachedEntries()).toBeGreaterThan(0);
  expect((await request.post(`${server.url}/auth/login`, { data: { ...ADMIN, password: "a wrong guess" } })).status()).toBe(401);
});
