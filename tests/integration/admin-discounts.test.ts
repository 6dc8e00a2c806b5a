/** @jest-environment node */
import { and, asc, eq } from "drizzle-orm";
import { DELETE as deleteRoute, GET as oneRoute, PATCH as patchRoute } from "@/app/api/admin/discounts/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/discounts/route";
import { getDb } from "@/db/client";
import { auditLog, discountCodes, orders } from "@/db/schema";
import type { DiscountPageResponse, DiscountResponse } from "@/lib/discounts/contract";
import { apiRequest, createUser } from "./account-fixtures";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";
import { insertCategory } from "./catalog-fixtures";
import { insertOrder } from "./order-row-fixtures";

// The owner's discount codes through their routes: who may call, what each call answers, the
// rules it refuses with 400/404/409, and the audit entry every write leaves.

type Answer<T> = { status: number; body: T & { detail?: string } };

let who: Callers;
const categoryIds: Record<string, number> = {};
let sequence = 0;

/** A code unique to this run, e.g. SPRING-7. */
const fresh = (label: string) => `${label}-${++sequence}`;

const create = (body: unknown, token = who.admin) =>
  send(createRoute, jsonRequest("/api/admin/discounts", "POST", token, body)) as Promise<Answer<DiscountResponse>>;
const list = (query = "", token = who.admin) =>
  send(listRoute, jsonRequest(`/api/admin/discounts${query}`, "GET", token)) as Promise<Answer<DiscountPageResponse>>;
const read = (id: number | string, token = who.admin) =>
  send(oneRoute, jsonRequest(`/api/admin/discounts/${id}`, "GET", token), { id: String(id) }) as Promise<
    Answer<DiscountResponse>
  >;
const patch = (id: number | string, body: unknown, token = who.admin) =>
  send(patchRoute, jsonRequest(`/api/admin/discounts/${id}`, "PATCH", token, body), { id: String(id) }) as Promise<
    Answer<DiscountResponse>
  >;
const remove = (id: number | string, token = who.admin) =>
  send(deleteRoute, jsonRequest(`/api/admin/discounts/${id}`, "DELETE", token), { id: String(id) }) as Promise<
    Answer<Record<string, never>>
  >;

/** A percent code made through the API, with any fields the test names. */
async function made(fields: Record<string, unknown> = {}): Promise<DiscountResponse> {
  const { status, body } = await create({ code: fresh("CODE"), kind: "percent", value: 10, ...fields });
  expect(status).toBe(201);
  return body;
}

async function auditOf(id: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, "discount"), eq(auditLog.subjectId, String(id))))
    .orderBy(asc(auditLog.id));
}

async function setUsed(id: number, usedCount: number): Promise<void> {
  const db = await getDb();
  await db.update(discountCodes).set({ usedCount }).where(eq(discountCodes.id, id));
}

const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  who = await callers();
  await insertCategory({ name: "Sale", internalName: "sale" }, categoryIds);
  await insertCategory({ name: "Women", internalName: "women" }, categoryIds);
  await insertCategory({ name: "Tops", internalName: "women-tops", parent: "women" }, categoryIds);
});

describe("who may call", () => {
  it("answers 401 signed out and 403 to a customer, for every call, and changes nothing", async () => {
    const code = await made();
    const path = `/api/admin/discounts/${code.id}`;
    const params = { id: String(code.id) };
    const body = { code: "NOPE", kind: "percent", value: 50 };
    expect(await statusesFor(listRoute, who, (token) => jsonRequest("/api/admin/discounts", "GET", token))).toEqual([401, 403]);
    expect(await statusesFor(createRoute, who, (token) => jsonRequest("/api/admin/discounts", "POST", token, body))).toEqual([401, 403]);
    expect(await statusesFor(oneRoute, who, (token) => jsonRequest(path, "GET", token), params)).toEqual([401, 403]);
    expect(await statusesFor(patchRoute, who, (token) => jsonRequest(path, "PATCH", token, { value: 90 }), params)).toEqual([401, 403]);
    expect(await statusesFor(deleteRoute, who, (token) => jsonRequest(path, "DELETE", token), params)).toEqual([401, 403]);
    expect((await read(code.id)).body).toEqual(code);
    expect((await list("?q=NOPE")).body.count).toBe(0);
    expect(await auditOf(code.id)).toHaveLength(1);
  });
});

describe("POST /api/admin/discounts", () => {
  it("creates a 20 % code, stored upper-case, Active, unused, with its audit entry", async () => {
    const code = fresh("save20");
    const { status, body } = await create({ code: ` ${code} `, kind: "percent", value: 20 });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      code: code.toUpperCase(),
      kind: "percent",
      value: 20,
      currency: "USD",
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      minSubtotal: null,
      categoryIds: [],
      categories: [],
      active: true,
      usedCount: 0,
      state: "Active",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [entry] = await auditOf(body.id);
    expect(entry).toMatchObject({
      action: "create",
      actorName: expect.any(String),
      summary: `Created discount code ${code.toUpperCase()} (20 % off)`,
      before: null,
      after: expect.objectContaining({ code: code.toUpperCase(), kind: "percent", value: 20, active: true }),
    });
  });

  it("keeps a fixed amount, dates, limits, a minimum and categories (named by their path)", async () => {
    const startsAt = iso(-hour);
    const endsAt = iso(24 * hour);
    const { status, body } = await create({
      code: fresh("FIVE_OFF"),
      kind: "fixed",
      value: 5,
      startsAt,
      endsAt,
      usageLimit: 100,
      perCustomerLimit: 1,
      minSubtotal: 49.99,
      categoryIds: [categoryIds["women-tops"], categoryIds.sale, categoryIds.sale],
      active: true,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      kind: "fixed",
      value: 5,
      startsAt,
      endsAt,
      usageLimit: 100,
      perCustomerLimit: 1,
      minSubtotal: 49.99,
      categoryIds: [categoryIds["women-tops"], categoryIds.sale],
      categories: [
        { id: categoryIds["women-tops"], name: "Women › Tops" },
        { id: categoryIds.sale, name: "Sale" },
      ],
      state: "Active",
    });
    const db = await getDb();
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, body.id));
    expect(row).toMatchObject({ amountOffMinor: 500, percentOff: null, minSubtotalMinor: 4999 });
  });

  it("shows Scheduled before the start, Expired after the end and Inactive when switched off", async () => {
    expect((await made({ startsAt: iso(hour) })).state).toBe("Scheduled");
    expect((await made({ startsAt: iso(-2 * hour), endsAt: iso(-hour) })).state).toBe("Expired");
    expect((await made({ active: false })).state).toBe("Inactive");
  });

  it.each([
    [{ code: "SAVE 20", kind: "percent", value: 20 }, "code: may use only letters, digits, '-' and '_'"],
    [{ code: "", kind: "percent", value: 20 }, "code: is required"],
    [{ code: "X".repeat(41), kind: "percent", value: 20 }, "code:"],
    [{ code: "OK", kind: "bogo", value: 20 }, 'kind: must be "percent" or "fixed"'],
    [{ code: "OK", kind: "percent", value: 150 }, "value: a percentage must be a whole number from 1 to 100"],
    [{ code: "OK", kind: "percent", value: 12.5 }, "value: a percentage must be a whole number from 1 to 100"],
    [{ code: "OK", kind: "percent", value: 0 }, "value: a percentage must be a whole number from 1 to 100"],
    [{ code: "OK", kind: "fixed", value: 0 }, "value: an amount off must be more than 0"],
    [{ code: "OK", kind: "fixed", value: 5.555 }, "value: an amount off must have at most 2 decimals"],
    [{ code: "OK", kind: "fixed", value: "5" }, "value: must be a number"],
    [{ code: "OK", kind: "percent" }, "value: must be a number"],
    [{ code: "OK", kind: "percent", value: 5, startsAt: "tomorrow" }, "startsAt: must be a date and time"],
    [{ code: "OK", kind: "percent", value: 5, startsAt: iso(2 * hour), endsAt: iso(hour) }, "endsAt: must be after startsAt"],
    [{ code: "OK", kind: "percent", value: 5, usageLimit: 0 }, "usageLimit: must be at least 1"],
    [{ code: "OK", kind: "percent", value: 5, perCustomerLimit: 1.5 }, "perCustomerLimit: must be a whole number"],
    [{ code: "OK", kind: "percent", value: 5, minSubtotal: -1 }, "minSubtotal: must be 0 or more"],
    [{ code: "OK", kind: "percent", value: 5, categoryIds: ["sale"] }, "categoryIds.0:"],
    [{ code: "OK", kind: "percent", value: 5, active: "yes" }, "active: must be true or false"],
    [{ code: "OK", kind: "percent", value: 5, colour: "red" }, 'Unrecognized key: "colour"'],
  ])("refuses %j with 400", async (body, detail) => {
    const { status, body: answer } = await create(body);
    expect(status).toBe(400);
    expect(answer.detail).toContain(detail);
    expect((await list("?q=OK")).body.count).toBe(0);
  });

  it("refuses an unknown category id with 400 naming it, and a body that is not JSON", async () => {
    const unknown = await create({ code: fresh("CAT"), kind: "percent", value: 5, categoryIds: [categoryIds.sale, 999_999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe("categoryIds: no category has the id 999999");
    const broken = await send(
      createRoute,
      apiRequest("/api/admin/discounts", { method: "POST", token: who.admin, body: "{not json" }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toBe("The request body must be valid JSON");
  });

  it("refuses a code another code has in any case with 409, also when both are sent at once", async () => {
    const code = fresh("DUP");
    await made({ code });
    const again = await create({ code: code.toLowerCase(), kind: "fixed", value: 1 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(`A discount code ${code.toUpperCase()} already exists`);

    const race = fresh("RACE");
    const answers = await Promise.all([1, 2, 3].map((value) => create({ code: race, kind: "percent", value })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.detail).toBe(`A discount code ${race} already exists`);
  });
});

describe("GET /api/admin/discounts", () => {
  it("lists newest first, finds part of a code in any case ('_' as itself), and pages", async () => {
    const first = await made({ code: fresh("LIST_A") });
    const second = await made({ code: fresh("LIST-B") });
    const { status, body } = await list("?q=list");
    expect(status).toBe(200);
    expect(body.results.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(body).toMatchObject({ count: 2, page: 1, pageSize: 20 });
    expect((await list("?q=ST_")).body.results.map((row) => row.id)).toEqual([first.id]);
    expect((await list("?q=list&page=2")).body).toEqual({ results: [], count: 2, page: 2, pageSize: 20 });
  });

  it("shows the uses and a used-up code's state", async () => {
    const code = await made({ usageLimit: 3 });
    await setUsed(code.id, 3);
    const [row] = (await list(`?q=${code.code}`)).body.results;
    expect(row).toMatchObject({ usedCount: 3, usageLimit: 3, state: "Used up" });
  });

  it.each(["?page=0", "?page=abc", `?q=${"x".repeat(101)}`])("refuses %s with 400", async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.detail).toMatch(/^(page|q): /);
  });
});

describe("GET /api/admin/discounts/{id}", () => {
  it("answers one code, 404 for an id nobody has and 400 for one that cannot exist", async () => {
    const code = await made();
    expect(await read(code.id)).toEqual({ status: 200, body: code });
    expect(await read(999_999)).toEqual({ status: 404, body: { detail: "Discount code not found" } });
    expect((await read("abc")).status).toBe(400);
    expect((await read("0")).status).toBe(400);
  });
});

describe("PATCH /api/admin/discounts/{id}", () => {
  it("deactivates and activates a code, each change audited with before and after", async () => {
    const code = await made();
    const off = await patch(code.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, state: "Inactive" });
    const on = await patch(code.id, { active: true });
    expect(on.body).toMatchObject({ active: true, state: "Active" });
    const entries = await auditOf(code.id);
    expect(entries.map((entry) => [entry.action, entry.summary, entry.before, entry.after])).toEqual([
      ["create", expect.any(String), null, expect.any(Object)],
      ["update", `Deactivated discount code ${code.code}`, { active: true }, { active: false }],
      ["update", `Activated discount code ${code.code}`, { active: false }, { active: true }],
    ]);
  });

  it("changes any subset: a new code, a fixed amount with its kind, dates, limits; nulls clear", async () => {
    const code = await made({ usageLimit: 5, minSubtotal: 20 });
    const renamed = fresh("renamed");
    const endsAt = iso(48 * hour);
    const { status, body } = await patch(code.id, {
      code: renamed,
      kind: "fixed",
      value: 7.5,
      endsAt,
      usageLimit: null,
      minSubtotal: null,
      categoryIds: [categoryIds.women],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: renamed.toUpperCase(),
      kind: "fixed",
      value: 7.5,
      endsAt,
      usageLimit: null,
      minSubtotal: null,
      categories: [{ id: categoryIds.women, name: "Women" }],
    });
    const last = (await auditOf(code.id)).at(-1);
    expect(last?.summary).toBe(`Changed discount code ${code.code}: code, kind, value, endsAt, usageLimit, minSubtotal, categoryIds`);
    expect(last?.before).toMatchObject({ code: code.code, kind: "percent", value: 10, usageLimit: 5, minSubtotal: 20 });
  });

  it("changes nothing and records nothing for a patch that repeats the code's values", async () => {
    const code = await made();
    const same = await patch(code.id, { code: code.code.toLowerCase(), value: 10, active: true });
    expect(same).toEqual({ status: 200, body: code });
    expect(await auditOf(code.id)).toHaveLength(1);
  });

  it.each([
    [{}, "Nothing to change: send at least one field"],
    [{ value: 101 }, "value: a percentage must be a whole number from 1 to 100"],
    [{ kind: "fixed" }, "value: is required when the kind changes"],
    [{ kind: "percent", value: 0.5 }, "value: a percentage must be a whole number from 1 to 100"],
    [{ usageLimit: -3 }, "usageLimit: must be at least 1"],
    [{ code: "NO SPACES" }, "code: may use only letters, digits, '-' and '_'"],
    [{ categoryIds: [999_999] }, "categoryIds: no category has the id 999999"],
    [{ usedCount: 0 }, 'Unrecognized key: "usedCount"'],
  ])("refuses %j with 400 and changes nothing", async (body, detail) => {
    const code = await made();
    const { status, body: answer } = await patch(code.id, body);
    expect(status).toBe(400);
    expect(answer.detail).toContain(detail);
    expect((await read(code.id)).body).toEqual(code);
    expect(await auditOf(code.id)).toHaveLength(1);
  });

  it("checks a new end against the start already set, and the other way round", async () => {
    const code = await made({ startsAt: iso(hour), endsAt: iso(3 * hour) });
    const early = await patch(code.id, { endsAt: iso(-hour) });
    expect(early).toEqual({ status: 400, body: { detail: "endsAt: must be after startsAt" } });
    const late = await patch(code.id, { startsAt: iso(4 * hour) });
    expect(late).toEqual({ status: 400, body: { detail: "endsAt: must be after startsAt" } });
  });

  it("refuses a usage limit below the uses (409) but takes one equal to them (Used up)", async () => {
    const code = await made({ usageLimit: 10 });
    await setUsed(code.id, 4);
    const lower = await patch(code.id, { usageLimit: 3 });
    expect(lower.status).toBe(409);
    expect(lower.body.detail).toBe(`${code.code} has been used 4 times: its usage limit cannot be lower than that`);
    const equal = await patch(code.id, { usageLimit: 4 });
    expect(equal.status).toBe(200);
    expect(equal.body).toMatchObject({ usageLimit: 4, usedCount: 4, state: "Used up" });
  });

  it("refuses another code's letters with 409", async () => {
    const [taken, code] = [await made(), await made()];
    const { status, body } = await patch(code.id, { code: taken.code.toLowerCase() });
    expect(status).toBe(409);
    expect(body.detail).toBe(`A discount code ${taken.code} already exists`);
  });

  it("answers 404 for a code nobody has", async () => {
    expect(await patch(999_999, { active: false })).toEqual({ status: 404, body: { detail: "Discount code not found" } });
  });
});

describe("DELETE /api/admin/discounts/{id}", () => {
  it("deletes a code never used, with its audit entry; then it is not found", async () => {
    const code = await made();
    expect((await remove(code.id)).status).toBe(204);
    expect((await read(code.id)).status).toBe(404);
    expect((await remove(code.id)).status).toBe(404);
    const last = (await auditOf(code.id)).at(-1);
    expect(last).toMatchObject({
      action: "delete",
      summary: `Deleted discount code ${code.code}`,
      before: expect.objectContaining({ code: code.code, value: 10 }),
      after: null,
    });
  });

  it("refuses a code a paid order used, or a checkout carries, with 409: deactivate it instead", async () => {
    const used = await made();
    await setUsed(used.id, 1);
    const refused = await remove(used.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(`${used.code} has been used in an order, so it cannot be deleted: deactivate it instead`);

    const carried = await made();
    const customer = await createUser();
    const order = await insertOrder({ userId: customer.id, status: "pending" });
    const db = await getDb();
    await db.update(orders).set({ discountCodeId: carried.id, discountCode: carried.code }).where(eq(orders.id, order.id));
    expect((await remove(carried.id)).status).toBe(409);

    expect((await read(used.id)).status).toBe(200);
    expect((await read(carried.id)).status).toBe(200);
    expect(await auditOf(used.id)).toHaveLength(1);
  });

  it("answers 400 for an id that cannot exist", async () => {
    expect((await remove("-1")).status).toBe(400);
  });
});
