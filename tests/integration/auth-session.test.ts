import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { keepRememberChoice } from "@/lib/auth/remember-choice";
import { sessionCookieHeader } from "@/lib/auth/session-cookie";
import { getCurrentUser, requirePermission, requireUser } from "@/lib/auth/session";
import { issueSessionToken } from "@/lib/auth/token";
import { apiRequest, createUser, sessionRowFor, tokenFor, type TestUser } from "./account-fixtures";

let customer: TestUser;
let admin: TestUser;
let customerToken: string;

beforeAll(async () => {
  customer = await createUser();
  admin = await createUser({ role: "admin" });
  customerToken = await tokenFor(customer);
});

describe("getCurrentUser", () => {
  it("reads a bearer token and the session cookie alike, without the password hash", async () => {
    const expected = {
      id: customer.id,
      username: customer.username,
      role: "customer",
      firstName: "Test",
      lastName: "User",
      email: customer.email,
    };
    expect(await getCurrentUser(apiRequest("/api/cart", { token: customerToken }))).toEqual(expected);
    expect(await getCurrentUser(apiRequest("/api/cart", { cookie: customerToken }))).toEqual(expected);
  });

  it("is null without credentials, with a forged token or with a malformed Authorization header", async () => {
    expect(await getCurrentUser(apiRequest("/api/cart"))).toBeNull();
    expect(await getCurrentUser(apiRequest("/api/cart", { token: "not-a-jwt" }))).toBeNull();
    expect(
      await getCurrentUser(apiRequest("/api/cart", { headers: { authorization: `Basic ${customerToken}` } })),
    ).toBeNull();
    const otherSecret = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = "some-other-secret";
    const forged = await tokenFor({ ...customer, role: "admin" });
    process.env.NEXTAUTH_SECRET = otherSecret;
    expect(await getCurrentUser(apiRequest("/api/cart", { token: forged }))).toBeNull();
  });

  it("takes the role from the database, not from the token", async () => {
    const claimsAdmin = await issueSessionToken({
      userId: customer.id,
      username: customer.username,
      role: "admin",
      remember: true,
      version: 0,
      sessionId: await sessionRowFor(customer),
    });
    await expect(requirePermission(apiRequest("/api/user", { token: claimsAdmin }), "customers")).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      requirePermission(apiRequest("/api/user", { token: await tokenFor(admin) }), "customers"),
    ).resolves.toMatchObject({ role: "admin" });
  });

  it("signs out a user whose account was deleted", async () => {
    const doomed = await createUser();
    const token = await tokenFor(doomed);
    const db = await getDb();
    await db.delete(users).where(eq(users.id, doomed.id));
    await expect(requireUser(apiRequest("/api/cart", { token }))).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a cookie-authenticated change from another site, but judges a bearer token by itself", async () => {
    const foreign = "https://evil.example";
    await expect(
      getCurrentUser(apiRequest("/api/cart", { method: "POST", cookie: customerToken, origin: foreign })),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      getCurrentUser(apiRequest("/api/cart", { method: "POST", token: customerToken, origin: foreign })),
    ).resolves.toMatchObject({ id: customer.id });
    // Reads are not state changes, and same-origin changes are fine.
    await expect(
      getCurrentUser(apiRequest("/api/cart", { cookie: customerToken, origin: foreign })),
    ).resolves.toMatchObject({ id: customer.id });
    await expect(
      getCurrentUser(
        apiRequest("/api/cart", { method: "POST", cookie: customerToken, origin: "http://localhost:3000" }),
      ),
    ).resolves.toMatchObject({ id: customer.id });
    await expect(
      getCurrentUser(apiRequest("/api/cart", { method: "DELETE", cookie: customerToken, origin: "null" })),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("requireUser / requirePermission", () => {
  it("answer 401 when signed out and 403 for a customer at an admin call", async () => {
    await expect(requireUser(apiRequest("/api/cart"))).rejects.toMatchObject({ status: 401 });
    await expect(requirePermission(apiRequest("/api/user"), "customers")).rejects.toMatchObject({ status: 401 });
    await expect(requirePermission(apiRequest("/api/user", { token: customerToken }), "customers")).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("the session refresh of next-auth's routes", () => {
  async function refreshed(remember: boolean): Promise<string> {
    const token = await tokenFor(customer, remember);
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "next-auth.csrf-token=abc; Path=/; HttpOnly");
    headers.append("set-cookie", sessionCookieHeader(token, true));
    const response = await keepRememberChoice(new Response("{}", { headers }));
    return (
      response.headers.getSetCookie().find((cookie) => cookie.startsWith("next-auth.session-token=")) ?? ""
    );
  }

  it("keeps a session without 'Remember me' a browser-session cookie", async () => {
    const cookie = await refreshed(false);
    expect(cookie).toMatch(/^next-auth\.session-token=.+; HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("leaves a remembered session's 30 days alone", async () => {
    expect(await refreshed(true)).toMatch(/Max-Age=2592000/);
  });
});
