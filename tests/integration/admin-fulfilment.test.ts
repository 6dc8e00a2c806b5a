/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { POST as postDeliver } from "@/app/api/admin/orders/[id]/deliver/route";
import { POST as postShip } from "@/app/api/admin/orders/[id]/ship/route";
import { GET as getExport } from "@/app/api/admin/orders/export/route";
import { GET as getOrders } from "@/app/api/admin/orders/route";
import { POST as postBulkShip } from "@/app/api/admin/orders/ship/route";
import { getDb } from "@/db/client";
import { auditLog, jobs, orders } from "@/db/schema";
import { MAIL_JOB } from "@/lib/mail/queue";
import { apiRequest, routeContext } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import {
  adminCancel,
  orderRow,
  pendingCheckout,
  statusSteps,
  timelineSummaries,
  type Checkout,
} from "./order-life-fixtures";
import { card, confirm } from "./payments-fixtures";

// The owner's fulfilment calls: ship (one order or many), deliver, and the orders list's search
// and CSV export, through the route handlers as a client calls them.

let who: Callers;
beforeAll(async () => {
  who = await callers();
});

async function paidCheckout(quantities: number[] = [1]): Promise<Checkout> {
  const checkout = await pendingCheckout(quantities);
  expect((await confirm(checkout.token, card(checkout.intent.paymentIntentId))).status).toBe(200);
  expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  return checkout;
}

const ship = (token: string | undefined, orderId: number | string, body: unknown = {}) =>
  send(postShip, jsonRequest(`/api/admin/orders/${orderId}/ship`, "POST", token, body), {
    id: String(orderId),
  });
const deliver = (token: string | undefined, orderId: number | string) =>
  send(postDeliver, jsonRequest(`/api/admin/orders/${orderId}/deliver`, "POST", token), {
    id: String(orderId),
  });
const bulkShip = (token: string | undefined, body: unknown) =>
  send(postBulkShip, jsonRequest("/api/admin/orders/ship", "POST", token, body));

async function exportCsv(
  token: string | undefined,
  query = "",
): Promise<{ status: number; type: string | null; text: string }> {
  const response = await getExport(apiRequest(`/api/admin/orders/export${query}`, { token }), routeContext());
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/** The CSV's records as arrays of cells, read as a spreadsheet would. */
const records = (text: string): string[][] => parse(text);

async function mailJobs(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.orderId, orderId), eq(jobs.kind, MAIL_JOB)))
    .orderBy(jobs.id);
}

async function auditOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, "order"), eq(auditLog.subjectId, String(orderId))))
    .orderBy(auditLog.id);
}

describe("POST /api/admin/orders/{id}/ship", () => {
  it("is for admins only", async () => {
    const checkout = await paidCheckout();
    const params = { id: String(checkout.orderId) };
    expect(
      await statusesFor(
        postShip,
        who,
        (token) => jsonRequest(`/api/admin/orders/${checkout.orderId}/ship`, "POST", token, {}),
        params,
      ),
    ).toEqual([401, 403]);
    expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  });

  it("refuses a malformed body or id with 400 naming the field, an unknown order with 404", async () => {
    const checkout = await paidCheckout();
    const bad = [
      [{ carrier: 7 }, "carrier"],
      [{ trackingNumber: "x".repeat(101) }, "trackingNumber"],
      [{ trackingNumber: "12\n34" }, "trackingNumber"],
      [{ carrier: "DHL", note: "fragile" }, "note"],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await ship(who.admin, checkout.orderId, body);
      expect([answer.status, String(answer.body.detail)]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await ship(who.admin, "abc")).status).toBe(400);
    expect((await ship(who.admin, 2_000_000_000)).status).toBe(404);
    expect((await orderRow(checkout.orderId)).paymentStatus).toBe("paid");
  });

  it("ships a paid order with the carrier's usual name and the tracking number, queues the shopper's mail and audits it", async () => {
    const checkout = await paidCheckout();
    const mailsBefore = (await mailJobs(checkout.orderId)).length;
    const answer = await ship(who.admin, checkout.orderId, {
      carrier: " dhl express ",
      trackingNumber: " JD014600003 ",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: checkout.orderId,
      fulfilment: "shipped",
      carrier: "DHL",
      trackingNumber: "JD014600003",
      deliveredAt: null,
    });
    expect(Date.parse(String(answer.body.shippedAt))).toBeGreaterThan(Date.now() - 60_000);

    const mails = await mailJobs(checkout.orderId);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ key: expect.stringMatching(new RegExp(`^mail:shipped:${checkout.orderId}:\\d+$`)), state: "queued" });
    expect((await statusSteps(checkout.orderId)).at(-1)).toBe("unfulfilled→shipped");
    expect(await timelineSummaries(checkout.orderId)).toContain("Shipped with DHL, tracking JD014600003");
    const audit = await auditOf(checkout.orderId);
    expect(
      audit.map((entry) => [entry.action, entry.before, (entry.after as { fulfilmentStatus: string }).fulfilmentStatus]),
    ).toEqual([["shipped", { fulfilmentStatus: "unfulfilled" }, "shipped"]]);

    // Shipped twice is refused, and sends no second mail.
    const again = await ship(who.admin, checkout.orderId, { carrier: "UPS" });
    expect(again.status).toBe(409);
    expect(String(again.body.detail)).toMatch(/shipped, so it cannot ship/);
    expect((await orderRow(checkout.orderId)).carrier).toBe("DHL");
    expect(await mailJobs(checkout.orderId)).toHaveLength(mailsBefore + 1);
  });

  it("ships without tracking: blank fields are the same as none", async () => {
    const checkout = await paidCheckout();
    const answer = await ship(who.admin, checkout.orderId, { carrier: "", trackingNumber: "  " });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fulfilment: "shipped", carrier: null, trackingNumber: null });
    expect(await timelineSummaries(checkout.orderId)).toContain("Shipped");
  });

  it("refuses an order that is not paid (409) and changes nothing, mail included", async () => {
    const pending = await pendingCheckout([1]);
    const cancelled = await paidCheckout();
    expect((await adminCancel(who.admin, cancelled.orderId)).status).toBe(200);
    for (const checkout of [pending, cancelled]) {
      const before = await orderRow(checkout.orderId);
      const mails = (await mailJobs(checkout.orderId)).length;
      const answer = await ship(who.admin, checkout.orderId, { carrier: "DHL", trackingNumber: "1" });
      expect(answer.status).toBe(409);
      expect(await orderRow(checkout.orderId)).toMatchObject({
        paymentStatus: before.paymentStatus,
        fulfilmentStatus: before.fulfilmentStatus,
        carrier: null,
        shippedAt: null,
      });
      expect(await mailJobs(checkout.orderId)).toHaveLength(mails);
    }
  });
});

describe("POST /api/admin/orders/{id}/deliver", () => {
  it("is for admins only, 400 for a bad id, 404 for an unknown order", async () => {
    const checkout = await paidCheckout();
    const params = { id: String(checkout.orderId) };
    expect(
      await statusesFor(
        postDeliver,
        who,
        (token) => jsonRequest(`/api/admin/orders/${checkout.orderId}/deliver`, "POST", token),
        params,
      ),
    ).toEqual([401, 403]);
    expect((await deliver(who.admin, "1e3")).status).toBe(400);
    expect((await deliver(who.admin, 2_000_000_000)).status).toBe(404);
  });

  it("delivers a shipped order only: 409 before it ships and after it is delivered", async () => {
    const checkout = await paidCheckout();
    const early = await deliver(who.admin, checkout.orderId);
    expect(early.status).toBe(409);
    expect((await orderRow(checkout.orderId)).deliveredAt).toBeNull();

    expect((await ship(who.admin, checkout.orderId, { carrier: "UPS" })).status).toBe(200);
    const answer = await deliver(who.admin, checkout.orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fulfilment: "delivered", carrier: "UPS" });
    expect(Date.parse(String(answer.body.deliveredAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((await deliver(who.admin, checkout.orderId)).status).toBe(409);
    expect((await auditOf(checkout.orderId)).map((entry) => entry.action)).toEqual(["shipped", "delivered"]);
    expect(await statusSteps(checkout.orderId)).toEqual(
      expect.arrayContaining(["unfulfilled→shipped", "shipped→delivered"]),
    );
  });
});

describe("POST /api/admin/orders/ship (bulk)", () => {
  it("is for admins only and checks its body", async () => {
    expect(
      await statusesFor(postBulkShip, who, (token) =>
        jsonRequest("/api/admin/orders/ship", "POST", token, { ids: [1] }),
      ),
    ).toEqual([401, 403]);
    const bad = [
      [{}, "ids"],
      [{ ids: [] }, "ids"],
      [{ ids: [1, 1] }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, index) => index + 1) }, "ids"],
      [{ ids: [0] }, "ids.0"],
      [{ ids: ["1"] }, "ids.0"],
      [{ ids: [1], carrier: ["DHL"] }, "carrier"],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await bulkShip(who.admin, body);
      expect([answer.status, String(answer.body.detail)]).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it("ships what can ship and reports the rest, each order on its own", async () => {
    const [first, second] = [await paidCheckout(), await paidCheckout()];
    const pending = await pendingCheckout([1]);
    const shipped = await paidCheckout();
    expect((await ship(who.admin, shipped.orderId, { carrier: "UPS", trackingNumber: "1Z" })).status).toBe(
      200,
    );
    const unknown = 2_000_000_001;

    const answer = await bulkShip(who.admin, {
      ids: [first.orderId, pending.orderId, unknown, second.orderId, shipped.orderId],
      carrier: "auspost",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      shipped: 2,
      refused: 3,
      results: [
        { id: first.orderId, shipped: true, status: "shipped" },
        {
          id: pending.orderId,
          shipped: false,
          error: 409,
          detail: expect.stringMatching(/pending, so it cannot ship/),
        },
        { id: unknown, shipped: false, error: 404, detail: expect.any(String) },
        { id: second.orderId, shipped: true, status: "shipped" },
        {
          id: shipped.orderId,
          shipped: false,
          error: 409,
          detail: expect.stringMatching(/shipped, so it cannot ship/),
        },
      ],
    });
    for (const checkout of [first, second])
      expect(await orderRow(checkout.orderId)).toMatchObject({
        fulfilmentStatus: "shipped",
        carrier: "Australia Post",
        trackingNumber: null,
      });
    expect((await orderRow(pending.orderId)).paymentStatus).toBe("pending");
    // The order shipped before keeps its own carrier and tracking.
    expect(await orderRow(shipped.orderId)).toMatchObject({ carrier: "UPS", trackingNumber: "1Z" });
    expect((await mailJobs(first.orderId)).map((job) => job.key)).toContainEqual(expect.stringMatching(new RegExp(`^mail:shipped:${first.orderId}:\\d+$`)));
    expect((await mailJobs(pending.orderId)).map((job) => job.key)).not.toContain(
      `mail:shipped:${pending.orderId}`,
    );
  });
});

describe("the orders list's filter and its CSV export", () => {
  let tagged: Checkout[];
  const marker = `csv${Date.now()}`;

  beforeAll(async () => {
    tagged = [await paidCheckout([2]), await paidCheckout([1, 3])];
    const db = await getDb();
    // Recognisable e-mails, and one order on a day of its own for the date range.
    for (const [index, checkout] of tagged.entries())
      await db
        .update(orders)
        .set({ customerEmail: `${marker}-${index}@example.com` })
        .where(eq(orders.id, checkout.orderId));
    await db
      .update(orders)
      .set({ createdAt: new Date("2020-02-03T10:00:00Z") })
      .where(eq(orders.id, tagged[0].orderId));
    expect(
      (await ship(who.admin, tagged[1].orderId, { carrier: "FedEx", trackingNumber: "FX-9" })).status,
    ).toBe(200);
  });

  const list = async (query: string) => {
    const answer = await send(getOrders, jsonRequest(`/api/admin/orders${query}`, "GET", who.admin));
    return answer as { status: number; body: { results: { id: number }[]; count: number; detail?: string } };
  };

  it("finds orders by part of the customer's e-mail or by order number, and by a range of days", async () => {
    const byEmail = await list(`?q=${marker.toUpperCase()}`);
    expect(byEmail.body.results.map((row) => row.id)).toEqual([tagged[1].orderId, tagged[0].orderId]);
    expect((await list(`?q=%23${tagged[1].orderId}`)).body.results.map((row) => row.id)).toEqual([
      tagged[1].orderId,
    ]);
    // LIKE's wildcards are only text: "%" finds no e-mail that lacks one.
    expect((await list(`?q=${marker}%25`)).body.count).toBe(0);
    const day = await list(`?q=${marker}&from=2020-02-03&to=2020-02-03`);
    expect(day.body.results.map((row) => row.id)).toEqual([tagged[0].orderId]);
    expect((await list(`?q=${marker}&from=2020-02-04`)).body.results.map((row) => row.id)).toEqual([
      tagged[1].orderId,
    ]);
    expect((await list(`?q=${marker}&fulfilment=shipped`)).body.results.map((row) => row.id)).toEqual([
      tagged[1].orderId,
    ]);
  });

  it("refuses a bad date or a range that ends before it starts with 400", async () => {
    for (const [query, field] of [
      ["?from=2026-02-30", "from"],
      ["?to=yesterday", "to"],
      ["?from=2026-03-02&to=2026-03-01", "to"],
    ] as const) {
      const answer = await list(query);
      expect([answer.status, String(answer.body.detail)]).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it("exports the filtered orders, all pages, as CSV for admins only", async () => {
    expect((await exportCsv(undefined)).status).toBe(401);
    expect((await exportCsv(who.customer)).status).toBe(403);
    expect((await exportCsv(who.admin, "?from=tomorrow")).status).toBe(400);

    const csv = await exportCsv(who.admin, `?q=${marker}`);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const [header, ...rows] = records(csv.text);
    expect(header).toEqual([
      "Order",
      "Date (UTC)",
      "Customer",
      "Email",
      "Items",
      "Amount",
      "Currency",
      "Refunded",
      "Status",
      "Fulfilment",
      "Carrier",
      "Tracking number",
      "Shipped (UTC)",
      "Delivered (UTC)",
    ]);
    const [second, first] = [await orderRow(tagged[1].orderId), await orderRow(tagged[0].orderId)];
    expect(rows).toEqual([
      [
        String(second.id),
        second.createdAt.toISOString(),
        "Sam Buyer",
        `${marker}-1@example.com`,
        "4",
        (second.amountMinor / 100).toFixed(2),
        "AUD",
        "0.00",
        "paid",
        "shipped",
        "FedEx",
        "FX-9",
        second.shippedAt!.toISOString(),
        "",
      ],
      [
        String(first.id),
        "2020-02-03T10:00:00.000Z",
        "Sam Buyer",
        `${marker}-0@example.com`,
        "2",
        (first.amountMinor / 100).toFixed(2),
        "AUD",
        "0.00",
        "paid",
        "unfulfilled",
        "",
        "",
        "",
        "",
      ],
    ]);
    expect(
      records((await exportCsv(who.admin, `?q=${marker}&status=paid&fulfilment=unfulfilled`)).text)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([String(first.id)]);
  });

  it("writes awkward text so a spreadsheet reads it as text", async () => {
    const db = await getDb();
    await db
      .update(orders)
      .set({ customerName: '=HYPERLINK("x"), "Bob"\nSmith' })
      .where(eq(orders.id, tagged[0].orderId));
    const csv = await exportCsv(who.admin, `?q=${marker}-0`);
    expect(csv.text.split("\r\n")[1]).toContain(`,"'=HYPERLINK(""x""), ""Bob""\nSmith",`);
    expect(records(csv.text)[1][2]).toBe(`'=HYPERLINK("x"), "Bob"\nSmith`);
  });
});
