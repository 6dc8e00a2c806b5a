import { readFileSync } from "node:fs";
import { expect, test, type APIResponse } from "@playwright/test";
import { E2E_SERVER_LOG } from "../../scripts/lib/e2e-env";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { addProductToCart } from "./cart-helpers";
import { confirmShipping, payByCard, signUpCustomer } from "./checkout-helpers";
import { createFaultDatabase, targetOf, throughProxy, type FaultDatabase } from "./fault-database";
import { startInstance, type Instance } from "./instance-servers";
import { resetLinkFor } from "./mails";

// What an operator reads: one JSON line per request and per notable event, each request's line
// found by the id its response (and its error page) gives, and nothing in them a thief could use.

type Line = Record<string, unknown> & { level: string; time: string };

/** Every line the server wrote, each parsed: a line that is not a JSON object fails the test. */
function logLines(file: string, onlyJson = false): Line[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && (!onlyJson || line.startsWith("{")))
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
}

const idOf = (response: APIResponse) => response.headers()["x-request-id"];

/** The request's own line (route, status, duration), once its response is over and logged. */
async function requestLine(file: string, requestId: string, onlyJson = false): Promise<Line> {
  let found: Line | undefined;
  await expect
    .poll(() => (found = logLines(file, onlyJson).find((line) => line.requestId === requestId && line.msg === "request")))
    .toBeTruthy();
  return found!;
}

test.describe("in Sydney", () => {
  test.use({ geolocation: { latitude: -33.8688, longitude: 151.2093 }, permissions: ["geolocation"] });

  test("a shopper's sign-ins, checkout and password reset are logged by request id, with no password, card, token or e-mail", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const password = "buyer-password-1";
    const wrongPassword = "not-my-password-5";
    const username = await signUpCustomer(page, "logged");
    const email = `${username}@example.com`;
    await page.context().clearCookies();

    const failed = await page.request.post("/auth/login", { data: { username, password: wrongPassword } });
    expect(failed.status()).toBe(401);
    const signedIn = await page.request.post("/auth/login", { data: { username, password } });
    expect(signedIn.status()).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const loginId = idOf(signedIn);
    expect(loginId).toMatch(/^[0-9a-f-]{36}$/);
    // The same id where the error pages' script reads it.
    expect(signedIn.headers()["server-timing"]).toBe(`request;desc="${loginId}"`);
    const cookies = (await page.context().cookies()).map(({ value }) => value).filter((value) => value.length >= 16);
    expect(cookies.length).toBeGreaterThan(0);

    await addProductToCart(page, 0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userLocation"))).toBe("AU");
    await page.goto("/checkout");
    await confirmShipping(page);
    await payByCard(page, "4242424242424242");
    await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail address or username").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that e-mail address or username")).toBeVisible();
    await expect.poll(() => resetLinkFor(email), { timeout: 20_000 }).toBeTruthy();
    const resetToken = new URL(resetLinkFor(email)!, "http://shop").searchParams.get("token")!;

    // The request's line: what an operator finds from the id a shopper quotes.
    const lines = logLines(E2E_SERVER_LOG);
    const failure = lines.find((line) => line.event === "auth.login_failed" && line.requestId === idOf(failed));
    expect(failure).toMatchObject({ reason: "wrong-password", accountId: expect.any(Number) });
    expect(await requestLine(E2E_SERVER_LOG, loginId)).toMatchObject({
      level: "info",
      method: "POST",
      route: "/auth/login",
      status: 200,
      durationMs: expect.any(Number),
      userId: failure!.accountId,
    });
    expect(await requestLine(E2E_SERVER_LOG, idOf(failed))).toMatchObject({ route: "/auth/login", status: 401 });
    for (const line of lines) expect(new Date(line.time).toISOString(), JSON.stringify(line)).toBe(line.time);
    expect(lines.every((line) => typeof line.level === "string")).toBe(true);
    // The notable events, by ids only.
    expect(lines).toContainEqual(
      expect.objectContaining({ event: "order.status_changed", to: "paid", orderId: expect.any(Number) }),
    );

    const text = readFileSync(E2E_SERVER_LOG, "utf8");
    const secrets = { password, wrongPassword, card: "4242424242424242", token, resetToken, email, address: "1 George Street" };
    for (const [what, secret] of Object.entries(secrets)) expect(text.includes(secret), what).toBe(false);
    for (const cookie of cookies) expect(text.includes(cookie), "a cookie's value").toBe(false);
  });
});

test.describe("an error page", () => {
  test.skip(!process.env.DATABASE_URL, "Cutting the database needs PostgreSQL; the embedded database lives inside the server");
  test.describe.configure({ mode: "serial" });

  const PORT = Number(process.env.E2E_PORT || 3100) + 17;
  const LOG = ".e2e-data/logs-instance.log";
  let database: FaultDatabase;
  let proxy: TcpProxy;
  let server: Instance;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createFaultDatabase("logs");
    proxy = await startTcpProxy(targetOf(database.url, 5432));
    server = await startInstance(
      PORT,
      { DATABASE_URL: throughProxy(database.url, proxy.port), UPLOADS_DIR: database.uploadsDir, REDIS_URL: undefined },
      LOG,
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  test("shows the request's id, which finds the request's line and its error's line in the log", async ({ page }) => {
    await proxy.cut();
    // A page never read before: it needs the database, which is gone.
    const response = await page.goto(`${server.url}/products/2/details`);
    expect(response!.status()).toBeGreaterThanOrEqual(500);
    const requestId = response!.headers()["x-request-id"];
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();

    // The instance's output also has the start script's words: its JSON lines are the log.
    expect(await requestLine(LOG, requestId, true)).toMatchObject({ status: response!.status(), route: "/products/[id]/details" });
    // Next's digest of the error shown, on the error's own line with the same request id.
    const digest = (await page.locator("dt:has-text('Error digest:') + dd").innerText()).trim();
    const errorLine = logLines(LOG, true).find(
      (line) => line.event === "route.error" && line.requestId === requestId && line.digest === digest,
    );
    expect(errorLine).toMatchObject({ level: "error", route: "/products/[id]/details", err: expect.objectContaining({ message: expect.any(String) }) });
  });
});
