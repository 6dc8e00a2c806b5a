/** @jest-environment node */
import { desc, like } from "drizzle-orm";
import {
  DELETE as deleteMethodRoute,
  PATCH as patchMethodRoute,
} from "@/app/api/admin/shipping-methods/[id]/route";
import { GET as listMethodsRoute, POST as createMethodRoute } from "@/app/api/admin/shipping-methods/route";
import { DELETE as deleteRateRoute, PUT as putRateRoute } from "@/app/api/admin/tax-rates/[country]/route";
import { GET as listRatesRoute } from "@/app/api/admin/tax-rates/route";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import type { ShippingMethodResponse } from "@/lib/shipping/contract";
import type { TaxRate } from "@/lib/tax/contract";
import { callers, jsonRequest, send, statusesFor, type Callers } from "./admin-fixtures";

let who: Callers;

beforeAll(async () => {
  who = await callers();
});

const METHODS = "/api/admin/shipping-methods";
const methodPath = (id: number | string) => `${METHODS}/${id}`;
const ratePath = (country: string) => `/api/admin/tax-rates/${country}`;

const create = (body: unknown, token = who.admin) =>
  send(createMethodRoute, jsonRequest(METHODS, "POST", token, body));
const patch = (id: number | string, body: unknown, token = who.admin) =>
  send(patchMethodRoute, jsonRequest(methodPath(id), "PATCH", token, body), { id: String(id) });
const remove = (id: number | string, token = who.admin) =>
  send(deleteMethodRoute, jsonRequest(methodPath(id), "DELETE", token), { id: String(id) });
const methods = async () =>
  (await send(listMethodsRoute, jsonRequest(METHODS, "GET", who.admin)))
    .body as unknown as ShippingMethodResponse[];
const putRate = (country: string, body: unknown, token = who.admin) =>
  send(putRateRoute, jsonRequest(ratePath(country), "PUT", token, body), { country });
const removeRate = (country: string, token = who.admin) =>
  send(deleteRateRoute, jsonRequest(ratePath(country), "DELETE", token), { country });
const rates = async () =>
  (await send(listRatesRoute, jsonRequest("/api/admin/tax-rates", "GET", who.admin)))
    .body as unknown as TaxRate[];

/** The audit entries about one subject ("shipping-method-3", "tax-rate-AU"), newest first. */
async function auditOf(subject: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(like(auditLog.subjectId, subject)).orderBy(desc(auditLog.id));
}

describe("delivery methods", () => {
  it("answers 401 and 403 to guests and customers, and changes nothing for them", async () => {
    const body = { country: "AU", name: "Sneaky", price: 1 };
    expect(await statusesFor(listMethodsRoute, who, (token) => jsonRequest(METHODS, "GET", token))).toEqual([
      401, 403,
    ]);
    expect(
      await statusesFor(createMethodRoute, who, (token) => jsonRequest(METHODS, "POST", token, body)),
    ).toEqual([401, 403]);
    expect(
      await statusesFor(
        patchMethodRoute,
        who,
        (token) => jsonRequest(methodPath(1), "PATCH", token, { price: 0 }),
        {
          id: "1",
        },
      ),
    ).toEqual([401, 403]);
    expect(
      await statusesFor(deleteMethodRoute, who, (token) => jsonRequest(methodPath(1), "DELETE", token), {
        id: "1",
      }),
    ).toEqual([401, 403]);
    expect((await methods()).map((method) => method.name)).not.toContain("Sneaky");
  });

  it("creates a flat-rate method in the country's currency, lists it and records who did it", async () => {
    const { status, body } = await create({ country: "au", name: " Standard ", price: 10, freeAbove: 150.5 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      country: "AU",
      currency: "AUD",
      name: "Standard",
      price: 10,
      freeAbove: 150.5,
      active: true,
      position: 0,
    });
    const id = body.id as number;
    expect(await methods()).toContainEqual(
      expect.objectContaining({ id, name: "Standard", price: 10, currency: "AUD" }),
    );
    const [entry] = await auditOf(`shipping-method-${id}`);
    expect(entry).toMatchObject({
      kind: "settings",
      action: "created",
      actorName: expect.stringMatching(/^user_/),
      summary: "Added delivery method Standard for AU",
      after: {
        country: "AU",
        name: "Standard",
        priceMinor: 1000,
        freeAboveMinor: 15050,
        active: true,
        position: 0,
      },
    });
  });

  it("puts a new method last in its country, prices euros for Germany, and lists by country then position", async () => {
    const express = await create({ country: "AU", name: "Express", price: 24.95 });
    expect(express.body).toMatchObject({ position: 1, freeAbove: null });
    const germany = await create({
      country: "DE",
      name: "DHL Paket",
      price: 4.99,
      position: 5,
      active: false,
    });
    expect(germany.body).toMatchObject({ currency: "EUR", position: 5, active: false });
    const listed = (await methods()).map((method) => `${method.country} ${method.name}`);
    expect(listed).toEqual(["AU Standard", "AU Express", "DE DHL Paket"]);
  });

  it("answers 409 for a name its country already has, whatever its case, and allows it in another country", async () => {
    const { status, body } = await create({ country: "AU", name: "STANDARD", price: 5 });
    expect([status, body.detail]).toEqual([409, "AU already has a delivery method named STANDARD"]);
    expect((await create({ country: "CA", name: "Standard", price: 12 })).body).toMatchObject({
      currency: "CAD",
    });
  });

  it("gives two admins creating the same name at once one method and one 409", async () => {
    const body = { country: "CA", name: "Overnight", price: 30 };
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await methods()).filter((method) => method.name === "Overnight")).toHaveLength(1);
  });

  it("answers 400 naming the problem for bad fields and countries the shop does not sell to", async () => {
    const cases: [unknown, string][] = [
      [{ name: "X", price: 1 }, "country"],
      [{ country: "BD", name: "X", price: 1 }, "country: must be one of the countries the shop sells to"],
      [{ country: "Australia", name: "X", price: 1 }, "country"],
      [{ country: "AU", name: "   ", price: 1 }, "name"],
      [{ country: "AU", name: "x".repeat(61), price: 1 }, "name"],
      [{ country: "AU", name: "X", price: -1 }, "price: must be 0 or more"],
      [{ country: "AU", name: "X", price: 1.234 }, "price: must have at most 2 decimals"],
      [{ country: "AU", name: "X", price: "10" }, "price"],
      [{ country: "AU", name: "X", price: 1e12 }, "price"],
      [{ country: "AU", name: "X", price: 1, freeAbove: -5 }, "freeAbove"],
      [{ country: "AU", name: "X", price: 1, active: "yes" }, "active"],
      [{ country: "AU", name: "X", price: 1, position: 1.5 }, "position"],
      [{ country: "AU", name: "X", price: 1, priceMinor: 100 }, "Unrecognized key"],
    ];
    for (const [body, detail] of cases) {
      const answer = await create(body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      expect(answer.body.detail).toContain(detail);
    }
    const broken = await send(
      createMethodRoute,
      new Request(`http://localhost:3000${METHODS}`, {
        method: "POST",
        headers: { authorization: `Bearer ${who.admin}`, "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(broken.status).toBe(400);
  });

  it("changes a method's price, threshold, name and active flag, and records only what changed", async () => {
    const { body } = await create({ country: "SG", name: "Courier", price: 8, freeAbove: 80 });
    const id = body.id as number;
    const changed = await patch(id, { price: 9.5, freeAbove: null, active: false });
    expect(changed).toEqual({
      status: 200,
      body: expect.objectContaining({
        id,
        currency: "SGD",
        price: 9.5,
        freeAbove: null,
        active: false,
        name: "Courier",
      }),
    });
    const [entry] = await auditOf(`shipping-method-${id}`);
    expect(entry).toMatchObject({
      action: "updated",
      before: { priceMinor: 800, freeAboveMinor: 8000, active: true },
      after: { priceMinor: 950, freeAboveMinor: null, active: false },
    });
    expect((await patch(id, { name: "courier" })).body).toMatchObject({ name: "courier" }); // its own name, recased
    // The same values again: nothing to record.
    const entries = (await auditOf(`shipping-method-${id}`)).length;
    expect((await patch(id, { price: 9.5 })).status).toBe(200);
    expect(await auditOf(`shipping-method-${id}`)).toHaveLength(entries);
  });

  it("answers PATCH with 409 for a taken name, 404 for an unknown id and 400 for an empty or bad change", async () => {
    const { body } = await create({ country: "US", name: "Ground", price: 7 });
    await create({ country: "US", name: "Two-day", price: 15 });
    const id = body.id as number;
    expect((await patch(id, { name: "TWO-DAY" })).status).toBe(409);
    expect((await patch(999_999, { price: 1 })).status).toBe(404);
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(id, { price: 0.001 })).status).toBe(400);
    expect((await patch(id, { country: "ZZ" })).status).toBe(400);
    expect((await patch("abc", { price: 1 })).status).toBe(400);
    expect((await patch("0", { price: 1 })).status).toBe(400);
    expect((await methods()).find((method) => method.id === id)).toMatchObject({ name: "Ground", price: 7 });
  });

  it("deletes a method (204), then answers 404 for it", async () => {
    const { body } = await create({ country: "FR", name: "Colissimo", price: 6.5 });
    const id = body.id as number;
    expect((await remove(id)).status).toBe(204);
    expect((await methods()).map((method) => method.id)).not.toContain(id);
    expect((await remove(id)).status).toBe(404);
    const [entry] = await auditOf(`shipping-method-${id}`);
    expect(entry).toMatchObject({ action: "deleted", summary: "Deleted delivery method Colissimo for FR" });
  });
});

describe("tax rates", () => {
  it("answers 401 and 403 to guests and customers", async () => {
    expect(
      await statusesFor(listRatesRoute, who, (token) => jsonRequest("/api/admin/tax-rates", "GET", token)),
    ).toEqual([401, 403]);
    const put = (token?: string) => jsonRequest(ratePath("AU"), "PUT", token, { rate: 10, inclusive: true });
    expect(await statusesFor(putRateRoute, who, put, { country: "AU" })).toEqual([401, 403]);
    expect(
      await statusesFor(deleteRateRoute, who, (token) => jsonRequest(ratePath("AU"), "DELETE", token), {
        country: "AU",
      }),
    ).toEqual([401, 403]);
    expect(await rates()).toEqual([]);
  });

  it("sets a country's rate, replaces it, lists it and records each change", async () => {
    expect(await putRate("au", { rate: 10, inclusive: true })).toEqual({
      status: 200,
      body: { country: "AU", rate: 10, inclusive: true, updatedAt: expect.any(String) },
    });
    expect((await putRate("US", { rate: 7.125, inclusive: false })).body).toMatchObject({
      rate: 7.125,
      inclusive: false,
    });
    expect((await rates()).map(({ country, rate, inclusive }) => ({ country, rate, inclusive }))).toEqual([
      { country: "AU", rate: 10, inclusive: true },
      { country: "US", rate: 7.125, inclusive: false },
    ]);
    const [created] = await auditOf("tax-rate-AU");
    expect(created).toMatchObject({
      kind: "settings",
      action: "created",
      summary: "Set the tax of AU to 10 % included in prices",
      after: { rate: 10, inclusive: true },
    });
    expect((await putRate("AU", { rate: 15, inclusive: true })).body).toMatchObject({ rate: 15 });
    const [updated] = await auditOf("tax-rate-AU");
    expect(updated).toMatchObject({ action: "updated", before: { rate: 10 }, after: { rate: 15 } });
    expect((await putRate("AU", { rate: 15, inclusive: true })).status).toBe(200);
    expect(await auditOf("tax-rate-AU")).toHaveLength(2); // the same rate again changes nothing
  });

  it("answers 400 for a rate out of range, too precise or missing, and for countries the shop does not sell to", async () => {
    for (const body of [
      { rate: -1, inclusive: true },
      { rate: 100.5, inclusive: true },
      { rate: 7.1255, inclusive: false },
      { rate: "10", inclusive: false },
      { rate: 10 },
      { rate: 10, inclusive: "yes" },
      { rate: 10, inclusive: true, country: "AU" },
    ])
      expect([JSON.stringify(body), (await putRate("CA", body)).status]).toEqual([JSON.stringify(body), 400]);
    expect((await putRate("BD", { rate: 15, inclusive: true })).body.detail).toContain(
      "country: must be one of the countries the shop sells to",
    );
    expect((await putRate("AUS", { rate: 15, inclusive: true })).status).toBe(400);
    expect((await rates()).map((rate) => rate.country)).not.toContain("CA");
  });

  it("accepts 0 and 100 %", async () => {
    expect((await putRate("SG", { rate: 0, inclusive: false })).body).toMatchObject({ rate: 0 });
    expect((await putRate("SG", { rate: 100, inclusive: false })).body).toMatchObject({ rate: 100 });
  });

  it("removes a country's rate (204), then answers 404 for it", async () => {
    await putRate("IT", { rate: 22, inclusive: true });
    expect((await removeRate("IT")).status).toBe(204);
    expect((await rates()).map((rate) => rate.country)).not.toContain("IT");
    expect((await removeRate("IT")).status).toBe(404);
    expect((await removeRate("BD")).status).toBe(400);
    const [entry] = await auditOf("tax-rate-IT");
    expect(entry).toMatchObject({ action: "deleted", before: { rate: 22, inclusive: true } });
  });
});
