/** @jest-environment node */
import { GET as actorsRoute } from "@/app/api/admin/activity/actors/route";
import { GET as activityRoute } from "@/app/api/admin/activity/route";
import { PATCH as patchCategory } from "@/app/api/admin/categories/[internalName]/route";
import { POST as addType } from "@/app/api/admin/categories/[internalName]/variations/route";
import { getDb } from "@/db/client";
import type { AuditEntry, AuditPage } from "@/lib/audit/contract";
import { recordAudit } from "@/lib/audit/record";
import { apiRequest, createUser, tokenFor, type TestUser } from "./account-fixtures";
import { jsonRequest, send, statusesFor } from "./admin-fixtures";
import { insertCategory } from "./catalog-fixtures";

// GET /api/admin/activity: every admin write, newest first, filtered by kind, admin and product,
// paged on the server; GET /api/admin/activity/actors: the admins the filter offers.

let ana: TestUser;
let ben: TestUser;
let tokens: { ana: string; ben: string; customer: string };

beforeAll(async () => {
  [ana, ben] = await Promise.all([
    createUser({ username: "ana_admin", role: "admin" }),
    createUser({ username: "ben_admin", role: "admin" }),
  ]);
  tokens = {
    ana: await tokenFor(ana),
    ben: await tokenFor(ben),
    customer: await tokenFor(await createUser()),
  };
  const ids: Record<string, number> = {};
  await insertCategory({ name: "Clothing", internalName: "clothing" }, ids);
  await insertCategory({ name: "Shoes", internalName: "shoes" }, ids);
  // Ana renames twice, Ben adds a variation type; a product's change is recorded beside them.
  const rename = (token: string, internalName: string, name: string) =>
    send(patchCategory, jsonRequest(`/api/admin/categories/${internalName}`, "PATCH", token, { name }), {
      internalName,
    });
  expect((await rename(tokens.ana, "clothing", "Apparel")).status).toBe(200);
  expect((await rename(tokens.ana, "shoes", "Footwear")).status).toBe(200);
  expect(
    (
      await send(
        addType,
        jsonRequest("/api/admin/categories/clothing/variations", "POST", tokens.ben, { name: "Color" }),
        { internalName: "clothing" },
      )
    ).status,
  ).toBe(201);
  const db = await getDb();
  await db.transaction((tx) =>
    recordAudit(tx, ben, {
      kind: "product",
      action: "update",
      subjectId: 42,
      productId: 42,
      summary: "Changed the price of Tee",
      before: { price: 10 },
      after: { price: 12 },
    }),
  );
});

const activity = async (query = "", token = tokens.ana) => {
  const { status, body } = await send(activityRoute, apiRequest(`/api/admin/activity${query}`, { token }));
  return { status, page: body as unknown as AuditPage & { detail?: string } };
};
const summaries = (entries: AuditEntry[]) => entries.map((entry) => entry.summary);

describe("GET /api/admin/activity", () => {
  it("answers 401 and 403 to guests and customers", async () => {
    expect(
      await statusesFor(activityRoute, { admin: tokens.ana, customer: tokens.customer }, (token) =>
        apiRequest("/api/admin/activity", { token }),
      ),
    ).toEqual([401, 403]);
  });

  it("lists every entry newest first, with who, what and the values before and after", async () => {
    const { status, page } = await activity();
    expect(status).toBe(200);
    expect(page.count).toBe(4);
    expect(summaries(page.entries)).toEqual([
      "Changed the price of Tee",
      "Added variation type Color to Apparel",
      "Renamed category Shoes to Footwear",
      "Renamed category Clothing to Apparel",
    ]);
    expect(page.entries[3]).toMatchObject({
      actor: { id: ana.id, name: "ana_admin" },
      kind: "category",
      action: "rename",
      before: { name: "Clothing" },
      after: { name: "Apparel" },
      productId: null,
    });
    expect(new Date(page.entries[0].at).getTime()).toBeGreaterThanOrEqual(
      new Date(page.entries[3].at).getTime(),
    );
  });

  it("filters by kind, by admin and by product, and pages on the server", async () => {
    expect(summaries((await activity("?kind=variation")).page.entries)).toEqual([
      "Added variation type Color to Apparel",
    ]);
    expect((await activity(`?actor=${ana.id}`)).page.count).toBe(2);
    expect(summaries((await activity(`?actor=${ben.id}&kind=product`)).page.entries)).toEqual([
      "Changed the price of Tee",
    ]);
    expect(summaries((await activity("?product=42")).page.entries)).toEqual(["Changed the price of Tee"]);
    const second = await activity("?pageSize=3&page=2");
    expect([second.page.count, second.page.page, second.page.pageSize]).toEqual([4, 2, 3]);
    expect(summaries(second.page.entries)).toEqual(["Renamed category Clothing to Apparel"]);
    expect((await activity("?page=9")).page.entries).toEqual([]);
  });

  it("answers 400 naming the bad parameter", async () => {
    expect((await activity("?kind=bogus")).status).toBe(400);
    expect((await activity("?page=0")).page.detail).toMatch(/^page: /);
    expect((await activity("?pageSize=1000")).page.detail).toMatch(/^pageSize: /);
    expect((await activity("?actor=abc")).page.detail).toMatch(/^actor: /);
    expect((await activity("?product=-1")).status).toBe(400);
  });
});

describe("GET /api/admin/activity/actors", () => {
  it("answers 401 and 403, and names the admins who changed anything", async () => {
    expect(
      await statusesFor(actorsRoute, { admin: tokens.ana, customer: tokens.customer }, (token) =>
        apiRequest("/api/admin/activity/actors", { token }),
      ),
    ).toEqual([401, 403]);
    const { status, body } = await send(
      actorsRoute,
      apiRequest("/api/admin/activity/actors", { token: tokens.ben }),
    );
    expect([status, body]).toEqual([
      200,
      [
        { id: ana.id, name: "ana_admin" },
        { id: ben.id, name: "ben_admin" },
      ],
    ]);
  });
});
