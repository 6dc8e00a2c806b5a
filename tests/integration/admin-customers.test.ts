/** @jest-environment node */
import { and, eq } from "drizzle-orm";
import { GET as customerRoute, PATCH as patchCustomer } from "@/app/api/admin/customers/[id]/route";
import { GET as customersRoute } from "@/app/api/admin/customers/route";
import { getDb } from "@/db/client";
import { auditLog, users } from "@/db/schema";
import type { CustomerDetailResponse, CustomerPageResponse, CustomerResponse } from "@/lib/customers/contract";
import { LAST_ADMIN } from "@/lib/customers/contract";
import { changeRole } from "@/lib/customers/role";
import { ConflictError } from "@/lib/errors";
import { createUser, tokenFor, type TestUser } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { insertOrder } from "./order-row-fixtures";

let who: Callers;
let key = 0;

/** A user with a name and address of the test's choosing (unique per run). */
async function person(first: string, last: string, role: TestUser["role"] = "customer"): Promise<TestUser> {
  const user = await createUser({ role });
  const db = await getDb();
  const email = `${first.toLowerCase()}.${last.toLowerCase()}.${Date.now().toString(36)}${key++}@example.com`;
  await db.update(users).set({ firstName: first, lastName: last, email }).where(eq(users.id, user.id));
  return { ...user, email };
}

const list = (query: string, token = who.admin) =>
  send(customersRoute, jsonRequest(`/api/admin/customers${query}`, "GET", token)) as Promise<{
    status: number;
    body: CustomerPageResponse & { detail?: string };
  }>;
const detail = (id: number | string, token = who.admin, query = "") =>
  send(customerRoute, jsonRequest(`/api/admin/customers/${id}${query}`, "GET", token), { id: String(id) }) as Promise<{
    status: number;
    body: CustomerDetailResponse & { detail?: string };
  }>;
const setRole = (id: number | string, body: unknown, token = who.admin) =>
  send(patchCustomer, jsonRequest(`/api/admin/customers/${id}`, "PATCH", token, body), { id: String(id) }) as Promise<{
    status: number;
    body: CustomerResponse & { detail?: string };
  }>;

beforeAll(async () => {
  who = await callers();
});

describe("who may call", () => {
  it("answers 401 signed out and 403 to a customer, for every call", async () => {
    const target = await createUser();
    expect(await statusesFor(customersRoute, who, (token) => jsonRequest("/api/admin/customers", "GET", token))).toEqual([401, 403]);
    expect(
      await statusesFor(customerRoute, who, (token) => jsonRequest(`/api/admin/customers/${target.id}`, "GET", token), { id: String(target.id) }),
    ).toEqual([401, 403]);
    expect(
      await statusesFor(
        patchCustomer,
        who,
        (token) => jsonRequest(`/api/admin/customers/${target.id}`, "PATCH", token, { role: "admin" }),
        { id: String(target.id) },
      ),
    ).toEqual([401, 403]);
    const db = await getDb();
    const [unchanged] = await db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(unchanged.role).toBe("customer");
  });
});

describe("GET /api/admin/customers", () => {
  it("shows each customer's orders and total spent: paid orders net of refunds, in the catalogue's currency", async () => {
    const ada = await person("Ada", "Spender");
    // Paid in AUD at rate 1: 30.00 of catalogue prices.
    await insertOrder({ userId: ada.id, status: "paid", lines: [{ name: "Tee", quantity: 2, unitMinor: 1500 }] });
    // Charged 30.00 EUR for 20.00 of catalogue prices (rate 1.5), half refunded: 10.00 counts.
    await insertOrder({
      userId: ada.id,
      status: "partially_refunded",
      currency: "EUR",
      country: "FR",
      exchangeRate: "1.5",
      refundedMinor: 1500,
      lines: [{ name: "Mug", quantity: 2, unitMinor: 1000 }],
    });
    await insertOrder({ userId: ada.id, fulfilment: "shipped", lines: [{ name: "Cap", quantity: 1, unitMinor: 1000 }] });
    // Counted as orders, but nothing kept: refunded in full, cancelled.
    await insertOrder({ userId: ada.id, status: "refunded", refundedMinor: 5000, lines: [{ name: "Coat", quantity: 1, unitMinor: 5000 }] });
    await insertOrder({ userId: ada.id, fulfilment: "cancelled", lines: [{ name: "Hat", quantity: 1, unitMinor: 700 }] });
    // Not orders at all: checkouts never paid.
    await insertOrder({ userId: ada.id, status: "pending" });
    await insertOrder({ userId: ada.id, status: "failed" });

    const { status, body } = await list(`?q=${encodeURIComponent(ada.email)}`);
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    expect(body.results[0]).toEqual({
      id: ada.id,
      username: ada.username,
      name: "Ada Spender",
      email: ada.email,
      role: "customer",
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      orderCount: 5,
      totalSpent: 50,
      currency: "USD",
    });
  });

  it("finds by part of a name or e-mail in any case, treats % and _ as letters, and filters by role", async () => {
    const [grace, alan] = [await person("Grace", "Zebrafinch"), await person("Alan", "Zebrafinch", "seller")];
    const byName = await list("?q=zEbRaFiNcH&sort=name&dir=asc");
    expect(byName.body.results.map((row) => row.name)).toEqual(["Alan Zebrafinch", "Grace Zebrafinch"]);
    const byFullName = await list("?q=grace%20zebra");
    expect(byFullName.body.results.map((row) => row.id)).toEqual([grace.id]);
    const byMail = await list(`?q=${encodeURIComponent(alan.email.slice(0, 12).toUpperCase())}`);
    expect(byMail.body.results.map((row) => row.id)).toContain(alan.id);
    expect((await list("?q=zebrafinch&role=seller")).body.results.map((row) => row.id)).toEqual([alan.id]);
    expect((await list("?q=%25")).body.count).toBe(0);
    expect((await list("?q=a_a")).body.count).toBe(0);
    expect((await list("?q=nobody-by-this-name")).body).toEqual({ results: [], count: 0, page: 1, pageSize: 10 });
  });

  it("sorts by any column either way and pages on the server", async () => {
    const tag = `Pager${Date.now().toString(36)}`;
    const spenders: TestUser[] = [];
    for (const [index, cents] of [1000, 3000, 2000, 6000, 5000, 4000].entries()) {
      const user = await person(`P${index}`, tag);
      await insertOrder({ userId: user.id, lines: [{ name: "Tee", quantity: 1, unitMinor: cents }] });
      spenders.push(user);
    }
    const bySpend = await list(`?q=${tag}&sort=spent&dir=desc`);
    expect(bySpend.body.results.map((row) => row.totalSpent)).toEqual([60, 50, 40, 30, 20, 10]);
    const joined = await list(`?q=${tag}&sort=joined&dir=asc`);
    expect(joined.body.results.map((row) => row.id)).toEqual(spenders.map((user) => user.id));

    const [first, second, past] = await Promise.all(
      [1, 2, 3].map((page) => list(`?q=${tag}&sort=spent&dir=asc&pageSize=5&page=${page}`)),
    );
    expect(first.body).toMatchObject({ count: 6, page: 1, pageSize: 5 });
    expect(first.body.results.map((row) => row.totalSpent)).toEqual([10, 20, 30, 40, 50]);
    expect(second.body.results.map((row) => row.totalSpent)).toEqual([60]);
    expect(past.body).toEqual({ results: [], count: 6, page: 3, pageSize: 5 });
  });

  it("answers 400 naming the field for a bad query", async () => {
    for (const [query, field] of [
      ["?pageSize=7", "pageSize"],
      ["?page=0", "page"],
      ["?sort=password", "sort"],
      ["?dir=up", "dir"],
      ["?role=owner", "role"],
      [`?q=${"x".repeat(101)}`, "q"],
    ]) {
      const { status, body } = await list(query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.detail).toMatch(new RegExp(`^${field}:`));
    }
  });
});

describe("GET /api/admin/customers/{id}", () => {
  it("shows one customer with their orders, newest first, in each order's currency", async () => {
    const bea = await person("Bea", "Buyer");
    const older = await insertOrder({ userId: bea.id, createdAt: new Date("2026-01-02T10:00:00Z") });
    const newer = await insertOrder({ userId: bea.id, status: "pending", currency: "EUR", country: "DE", createdAt: new Date("2026-02-02T10:00:00Z") });
    await insertOrder({ userId: (await createUser()).id }); // someone else's
    const { status, body } = await detail(bea.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: bea.id, firstName: "Bea", lastName: "Buyer", orderCount: 1, totalSpent: 30 });
    expect(body.orders).toEqual({
      results: [
        { id: newer.id, createdAt: "2026-02-02T10:00:00.000Z", status: "pending", fulfilment: "unfulfilled", itemCount: 2, amount: 30, currency: "EUR", country: "DE" },
        { id: older.id, createdAt: "2026-01-02T10:00:00.000Z", status: "paid", fulfilment: "unfulfilled", itemCount: 2, amount: 30, currency: "AUD", country: "AU" },
      ],
      count: 2,
      page: 1,
      pageSize: 10,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it("answers 404 for nobody and 400 for an id that cannot exist", async () => {
    expect((await detail(2_000_000_000)).status).toBe(404);
    expect((await detail("abc")).status).toBe(400);
    expect((await detail("1", who.admin, "?page=0")).status).toBe(400);
  });
});

describe("PATCH /api/admin/customers/{id}", () => {
  it("changes a role, recorded in the audit trail, and the new role applies to the user's next call", async () => {
    const sam = await person("Sam", "Seller");
    const samToken = await tokenFor(sam);
    expect((await list("", samToken)).status).toBe(403);
    const { status, body } = await setRole(sam.id, { role: "admin" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: sam.id, role: "admin", name: "Sam Seller" });
    expect((await list("", samToken)).status).toBe(200); // the role is read from the database

    const db = await getDb();
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.kind, "customer"), eq(auditLog.subjectId, String(sam.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "role", before: { role: "customer" }, after: { role: "admin" } });
    expect(entries[0].summary).toContain("Customer → Admin");

    // The same role again changes nothing and records nothing.
    expect((await setRole(sam.id, { role: "admin" })).status).toBe(200);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.kind, "customer"), eq(auditLog.subjectId, String(sam.id))))).toHaveLength(1);
  });

  it("answers 400 for a bad body and 404 for nobody", async () => {
    const target = await createUser();
    for (const body of [{ role: "owner" }, {}, { role: "admin", extra: 1 }, "not json", { role: null }]) {
      const answer = await setRole(target.id, body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(answer.body.detail).toBeTruthy();
    }
    expect((await setRole(target.id, { role: "owner" })).body.detail).toMatch(/^role:/);
    expect((await setRole(2_000_000_000, { role: "seller" })).status).toBe(404);
    expect((await setRole("0", { role: "seller" })).status).toBe(400);
  });
});

// Last in the file: these tests take the admin role away from the file's other admins.
describe("the last admin", () => {
  /** Leaves exactly these admins in the shop (the file's other admins become customers). */
  async function onlyAdmins(...keep: TestUser[]): Promise<void> {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
      for (const user of keep) await tx.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    });
  }

  async function adminCount(): Promise<number> {
    const db = await getDb();
    return (await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"))).length;
  }

  it("can never be demoted, not even by themselves: 409 with the reason", async () => {
    const owner = await person("Owner", "Admin", "admin");
    await onlyAdmins(owner);
    const token = await tokenFor(owner);
    for (const role of ["customer", "seller"]) {
      const { status, body } = await setRole(owner.id, { role }, token);
      expect(status).toBe(409);
      expect(body.detail).toBe(LAST_ADMIN);
    }
    expect(await adminCount()).toBe(1);
    // With a second admin, the first may step down.
    const second = await person("Second", "Admin", "admin");
    expect((await setRole(owner.id, { role: "customer" }, token)).status).toBe(200);
    expect((await setRole(second.id, { role: "customer" }, await tokenFor(second))).status).toBe(409);
  });

  it("two admins demoting each other at the same moment leave one admin, every time", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await person(`A${round}`, "Racer", "admin"), await person(`B${round}`, "Racer", "admin")];
      await onlyAdmins(a, b);
      const outcomes = await Promise.allSettled([
        changeRole({ id: a.id, username: a.username }, b.id, "customer"),
        changeRole({ id: b.id, username: b.username }, a.id, "seller"),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === "rejected");
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
      expect(await adminCount()).toBe(1);
    }
  });

  it("through the API too: concurrent demotions of the last two admins leave one", async () => {
    const [a, b] = [await person("Api", "RacerA", "admin"), await person("Api", "RacerB", "admin")];
    await onlyAdmins(a, b);
    const [tokenA, tokenB] = [await tokenFor(a), await tokenFor(b)];
    const answers = await Promise.all([setRole(b.id, { role: "customer" }, tokenA), setRole(a.id, { role: "customer" }, tokenB)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused: 409, or 403 when its own demotion landed before its call was authorised.
    expect([403, 409]).toContain(statuses[1]);
    expect(await adminCount()).toBe(1);
  });
});
