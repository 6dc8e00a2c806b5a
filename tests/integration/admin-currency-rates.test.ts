/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import { GET as activityRoute } from "@/app/api/admin/activity/route";
import { GET as listRoute } from "@/app/api/admin/currency-rates/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/admin/currency-rates/[currency]/route";
import { getDb } from "@/db/client";
import { auditLog, currencyRates } from "@/db/schema";
import { storefrontRates } from "@/lib/currency-rates/storefront";
import { shopperPriceText } from "@/lib/currency-rates/shopper-price";
import { exchangeRate } from "@/lib/orders/checkout/exchange-rate";
import { createItem, createUser, tokenFor, type TestUser } from "./account-fixtures";
import { jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { createIntent, putInCart } from "./payments-fixtures";

// The Settings page's exchange rates: listed with who changed them and when, set, changed and
// removed by an admin only, each change audited, storefront pages expired, and the rate the
// storefront shows is the one the checkout charges.

const mockRevalidateTag = jest.fn();
jest.mock("next/cache", () => ({
  // No data cache in a test: cached reads read the database (as outside a request).
  unstable_cache: () => async () => {
    throw new Error("Invariant: incrementalCache missing in unstable_cache");
  },
  revalidateTag: (tag: string) => mockRevalidateTag(tag),
}));

let admin: TestUser;
let who: Callers;

beforeAll(async () => {
  const [adminUser, customer] = await Promise.all([createUser({ role: "admin" }), createUser()]);
  admin = adminUser;
  who = { admin: await tokenFor(admin), customer: await tokenFor(customer) };
});
beforeEach(() => mockRevalidateTag.mockReset());

const expired = () => mockRevalidateTag.mock.calls.map(([tag]) => tag as string);
const list = (token: string | undefined = who.admin) =>
  send(listRoute, jsonRequest("/api/admin/currency-rates", "GET", token));
const put = (currency: string, body: unknown, token: string | undefined = who.admin) =>
  send(putRoute, jsonRequest(`/api/admin/currency-rates/${currency}`, "PUT", token, body), { currency });
const remove = (currency: string, token: string | undefined = who.admin) =>
  send(deleteRoute, jsonRequest(`/api/admin/currency-rates/${currency}`, "DELETE", token), { currency });

async function rateEntries() {
  const db = await getDb();
  return db.select().from(auditLog).where(eq(auditLog.kind, "settings")).orderBy(auditLog.id);
}

describe("GET /api/admin/currency-rates", () => {
  it("lists every currency but the catalogue's, none set at first", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toEqual(
      ["AUD", "CAD", "SGD", "EUR"].map((currency) => ({ currency, rate: null, updatedAt: null, updatedBy: null })),
    );
  });
});

describe("PUT and DELETE /api/admin/currency-rates/{currency}", () => {
  afterEach(async () => {
    const db = await getDb();
    await db.delete(currencyRates);
  });

  it("sets, changes and removes a rate, each change audited with before and after, and expires the storefront", async () => {
    const set = await put("AUD", { rate: 1.52 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ currency: "AUD", rate: 1.52, updatedAt: expect.any(String), updatedBy: admin.username });
    expect(expired()).toEqual(["catalog"]);
    expect((await list()).body).toContainEqual(set.body);

    // A lower-case code names the same currency.
    mockRevalidateTag.mockReset();
    const changed = await put("aud", { rate: 1.487654 });
    expect(changed.body).toMatchObject({ currency: "AUD", rate: 1.487654, updatedBy: admin.username });
    expect(expired()).toEqual(["catalog"]);

    // The same rate again changes nothing: no entry, no expiry.
    mockRevalidateTag.mockReset();
    expect((await put("AUD", { rate: 1.487654 })).status).toBe(200);
    expect(expired()).toEqual([]);

    mockRevalidateTag.mockReset();
    const removed = await send(deleteRoute, jsonRequest("/api/admin/currency-rates/AUD", "DELETE", who.admin), { currency: "AUD" });
    expect(removed).toEqual({ status: 204, body: null });
    expect(expired()).toEqual(["catalog"]);
    const after = (await list()).body as unknown as Record<string, unknown>[];
    // Not set any more, but the list still says who removed it and when.
    expect(after[0]).toEqual({ currency: "AUD", rate: null, updatedAt: expect.any(String), updatedBy: admin.username });

    expect((await rateEntries()).map(({ actorName, action, subjectId, summary, before, after: values }) => ({ actorName, action, subjectId, summary, before, after: values }))).toEqual([
      {
        actorName: admin.username,
        action: "set",
        subjectId: "currency-rate:AUD",
        summary: "Set the AUD exchange rate: 1 USD = 1.52 AUD",
        before: null,
        after: { currency: "AUD", rate: 1.52 },
      },
      {
        actorName: admin.username,
        action: "set",
        subjectId: "currency-rate:AUD",
        summary: "Set the AUD exchange rate: 1 USD = 1.487654 AUD",
        before: { currency: "AUD", rate: 1.52 },
        after: { currency: "AUD", rate: 1.487654 },
      },
      {
        actorName: admin.username,
        action: "removed",
        subjectId: "currency-rate:AUD",
        summary: "Removed the AUD exchange rate (was 1 USD = 1.487654 AUD)",
        before: { currency: "AUD", rate: 1.487654 },
        after: null,
      },
    ]);

    // The Activity page lists them under Settings.
    const activity = await send(activityRoute, jsonRequest("/api/admin/activity?kind=settings", "GET", who.admin));
    expect((activity.body.entries as { summary: string }[]).map((entry) => entry.summary)).toContain(
      "Set the AUD exchange rate: 1 USD = 1.52 AUD",
    );
  });

  it("feeds the storefront and the checkout the same rate", async () => {
    await put("EUR", { rate: 0.92 });
    await put("CAD", { rate: 1.37 });
    expect(await storefrontRates()).toEqual({ EUR: 0.92, CAD: 1.37 });
    const db = await getDb();
    expect(await exchangeRate(db, "EUR")).toBe(0.92);
    expect(await exchangeRate(db, "AUD")).toBe(1);
    await remove("CAD");
    expect(await storefrontRates()).toEqual({ EUR: 0.92 });
  });

  it("charges at checkout exactly the price the storefront shows in the shopper's currency", async () => {
    await put("AUD", { rate: 1.5234 });
    const shopper = await createUser();
    const item = await createItem({ priceMinor: 1235 });
    await putInCart(shopper.id, item.id, 1);
    const shown = shopperPriceText(12.35, { country: "AU", rates: await storefrontRates() });
    expect(shown).toBe("$18.81 AUD");
    const response = await createIntent(await tokenFor(shopper), { amount: 12.35, currency: "aud", country: "au", cart: [] });
    expect(response.status).toBe(200);
    const intent = (await response.json()) as { amount: number; currency: string };
    expect(`$${intent.amount.toFixed(2)} ${intent.currency.toUpperCase()}`).toBe(shown);
  });

  it("names nobody for a rate changed outside the app", async () => {
    await put("SGD", { rate: 1.35 });
    const db = await getDb();
    await db.execute(sql`UPDATE currency_rates SET rate = 1.36, updated_at = now() + interval '1 second' WHERE currency = 'SGD'`);
    expect((await list()).body).toContainEqual({ currency: "SGD", rate: 1.36, updatedAt: expect.any(String), updatedBy: null });
  });

  it("refuses a bad rate or currency with 400 and changes nothing", async () => {
    const before = (await rateEntries()).length;
    for (const body of [
      { rate: 0 },
      { rate: -1.5 },
      { rate: "1.5" },
      { rate: 1.1234567 },
      { rate: 1000.5 },
      { rate: null },
      {},
      { rate: 1.5, currency: "EUR" },
      [1.5],
    ]) {
      const answer = await put("AUD", body);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await put("AUD", { rate: 0 })).body.detail).toMatch(/^rate: /);
    expect((await put("AUD", { rate: 1.1234567 })).body.detail).toBe("rate: must have at most 6 decimals");

    for (const currency of ["USD", "GBP", "AU", "", "A".repeat(300)]) {
      const answer = await put(currency, { rate: 1.5 });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/^currency: must be one of AUD, CAD, SGD, EUR/);
      expect((await remove(currency)).status).toBe(400);
    }
    const malformed = await send(
      putRoute,
      new Request("http://localhost:3000/api/admin/currency-rates/AUD", {
        method: "PUT",
        headers: { authorization: `Bearer ${who.admin}`, "content-type": "application/json" },
        body: "{rate:",
      }),
      { currency: "AUD" },
    );
    expect(malformed.status).toBe(400);
    expect((await rateEntries()).length).toBe(before);
    expect(await storefrontRates()).toEqual({});
  });

  it("answers 404 to removing a rate that is not set", async () => {
    const answer = await remove("CAD");
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe("No exchange rate is set for CAD");
  });

  it("answers 401/403 to anyone but an admin, and changes nothing", async () => {
    expect(await statusesFor(listRoute, who, (token) => jsonRequest("/api/admin/currency-rates", "GET", token))).toEqual([401, 403]);
    const params = { currency: "AUD" };
    expect(
      await statusesFor(putRoute, who, (token) => jsonRequest("/api/admin/currency-rates/AUD", "PUT", token, { rate: 2 }), params),
    ).toEqual([401, 403]);
    await put("AUD", { rate: 1.5 });
    expect(
      await statusesFor(deleteRoute, who, (token) => jsonRequest("/api/admin/currency-rates/AUD", "DELETE", token), params),
    ).toEqual([401, 403]);
    expect(await storefrontRates()).toEqual({ AUD: 1.5 });
  });
});
