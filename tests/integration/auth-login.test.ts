import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginAttempts } from "@/db/schema";
import { POST as login } from "@/app/auth/login/route";
import { DELETE as logout } from "@/app/auth/logout/route";
import { beginLoginAttempt, LOGIN_LIMITS } from "@/lib/auth/rate-limit";
import { readSessionToken } from "@/lib/auth/token";
import { apiRequest, createUser, json, routeContext, type TestUser } from "./account-fixtures";

type LoginBody = { username: string; password: string; remember?: boolean };

function postLogin(body: LoginBody | string, headers: Record<string, string> = {}, origin?: string) {
  return login(apiRequest("/auth/login", { method: "POST", body, headers, origin }), routeContext());
}

let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  alice = await createUser({ username: "alice", password: "alice1234" });
  admin = await createUser({ username: "admin", password: "admin1234", role: "admin" });
});

describe("POST /auth/login", () => {
  it("answers 200 with role, username and a bearer token, and sets a 30-day session cookie", async () => {
    const response = await postLogin({ username: "alice", password: "alice1234" });
    expect(response.status).toBe(200);
    const body = await json<{ role: string; username: string; token: string }>(response);
    // alice1234 is the demo's password, older than the 12-character rule: it works, with a prompt.
    expect(body).toEqual({ role: "customer", username: "alice", token: expect.any(String), passwordChangeRecommended: true });
    expect(await readSessionToken(body.token)).toEqual({
      userId: alice.id,
      username: "alice",
      role: "customer",
      remember: true,
      version: 0,
      // The device's session row (user_sessions), which the guard checks is still open.
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`next-auth.session-token=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/Expires=/);
  });

  it("without 'Remember me' sets a cookie that ends with the browser session", async () => {
    const response = await postLogin({ username: "alice", password: "alice1234", remember: false });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const { token } = await json<{ token: string }>(response);
    expect(await readSessionToken(token)).toMatchObject({ remember: false });
  });

  it("ignores the case of the username and returns the stored spelling and role", async () => {
    const response = await postLogin({ username: "ADMIN", password: "admin1234" });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ role: "admin", username: admin.username });
  });

  it("answers 401 with the same detail for a wrong password and an unknown user", async () => {
    const wrongPassword = await postLogin(
      { username: "admin", password: "not-it-1" },
      { "x-forwarded-for": "10.0.0.1" },
    );
    const unknownUser = await postLogin(
      { username: "nobody_here", password: "admin1234" },
      { "x-forwarded-for": "10.0.0.1" },
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const [a, b] = [await json(wrongPassword), await json(unknownUser)];
    expect(a).toEqual({ detail: "Invalid username or password" });
    expect(b).toEqual(a);
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["a missing password", { username: "alice" }],
    ["an empty username", { username: "", password: "x" }],
    ["a remember flag that is not a boolean", { username: "alice", password: "alice1234", remember: "yes" }],
  ])("answers 400 for %s", async (_case, body) => {
    const response = await postLogin(body as LoginBody);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ detail: expect.any(String) });
  });

  it("answers 400 for a body that is not JSON", async () => {
    expect((await postLogin("username=alice")).status).toBe(400);
  });

  it("refuses a login posted from another site (403), but not one without an Origin", async () => {
    const crossSite = await postLogin(
      { username: "alice", password: "alice1234" },
      {},
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    expect(await json(crossSite)).toEqual({ detail: expect.any(String) });
    const sameSite = await postLogin(
      { username: "alice", password: "alice1234" },
      {},
      "http://localhost:3000",
    );
    expect(sameSite.status).toBe(200);
  });
});

describe("rate limiting of failed logins", () => {
  it(`answers 429 after ${LOGIN_LIMITS.perUsernameAndIp} failures at one username from one address, even with the right password, until they expire`, async () => {
    const victim = await createUser({ username: "victim", password: "victim1234" });
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndIp; attempt++) {
      const response = await postLogin({ username: victim.username, password: `guess-${attempt}` }, from("10.1.0.1"));
      expect(response.status).toBe(401);
    }
    const blocked = await postLogin({ username: "VICTIM", password: "victim1234" }, from("10.1.0.1"));
    expect(blocked.status).toBe(429);
    expect((await json<{ detail: string }>(blocked)).detail).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner, from their own address, is not locked out by someone else's guesses.
    expect((await postLogin({ username: "victim", password: "victim1234" }, from("10.1.9.9"))).status).toBe(200);

    // Once the window has passed, the address may try again.
    const db = await getDb();
    await db
      .update(loginAttempts)
      .set({ attemptedAt: sql`now() - interval '16 minutes'` })
      .where(sql`${loginAttempts.key} LIKE 'pair:victim|%'`);
    expect((await postLogin({ username: "victim", password: "victim1234" }, from("10.1.0.1"))).status).toBe(200);
  });

  it("counts the address this server saw, so a spoofed X-Forwarded-For entry does not reset the limit", async () => {
    const user = await createUser({ password: "spoofed123" });
    // The server appends the peer's address (here 192.0.2.50); the entries before it are the client's own words.
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndIp; attempt++) {
      const headers = { "x-forwarded-for": `198.51.100.${attempt}, 192.0.2.50` };
      expect((await postLogin({ username: user.username, password: `guess-${attempt}` }, headers)).status).toBe(401);
    }
    const spoofed = { "x-forwarded-for": "203.0.113.200, 192.0.2.50" };
    expect((await postLogin({ username: user.username, password: "spoofed123" }, spoofed)).status).toBe(429);
  });

  it("never locks a username for everyone: guesses spread over many addresses leave the owner able to sign in", async () => {
    const owner = await createUser({ password: "owner12345" });
    for (let attempt = 0; attempt < 12; attempt++) {
      const headers = { "x-forwarded-for": `10.2.0.${attempt}` };
      expect((await postLogin({ username: owner.username, password: `guess-${attempt}` }, headers)).status).toBe(401);
    }
    const own = { "x-forwarded-for": "10.2.1.1" };
    expect((await postLogin({ username: owner.username, password: "owner12345" }, own)).status).toBe(200);
  });

  it(`answers 429 after ${LOGIN_LIMITS.perIp} failures from one address, across usernames`, async () => {
    const ip = { "x-forwarded-for": "203.0.113.7, 10.3.0.1" };
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
      const response = await postLogin({ username: `sprayed_${attempt}`, password: "password1" }, ip);
      expect(response.status).toBe(401);
    }
    expect((await postLogin({ username: "alice", password: "alice1234" }, ip)).status).toBe(429);
    expect(
      (await postLogin({ username: "alice", password: "alice1234" }, { "x-forwarded-for": "203.0.113.8" }))
        .status,
    ).toBe(200);
  });

  it("forgives a username's failures after a successful login", async () => {
    const user = await createUser({ password: "forgiven123" });
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndIp - 1; attempt++) {
      expect((await postLogin({ username: user.username, password: "wrong-one-1" })).status).toBe(401);
    }
    expect((await postLogin({ username: user.username, password: "forgiven123" })).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndIp; attempt++) {
      expect((await postLogin({ username: user.username, password: "wrong-again-1" })).status).toBe(401);
    }
  });

  it("lets no more than the limit through when guesses arrive all at once", async () => {
    const user = await createUser({ password: "parallel123" });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        postLogin({ username: user.username, password: `burst-${attempt}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perUsernameAndIp);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      12 - LOGIN_LIMITS.perUsernameAndIp,
    );
  });

  it("keeps its count in the database, so every app instance sees the same attempts", async () => {
    const ip = "198.51.100.1";
    const attempt = await beginLoginAttempt("shared_counter", ip);
    for (let i = 1; i < LOGIN_LIMITS.perUsernameAndIp; i++) await beginLoginAttempt("shared_counter", ip);
    await expect(beginLoginAttempt("Shared_Counter", ip)).rejects.toMatchObject({ status: 429 });
    await attempt.succeeded();
    await expect(beginLoginAttempt("shared_counter", ip)).resolves.toBeDefined();
  });
});

describe("DELETE /auth/logout", () => {
  it("answers 200 and clears the session cookie", async () => {
    const response = await logout(
      apiRequest("/auth/logout", { method: "DELETE", cookie: "anything" }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^next-auth\.session-token=;/);
    expect(cookie).toMatch(/Max-Age=0/);
  });

  it("answers 200 when nobody is signed in", async () => {
    expect((await logout(apiRequest("/auth/logout", { method: "DELETE" }), routeContext())).status).toBe(200);
  });

  it("refuses a logout triggered from another site (403)", async () => {
    const response = await logout(
      apiRequest("/auth/logout", { method: "DELETE", origin: "https://evil.example" }),
      routeContext(),
    );
    expect(response.status).toBe(403);
  });
});
