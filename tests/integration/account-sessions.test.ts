/** @jest-environment node */
import { and, eq, sql } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { DELETE as deleteOneRoute } from "@/app/api/account/sessions/[id]/route";
import { DELETE as deleteOthersRoute, GET as listRoute } from "@/app/api/account/sessions/route";
import { DELETE as adminSignOutRoute } from "@/app/api/admin/customers/[id]/sessions/route";
import { GET as cartRoute } from "@/app/api/cart/route";
import { POST as signupRoute } from "@/app/auth/signup/route";
import { getDb } from "@/db/client";
import { auditLog, userSessions } from "@/db/schema";
import { authOptions } from "@/lib/auth/options";
import { issueSessionToken } from "@/lib/auth/token";
import { apiRequest, createUser, json, routeContext, sessionRowFor, tokenFor, type TestUser } from "./account-fixtures";

// Signed-in devices: every sign-in records one, the guard refuses a token whose device was
// signed out, the profile lists and signs out devices, and an admin signs a customer out everywhere.

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Device = { id: string; device: string; place: string; signedInAt: string; lastSeenAt: string; current: boolean };

const list = (token?: string) => listRoute(apiRequest("/api/account/sessions", { token }), routeContext());
const signOutOthers = (token?: string) =>
  deleteOthersRoute(apiRequest("/api/account/sessions", { method: "DELETE", token }), routeContext());
const signOutOne = (id: string, token?: string) =>
  deleteOneRoute(apiRequest(`/api/account/sessions/${id}`, { method: "DELETE", token }), routeContext({ id }));
const adminSignOut = (id: string, token?: string) =>
  adminSignOutRoute(apiRequest(`/api/admin/customers/${id}/sessions`, { method: "DELETE", token }), routeContext({ id }));
const signedIn = async (token: string) =>
  (await cartRoute(apiRequest("/api/cart", { token }), routeContext())).status === 200;

async function sessionRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(userSessions).where(eq(userSessions.id, id));
  return row;
}

async function sidOf(token: string): Promise<string> {
  const payload = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
  return String(payload?.sid);
}

describe("a sign-in records the device", () => {
  const signupWith = (headers: Record<string, string>) => {
    const username = `device_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    return signupRoute(
      apiRequest("/auth/signup", {
        method: "POST",
        headers,
        body: {
          username,
          email: `${username}@example.com`,
          firstName: "Dev",
          lastName: "Ice",
          phone: "+61 400 000 000",
          password: "plum-orbit-ladder-42",
        },
      }),
      routeContext(),
    );
  };
  const original = process.env.TRUSTED_PROXY_COUNT;
  afterEach(() => {
    if (original === undefined) delete process.env.TRUSTED_PROXY_COUNT;
    else process.env.TRUSTED_PROXY_COUNT = original;
  });

  it("with its User-Agent, and a country only from a trusted proxy's header", async () => {
    process.env.TRUSTED_PROXY_COUNT = "1";
    const behindProxy = await signupWith({ "user-agent": CHROME_LINUX, "cf-ipcountry": "au" });
    const { token } = await json<{ token: string }>(behindProxy);
    expect(await sessionRow(await sidOf(token))).toMatchObject({ userAgent: CHROME_LINUX, country: "AU", endedAt: null });
    const devices = await json<Device[]>(await list(token));
    expect(devices).toEqual([
      expect.objectContaining({ device: "Chrome on Linux", place: "Australia", current: true }),
    ]);

    // Without a proxy in front, the header is the client's own word: not believed.
    delete process.env.TRUSTED_PROXY_COUNT;
    const direct = await json<{ token: string }>(await signupWith({ "user-agent": SAFARI_IPHONE, "cf-ipcountry": "AU" }));
    expect(await sessionRow(await sidOf(direct.token))).toMatchObject({ country: null });
    expect(await json<Device[]>(await list(direct.token))).toEqual([
      expect.objectContaining({ device: "Safari on iOS", place: "Unknown", current: true }),
    ]);
  });
});

describe("the guard and a device's session row", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  it("refuses a token without a session id (issued before devices were recorded), or naming another user's", async () => {
    const old = await issueSessionToken({ userId: user.id, username: user.username, role: user.role, remember: true, version: 0 });
    expect(await signedIn(old)).toBe(false);
    const other = await createUser();
    const borrowed = await issueSessionToken({
      userId: user.id,
      username: user.username,
      role: user.role,
      remember: true,
      version: 0,
      sessionId: await sessionRowFor(other),
    });
    expect(await signedIn(borrowed)).toBe(false);
    expect(await signedIn(await tokenFor(user))).toBe(true);
  });

  it("writes 'last seen' only when it is a few minutes old", async () => {
    const sessionId = await sessionRowFor(user);
    const token = await tokenFor(user, true, sessionId);
    const db = await getDb();
    await db
      .update(userSessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(userSessions.id, sessionId));
    const before = (await sessionRow(sessionId)).lastSeenAt;
    expect(await signedIn(token)).toBe(true);
    const touched = (await sessionRow(sessionId)).lastSeenAt;
    expect(touched.getTime()).toBeGreaterThan(before.getTime() + 9 * 60 * 1000);
    await db
      .update(userSessions)
      .set({ lastSeenAt: sql`now() - interval '1 minute'` })
      .where(eq(userSessions.id, sessionId));
    const recent = (await sessionRow(sessionId)).lastSeenAt;
    expect(await signedIn(token)).toBe(true);
    expect((await sessionRow(sessionId)).lastSeenAt).toEqual(recent);
  });

  it("makes next-auth's session refresh refuse a token whose device was signed out", async () => {
    const mine = await tokenFor(user);
    const other = await tokenFor(user);
    const payload = await decode({ token: other, secret: process.env.NEXTAUTH_SECRET! });
    const refresh = () => authOptions.callbacks!.jwt!({ token: payload!, account: null, user: undefined as never });
    await expect(refresh()).resolves.toMatchObject({ sub: String(user.id) });
    expect((await signOutOne(await sidOf(other), mine)).status).toBe(200);
    await expect(refresh()).rejects.toThrow("Session ended");
  });
});

describe("GET /api/account/sessions", () => {
  it("lists the user's open devices, the most recently seen first, this one marked", async () => {
    const user = await createUser();
    const other = await createUser();
    const phone = await sessionRowFor(user, { userAgent: SAFARI_IPHONE, country: "FR" });
    const laptop = await sessionRowFor(user, { userAgent: CHROME_LINUX });
    const ended = await sessionRowFor(user, { userAgent: CHROME_LINUX });
    await sessionRowFor(other, { userAgent: CHROME_LINUX });
    const db = await getDb();
    await db.update(userSessions).set({ endedAt: sql`now()` }).where(eq(userSessions.id, ended));
    await db
      .update(userSessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'` })
      .where(eq(userSessions.id, phone));

    const response = await list(await tokenFor(user, true, laptop));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const devices = await json<Device[]>(response);
    expect(devices.map(({ id, device, place, current }) => ({ id, device, place, current }))).toEqual([
      { id: laptop, device: "Chrome on Linux", place: "Unknown", current: true },
      { id: phone, device: "Safari on iOS", place: "France", current: false },
    ]);
    expect(Date.parse(devices[1].lastSeenAt)).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
  });

  it("answers 401 when signed out", async () => {
    expect((await list()).status).toBe(401);
    expect((await list("garbage")).status).toBe(401);
  });
});

describe("DELETE /api/account/sessions/{id}", () => {
  it("signs out that device only", async () => {
    const user = await createUser();
    const mine = await tokenFor(user);
    const theirs = await tokenFor(user);
    const third = await tokenFor(user);
    const response = await signOutOne(await sidOf(theirs), mine);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ended: 1 });
    expect(await signedIn(theirs)).toBe(false);
    expect(await signedIn(mine)).toBe(true);
    expect(await signedIn(third)).toBe(true);
    expect((await signOutOne(await sidOf(theirs), mine)).status).toBe(404);
  });

  it("answers 404 for another user's session, 400 for a malformed id or this very device, 401 signed out", async () => {
    const user = await createUser();
    const other = await createUser();
    const mine = await tokenFor(user);
    const othersToken = await tokenFor(other);
    const stranger = await signOutOne(await sidOf(othersToken), mine);
    expect(stranger.status).toBe(404);
    expect(await signedIn(othersToken)).toBe(true);
    const malformed = await signOutOne("not-a-uuid", mine);
    expect(malformed.status).toBe(400);
    expect((await json<{ detail: string }>(malformed)).detail).toMatch(/^id:/);
    expect((await signOutOne(await sidOf(mine), mine)).status).toBe(400);
    expect(await signedIn(mine)).toBe(true);
    expect((await signOutOne(await sidOf(othersToken))).status).toBe(401);
  });
});

describe("DELETE /api/account/sessions", () => {
  it("signs out every other device; this one stays", async () => {
    const user = await createUser();
    const mine = await tokenFor(user);
    const others = [await tokenFor(user), await tokenFor(user)];
    const bystander = await tokenFor(await createUser());
    const response = await signOutOthers(mine);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ended: 2 });
    for (const token of others) expect(await signedIn(token)).toBe(false);
    expect(await signedIn(mine)).toBe(true);
    expect(await signedIn(bystander)).toBe(true);
    expect(await json(await list(mine))).toEqual([expect.objectContaining({ current: true })]);
  });

  it("answers 401 when signed out", async () => {
    expect((await signOutOthers()).status).toBe(401);
  });
});

describe("DELETE /api/admin/customers/{id}/sessions", () => {
  it("signs the customer out everywhere, recorded in the audit trail", async () => {
    const admin = await createUser({ role: "admin" });
    const adminToken = await tokenFor(admin);
    const customer = await createUser();
    const devices = [await tokenFor(customer), await tokenFor(customer)];
    const response = await adminSignOut(String(customer.id), adminToken);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ended: 2 });
    for (const token of devices) expect(await signedIn(token)).toBe(false);
    expect(await signedIn(adminToken)).toBe(true);
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "customer"), eq(auditLog.subjectId, String(customer.id))));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "sign_out_everywhere",
        summary: `${customer.username}: signed out everywhere (2 sessions)`,
      }),
    ]);
    expect(entries[0].summary).not.toContain(customer.email);
  });

  it("answers 401 signed out, 403 for a customer, 404 for no such user, 400 for a bad id", async () => {
    const admin = await tokenFor(await createUser({ role: "admin" }));
    const customer = await createUser();
    const customerToken = await tokenFor(customer);
    expect((await adminSignOut(String(customer.id))).status).toBe(401);
    expect((await adminSignOut(String(customer.id), customerToken)).status).toBe(403);
    expect((await adminSignOut("999999999", admin)).status).toBe(404);
    expect((await adminSignOut("abc", admin)).status).toBe(400);
    expect(await signedIn(customerToken)).toBe(true);
  });
});
