/** @jest-environment node */
import { z } from "zod";
import { ConflictError, NotFoundError, RateLimitedError, ServiceUnavailableError, withHeaders } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { parseBody, parseQuery } from "@/lib/http/parse";
import { errorResponse } from "@/lib/http/respond";

const context = { params: Promise.resolve({}) };

describe("errorResponse", () => {
  it("answers domain errors with their status and a detail", async () => {
    const response = errorResponse(new NotFoundError("Product not found"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Product not found" });
    expect(errorResponse(new ConflictError("Username already exists")).status).toBe(409);
  });

  it("tells a rate-limited client when to retry", () => {
    const response = errorResponse(new RateLimitedError("Too many attempts", 61.2));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("62");
  });

  it("answers an error with headers attached as the error would be answered, with those headers too", async () => {
    const cookie = "shop-guest-checkout=7.1.sig; Path=/; HttpOnly";
    const response = errorResponse(withHeaders(new ServiceUnavailableError("Payments are unavailable"), { "Set-Cookie": cookie }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: "Payments are unavailable" });
    expect(response.headers.get("set-cookie")).toBe(cookie);
    const limited = errorResponse(withHeaders(new RateLimitedError("Too many", 5), { "Set-Cookie": cookie }));
    expect([limited.status, limited.headers.get("retry-after"), limited.headers.get("set-cookie")]).toEqual([429, "5", cookie]);
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const unexpected = errorResponse(withHeaders(new Error("secret internals"), { "Set-Cookie": cookie }));
    expect([unexpected.status, unexpected.headers.get("set-cookie")]).toEqual([500, cookie]);
    spy.mockRestore();
  });

  it("turns database failures into client errors instead of 500s", async () => {
    const wrapped = (code: string) => Object.assign(new Error("query failed"), { cause: Object.assign(new Error("pg"), { code }) });
    expect(errorResponse(wrapped("23505")).status).toBe(409);
    expect(errorResponse(wrapped("23514")).status).toBe(400);
    // A NUL character that reached a text column.
    expect(errorResponse(wrapped("22021")).status).toBe(400);
    expect(errorResponse(wrapped("ECONNREFUSED")).status).toBe(503);
    expect(errorResponse(wrapped("08006")).status).toBe(503);
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new Error("secret internals"));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("secret internals");
    spy.mockRestore();
  });
});

describe("parsers", () => {
  const schema = z.object({ quantity: z.number().int().min(1).max(99) });

  it("names the field that is wrong", async () => {
    const request = new Request("http://localhost", { method: "POST", body: JSON.stringify({ quantity: 100 }) });
    await expect(parseBody(request, schema)).rejects.toMatchObject({ status: 400, detail: expect.stringMatching(/^quantity: /) });
  });

  it("refuses malformed JSON with a 400", async () => {
    const request = new Request("http://localhost", { method: "POST", body: "{not json" });
    await expect(parseBody(request, schema)).rejects.toMatchObject({ status: 400 });
  });

  it("parses query parameters", () => {
    const query = parseQuery(new Request("http://localhost/x?page=2"), z.object({ page: z.coerce.number() }));
    expect(query).toEqual({ page: 2 });
  });
});

describe("handle", () => {
  it("returns values as JSON and maps thrown errors", async () => {
    const ok = handle(async () => ({ hello: "world" }));
    expect(await (await ok(new Request("http://localhost"), context)).json()).toEqual({ hello: "world" });
    const missing = handle(async () => {
      throw new NotFoundError();
    });
    expect((await missing(new Request("http://localhost"), context)).status).toBe(404);
  });
});
