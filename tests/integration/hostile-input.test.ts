/** @jest-environment node */
import { NextRequest } from "next/server";
import { GET as categoryRoute } from "@/app/api/category/[internalName]/route";
import { GET as cartRoute, POST as addToCart } from "@/app/api/cart/route";
import { GET as listRoute } from "@/app/api/product/route";
import { GET as userRoute } from "@/app/api/user/[userName]/route";
import { POST as login } from "@/app/auth/login/route";
import { POST as signup } from "@/app/auth/signup/route";
import { proxy } from "@/proxy";
import { apiRequest, BASE, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { seedCatalog } from "./catalog-fixtures";

// What an attacker or a broken client may send: every answer is a 4xx with a JSON detail, never a 500.

let token: string;
let username: string;

beforeAll(async () => {
  await seedCatalog();
  const user = await createUser();
  username = user.username;
  token = await tokenFor(user);
});

async function expectDetail(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  const body = await json<{ detail: string }>(response);
  expect(typeof body.detail).toBe("string");
  expect(body.detail).not.toMatch(/at \w+ \(|SELECT|INSERT|postgres/i);
}

describe("NUL characters", () => {
  it("in a query answer 400", async () => {
    await expectDetail(await listRoute(apiRequest("/api/product?search=te%00e"), routeContext()), 400);
    await expectDetail(await listRoute(apiRequest("/api/product?colour=%00"), routeContext()), 400);
  });

  it("in a path parameter answer 400", async () => {
    await expectDetail(
      await categoryRoute(apiRequest("/api/category/x"), routeContext({ internalName: "a\u0000b" })),
      400,
    );
    await expectDetail(
      await userRoute(apiRequest("/api/user/x", { token }), routeContext({ userName: `${username}\u0000` })),
      400,
    );
  });

  it("in a body answer 400 and create nothing", async () => {
    const body = {
      username: "nul\u0000user",
      email: "nul@example.com",
      firstName: "N",
      lastName: "U",
      phone: "+61 400 000 000",
      password: "plum-orbit-ladder-42",
    };
    await expectDetail(
      await signup(apiRequest("/auth/signup", { method: "POST", body }), routeContext()),
      400,
    );
    await expectDetail(
      await login(
        apiRequest("/auth/login", { method: "POST", body: { username: "a\u0000", password: "b" } }),
        routeContext(),
      ),
      400,
    );
  });
});

describe("sessions that are not ours", () => {
  it.each([
    ["garbage", { token: "garbage" }],
    ["a huge token", { token: "x".repeat(10_000) }],
    ["a cookie with broken percent-encoding", { cookie: "%ff%fe" }],
    ["a token for a user that does not exist", { token: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c" }],
  ])("%s is treated as signed out (401)", async (_label, credentials) => {
    await expectDetail(await cartRoute(apiRequest("/api/cart", credentials), routeContext()), 401);
  });
});

describe("bodies", () => {
  it("a form or XML body is 415", async () => {
    const request = new Request(`${BASE}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=a&password=b",
    });
    await expectDetail(await login(request, routeContext()), 415);
    const xml = new Request(`${BASE}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/xml", authorization: `Bearer ${token}` },
      body: "<cart/>",
    });
    await expectDetail(await addToCart(xml, routeContext()), 415);
  });

  it("an oversized body is 413", async () => {
    const huge = JSON.stringify({ username: "a".repeat(2 * 1024 * 1024), password: "b" });
    await expectDetail(
      await login(apiRequest("/auth/login", { method: "POST", body: huge }), routeContext()),
      413,
    );
  });

  it("wrong types, negative, fractional and huge numbers are 400", async () => {
    for (const body of [
      { productItemId: "1", quantity: 1 },
      { productItemId: -1, quantity: 1 },
      { productItemId: 1.5, quantity: 1 },
      { productItemId: 1e308, quantity: 1 },
      { productItemId: 1, quantity: 1e9 },
      [],
      null,
    ]) {
      await expectDetail(
        await addToCart(apiRequest("/api/cart", { method: "POST", token, body }), routeContext()),
        400,
      );
    }
  });
});

describe("search", () => {
  it("a term without letters or digits behaves like no term", async () => {
    const all = await json<{ count: number }>(await listRoute(apiRequest("/api/product"), routeContext()));
    for (const term of ["%25%25", "!!!", "'--", "%26%7C%21"]) {
      const response = await listRoute(apiRequest(`/api/product?search=${term}`), routeContext());
      expect(response.status).toBe(200);
      expect((await json<{ count: number }>(response)).count).toBe(all.count);
    }
  });
});

describe("the request guard in front of every route", () => {
  const through = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
    proxy(new NextRequest(`${BASE}${path}`, init));

  it("answers malformed percent-encoding in a call's path with 400 and a detail", async () => {
    await expectDetail(through("/api/category/%ff"), 400);
    await expectDetail(through("/auth/%e0%a4%a"), 400);
  });

  it("answers NUL characters in a call's address with 400", async () => {
    await expectDetail(through("/api/category/a%00b"), 400);
    await expectDetail(through("/api/product?search=%00"), 400);
  });

  it("shows pages with such addresses as not found", () => {
    const response = through("/products/%ff");
    expect(response.headers.get("x-middleware-rewrite")).toMatch(/\/_not-found$/);
  });

  it("answers an oversized call body with 413 before any route reads it", async () => {
    await expectDetail(
      through("/api/cart", { method: "POST", headers: { "content-length": String(5 * 1024 * 1024) } }),
      413,
    );
  });
});
