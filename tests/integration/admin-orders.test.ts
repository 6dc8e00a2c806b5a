/** @jest-environment node */
import { eq } from "drizzle-orm";
import { GET as orderRoute } from "@/app/api/admin/orders/[id]/route";
import { GET as ordersRoute } from "@/app/api/admin/orders/route";
import { getDb } from "@/db/client";
import { cartLines, orderLines, orders, users } from "@/db/schema";
import { getDashboard } from "@/lib/admin/dashboard";
import { linearForecast } from "@/lib/admin/forecast";
import { toDashboardView, type AdminOrderDetailResponse, type AdminOrderResponse } from "@/lib/admin/responses";
import { apiRequest, createItem, createUser, type TestItem, type TestUser } from "./account-fixtures";
import { callers, send, statusesFor, type Callers } from "./admin-fixtures";

// A shop's week as the dashboard sees it, "now" being 20 March 2026 at 18:00 (UTC). Orders and
// sign-ups happen at midday, so a database time zone a few hours off UTC keeps them on their day.
const NOW = new Date("2026-03-20T18:00:00Z");
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

let who: Callers;
let shirt: TestItem;
let mug: TestItem;
const customers: Record<string, TestUser> = {};
const orderIds: Record<string, number> = {};

type OrderSpec = {
  user: string;
  status: "pending" | "paid" | "failed";
  day: string;
  baseMinor: number;
  lines: { item: TestItem; name: string; quantity: number; unitMinor: number }[];
};

async function insertOrder(key: string, spec: OrderSpec): Promise<void> {
  const db = await getDb();
  const created = at(spec.day);
  const [row] = await db
    .insert(orders)
    .values({
      userId: customers[spec.user].id,
      paymentIntentId: `pi_test_${key}`,
      provider: "test",
      paymentStatus: spec.status,
      currency: "AUD",
      country: "AU",
      baseAmountMinor: spec.baseMinor,
      amountMinor: spec.baseMinor,
      customerName: `Customer ${spec.user}`,
      customerEmail: `${spec.user}@example.com`,
      shipping: { name: `Customer ${spec.user}`, line1: "1 George Street", city: "Sydney", state: "NSW", postal_code: "2000", country: "AU" },
      paidAt: spec.status === "paid" ? created : null,
      createdAt: created,
    })
    .returning({ id: orders.id });
  orderIds[key] = row.id;
  await db.insert(orderLines).values(
    spec.lines.map((line) => ({
      orderId: row.id,
      productItemId: line.item.id,
      productId: line.item.productId,
      productName: line.name,
      sku: `SKU-${line.name}`,
      unitPriceMinor: line.unitMinor,
      quantity: line.quantity,
    })),
  );
}

async function customerSince(key: string, day: string): Promise<void> {
  customers[key] = await createUser();
  const db = await getDb();
  await db.update(users).set({ createdAt: at(day) }).where(eq(users.id, customers[key].id));
}

beforeAll(async () => {
  who = await callers();
  [shirt, mug] = await Promise.all([createItem({ priceMinor: 2500 }), createItem({ priceMinor: 2000 })]);
  await customerSince("c1", "2026-01-02");
  await customerSince("c2", "2026-01-03");
  await customerSince("c3", "2026-03-14");
  await customerSince("c4", "2026-03-15");
  await customerSince("c5", "2026-03-08");

  const shirtLine = (quantity: number) => ({ item: shirt, name: "Shirt", quantity, unitMinor: 2500 });
  const mugLine = (quantity: number) => ({ item: mug, name: "Mug", quantity, unitMinor: 2000 });
  // In the week: two paid (A, B), one pending (C), one failed (D).
  await insertOrder("A", { user: "c1", status: "paid", day: "2026-03-18", baseMinor: 5000, lines: [shirtLine(2)] });
  await insertOrder("B", { user: "c2", status: "paid", day: "2026-03-19", baseMinor: 2000, lines: [mugLine(1)] });
  await insertOrder("C", { user: "c1", status: "pending", day: "2026-03-20", baseMinor: 2000, lines: [mugLine(1)] });
  await insertOrder("D", { user: "c3", status: "failed", day: "2026-03-16", baseMinor: 2500, lines: [shirtLine(1)] });
  // The week before, earlier months, and one after "now" that no figure may count.
  await insertOrder("E", { user: "c1", status: "paid", day: "2026-03-10", baseMinor: 3500, lines: [shirtLine(1), mugLine(1)] });
  await insertOrder("F", { user: "c2", status: "paid", day: "2026-02-15", baseMinor: 3000, lines: [mugLine(1)] });
  await insertOrder("G", { user: "c2", status: "paid", day: "2026-01-10", baseMinor: 1000, lines: [mugLine(1)] });
  await insertOrder("H", { user: "c2", status: "paid", day: "2026-03-21", baseMinor: 9900, lines: [shirtLine(3)] });

  const db = await getDb();
  await db.insert(cartLines).values({ userId: customers.c4.id, productItemId: shirt.id, quantity: 1, updatedAt: at("2026-03-15") });
});

describe("dashboard figures", () => {
  it("sums the week's paid sales, active users, sign-ups and members against the week before", async () => {
    const { summary } = toDashboardView(await getDashboard(NOW));
    expect(summary).toEqual({
      // 50 + 20 paid this week against 35 the week before.
      totalSales: { value: 70, change: 100 },
      // c1, c2, c3 ordered and c4 filled a cart this week; only c1 ordered the week before.
      activeUsers: { value: 4, change: 300 },
      // c3 and c4 joined this week, c5 the week before.
      signUps: { value: 2, change: 100 },
      // Five customers, three of them before this week.
      memberships: { value: 5, change: 66.7 },
    });
  });

  it("gives the seven days of sales, top sellers and the latest orders of the week", async () => {
    const dashboard = toDashboardView(await getDashboard(NOW));
    expect(dashboard.salesOverview).toEqual([
      { date: "2026-03-14", total: 0 },
      { date: "2026-03-15", total: 0 },
      { date: "2026-03-16", total: 0 },
      { date: "2026-03-17", total: 0 },
      { date: "2026-03-18", total: 50 },
      { date: "2026-03-19", total: 20 },
      { date: "2026-03-20", total: 0 },
    ]);
    expect(dashboard.topSellingItems.map(({ name, quantity, revenue }) => ({ name, quantity, revenue }))).toEqual([
      { name: "Shirt", quantity: 2, revenue: 50 },
      { name: "Mug", quantity: 1, revenue: 20 },
    ]);
    expect(dashboard.orderHistory.map((order) => [order.orderId, order.status, order.productName, order.amount])).toEqual([
      [orderIds.C, "pending", "Mug", 20],
      [orderIds.B, "paid", "Mug", 20],
      [orderIds.A, "paid", "Shirt", 50],
      [orderIds.D, "failed", "Shirt", 25],
    ]);
  });

  it("forecasts two months ahead from the trend of the last three", async () => {
    const { salesForecast } = toDashboardView(await getDashboard(NOW));
    const actual = [10, 30, 105];
    const trend = linearForecast(actual, 2);
    expect(salesForecast).toEqual([
      { month: "2026-01", actual: 10, forecast: trend[0] },
      { month: "2026-02", actual: 30, forecast: trend[1] },
      { month: "2026-03", actual: 105, forecast: trend[2] },
      { month: "2026-04", actual: null, forecast: trend[3] },
      { month: "2026-05", actual: null, forecast: trend[4] },
    ]);
    expect(trend[4]).toBeGreaterThan(trend[2]);
  });

  it("shows an empty week as zeros, not as an error", async () => {
    const quiet = toDashboardView(await getDashboard(new Date("2025-06-01T12:00:00Z")));
    expect(quiet.summary.totalSales).toEqual({ value: 0, change: null });
    expect(quiet.topSellingItems).toEqual([]);
    expect(quiet.orderHistory).toEqual([]);
    expect(quiet.salesOverview.every((day) => day.total === 0)).toBe(true);
  });
});

describe("GET /api/admin/orders", () => {
  const list = (query = "") =>
    send(ordersRoute, apiRequest(`/api/admin/orders${query}`, { token: who.admin })) as Promise<{
      status: number;
      body: { results: AdminOrderResponse[]; count: number; pageSize: number };
    }>;

  it("answers 401 and 403 to guests and customers", async () => {
    expect(await statusesFor(ordersRoute, who, (token) => apiRequest("/api/admin/orders", { token }))).toEqual([
      401, 403,
    ]);
  });

  it("lists every order newest first with customer, items, amount, currency and status", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.count).toBe(8);
    expect(body.results.map((order) => order.id)).toEqual(
      ["H", "C", "B", "A", "D", "E", "F", "G"].map((key) => orderIds[key]),
    );
    expect(body.results.find((order) => order.id === orderIds.E)).toMatchObject({
      customer: "Customer c1",
      email: "c1@example.com",
      itemCount: 2,
      firstProduct: "Shirt",
      amount: 35,
      currency: "AUD",
      country: "AU",
      status: "paid",
      createdAt: "2026-03-10T12:00:00.000Z",
    });
  });

  it("filters by status and pages on the server", async () => {
    const paid = await list("?status=paid");
    expect(paid.body.count).toBe(6);
    expect(paid.body.results.every((order) => order.status === "paid")).toBe(true);
    expect((await list("?status=failed")).body.results.map((order) => order.id)).toEqual([orderIds.D]);

    const secondPage = await list("?page=2&pageSize=10");
    expect(secondPage.body).toEqual({ results: [], count: 8, pageSize: 10 });
    expect((await list("?pageSize=25")).body.results).toHaveLength(8);
  });

  it("answers 400 for an unknown status, page size or page", async () => {
    for (const query of ["?status=lost", "?pageSize=7", "?page=0", "?page=x"]) {
      expect([query, (await list(query)).status]).toEqual([query, 400]);
    }
  });
});

describe("GET /api/admin/orders/{id}", () => {
  const one = (id: string, token = who.admin) =>
    send(orderRoute, apiRequest(`/api/admin/orders/${id}`, { token }), { id });

  it("answers 401 and 403 to guests and customers", async () => {
    const id = String(orderIds.A);
    expect(await statusesFor(orderRoute, who, (token) => apiRequest(`/api/admin/orders/${id}`, { token }), { id })).toEqual([
      401, 403,
    ]);
  });

  it("gives an order's lines, amounts and shipping address", async () => {
    const { status, body } = await one(String(orderIds.E));
    expect(status).toBe(200);
    const order = body as unknown as AdminOrderDetailResponse;
    expect(order).toMatchObject({
      id: orderIds.E,
      status: "paid",
      amount: 35,
      baseAmount: 35,
      exchangeRate: 1,
      paidAt: "2026-03-10T12:00:00.000Z",
      shipping: { line1: "1 George Street", city: "Sydney", postal_code: "2000", country: "AU" },
    });
    expect(order.lines.map(({ productName, quantity, unitPrice, total, listed }) => ({ productName, quantity, unitPrice, total, listed }))).toEqual([
      { productName: "Shirt", quantity: 1, unitPrice: 25, total: 25, listed: true },
      { productName: "Mug", quantity: 1, unitPrice: 20, total: 20, listed: true },
    ]);
  });

  it("gives the price breakdown an order recorded, in the order's currency, and null for one that recorded none", async () => {
    expect((await one(String(orderIds.A))).body.breakdown).toBeNull();
    const db = await getDb();
    await db
      .update(orders)
      .set({
        itemsAmountMinor: 4500,
        discountCode: "TAKE15",
        discountAmountMinor: 1500,
        shippingMethodName: "Standard",
        shippingAmountMinor: 500,
        taxRate: "10.000",
        taxInclusive: true,
        taxAmountMinor: 318,
      })
      .where(eq(orders.id, orderIds.E));
    const { body } = await one(String(orderIds.E));
    expect(body).toMatchObject({
      amount: 35,
      breakdown: {
        items: 45,
        discount: { code: "TAKE15", amount: 15 },
        shipping: { method: "Standard", amount: 5 },
        tax: { label: "GST", ratePercent: 10, inclusive: true, amount: 3.18 },
      },
    });
  });

  it("answers 404 for an unknown order and 400 for an id that is not a number", async () => {
    expect((await one("999999")).status).toBe(404);
    expect((await one("abc")).status).toBe(400);
  });
});
