/** @jest-environment node */
import { and, eq, sql } from "drizzle-orm";
import { GET as staffRoute } from "@/app/api/admin/staff/route";
import { DELETE as withdrawRoute } from "@/app/api/admin/staff/invites/[id]/route";
import { POST as inviteRoute } from "@/app/api/admin/staff/invites/route";
import { POST as acceptRoute } from "@/app/auth/staff-invite/route";
import { GET as cartRoute } from "@/app/api/cart/route";
import { getDb } from "@/db/client";
import { auditLog, staffInvites, users } from "@/db/schema";
import { LINK_INVALID } from "@/lib/accounts/contract";
import { INVITE_EMAIL_HAS_ACCOUNT } from "@/lib/staff/contract";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";

// Inviting staff: POST /api/admin/staff/invites, DELETE /api/admin/staff/invites/{id},
// GET /api/admin/staff and accepting the mailed link with POST /auth/staff-invite.

const PASSWORD = "plum-orbit-ladder-42";
let admin: TestUser;
let adminToken: string;
let sellerToken: string;
let customerToken: string;
let sequence = 0;
const address = () => `invitee${Date.now().toString(36)}${sequence++}@example.com`;

beforeAll(async () => {
  useFreshMailDir();
  admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin);
  sellerToken = await tokenFor(await createUser({ role: "seller" }));
  customerToken = await tokenFor(await createUser());
});

/** POST /api/admin/staff/invites as the admin, or as `token`'s user (null: signed out). */
async function invite(body: unknown, token: string | null = adminToken): Promise<Response> {
  return inviteRoute(
    apiRequest("/api/admin/staff/invites", { method: "POST", body, token: token ?? undefined }),
    routeContext(),
  );
}

/** Invites `email` and answers the link's token as the mail carries it. */
async function invitedLink(
  email: string,
  role: "seller" | "admin" = "seller",
): Promise<{ id: number; token: string }> {
  const response = await invite({ email, role });
  expect(response.status).toBe(201);
  const { id } = await json<{ id: number }>(response);
  await runJobs();
  const [mail] = mailTo(email).slice(-1);
  expect(mail.subject).toBe("You're invited to help run the shop");
  const match = /\/staff-invite\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match).not.toBeNull();
  return { id, token: match![1] };
}

function accept(body: Record<string, unknown>): Promise<Response> {
  return acceptRoute(apiRequest("/auth/staff-invite", { method: "POST", body }), routeContext());
}

const account = (token: string, username: string) => ({
  token,
  username,
  firstName: "Sally",
  lastName: "Seller",
  password: PASSWORD,
});

describe("inviting staff", () => {
  it("mails a 72-hour link; following it makes a signed-in account with the invited role", async () => {
    const email = address();
    const { id, token } = await invitedLink(email, "seller");
    const db = await getDb();
    const [row] = await db.select().from(staffInvites).where(eq(staffInvites.id, id));
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    expect(row.tokenHash).not.toContain(token);

    const username = `sally${sequence++}`;
    const response = await accept(account(token, username));
    expect(response.status).toBe(201);
    const body = await json<{ role: string; username: string; token: string }>(response);
    expect(body).toMatchObject({ role: "seller", username });
    expect(response.headers.get("set-cookie")).toContain("next-auth.session-token=");
    // The session works, and the account is a verified seller with the invited address.
    expect((await cartRoute(apiRequest("/api/cart", { token: body.token }), routeContext())).status).toBe(
      200,
    );
    const [user] = await db.select().from(users).where(eq(users.username, username));
    expect(user).toMatchObject({ role: "seller", email, firstName: "Sally" });
    expect(user.emailVerifiedAt).not.toBeNull();

    const kinds = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.kind, "staff"), eq(auditLog.subjectId, String(id))));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { action: "invite", actorId: admin.id },
        { action: "accept", actorId: user.id },
      ]),
    );
  });

  it("lists the staff and the pending invitations", async () => {
    const email = address();
    await invitedLink(email, "admin");
    const response = await staffRoute(apiRequest("/api/admin/staff", { token: adminToken }), routeContext());
    expect(response.status).toBe(200);
    const { staff, invites } = await json<{
      staff: { username: string; role: string }[];
      invites: { email: string; role: string; invitedBy: string; expired: boolean }[];
    }>(response);
    expect(staff).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: admin.username, role: "admin" })]),
    );
    expect(staff.every((member) => member.role !== "customer")).toBe(true);
    expect(invites).toEqual(
      expect.arrayContaining([
        {
          ...invites.find((one) => one.email === email)!,
          role: "admin",
          invitedBy: admin.username,
          expired: false,
        },
      ]),
    );
  });

  it("answers 400 for bad input", async () => {
    for (const body of [
      {},
      { email: "not-an-address", role: "seller" },
      { email: address(), role: "customer" },
      { email: address(), role: "owner" },
      { email: address(), role: "seller", extra: 1 },
    ]) {
      const response = await invite(body);
      expect(response.status).toBe(400);
      expect(await json<{ detail: string }>(response)).toHaveProperty("detail");
    }
  });

  it("answers 401 signed out and 403 for a seller or a customer, and sends nothing", async () => {
    const email = address();
    expect((await invite({ email, role: "seller" }, null)).status).toBe(401);
    expect((await invite({ email, role: "seller" }, sellerToken)).status).toBe(403);
    expect((await invite({ email, role: "admin" }, customerToken)).status).toBe(403);
    const db = await getDb();
    expect(await db.select().from(staffInvites).where(eq(staffInvites.email, email))).toEqual([]);
  });

  it("answers 409 for an address that already has an account, in any case", async () => {
    const existing = await createUser();
    const response = await invite({ email: existing.email.toUpperCase(), role: "seller" });
    expect(response.status).toBe(409);
    expect((await json<{ detail: string }>(response)).detail).toBe(INVITE_EMAIL_HAS_ACCOUNT);
  });

  it("only the newest invitation of an address works", async () => {
    const email = address();
    const first = await invitedLink(email);
    const second = await invitedLink(email);
    expect((await accept(account(first.token, `old${sequence++}`))).status).toBe(400);
    expect((await accept(account(second.token, `new${sequence++}`))).status).toBe(201);
  });
});

describe("following an invitation", () => {
  it("works once: a used link is a 400", async () => {
    const { token } = await invitedLink(address());
    expect((await accept(account(token, `once${sequence++}`))).status).toBe(201);
    const again = await accept(account(token, `twice${sequence++}`));
    expect(again.status).toBe(400);
    expect((await json<{ detail: string }>(again)).detail).toBe(LINK_INVALID);
  });

  it("is a 400 once expired, or for a made-up token", async () => {
    const { id, token } = await invitedLink(address());
    const db = await getDb();
    await db
      .update(staffInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvites.id, id));
    expect((await accept(account(token, `late${sequence++}`))).status).toBe(400);
    expect((await accept(account("A".repeat(43), `made${sequence++}`))).status).toBe(400);
  });

  it("answers 400 for a bad username or a weak password, and leaves the link usable", async () => {
    const { token } = await invitedLink(address());
    expect((await accept({ ...account(token, "x"), username: "no spaces allowed" })).status).toBe(400);
    expect((await accept({ ...account(token, `weak${sequence}`), password: "short" })).status).toBe(400);
    expect((await accept({ token, username: `nobody${sequence++}` })).status).toBe(400);
    expect((await accept(account(token, `fine${sequence++}`))).status).toBe(201);
  });

  it("answers 409 for a taken username, or an address that got an account meanwhile, and leaves the link usable", async () => {
    const email = address();
    const { token } = await invitedLink(email);
    const taken = await accept(account(token, admin.username.toUpperCase()));
    expect(taken.status).toBe(409);

    const db = await getDb();
    const [squatter] = await db
      .insert(users)
      .values({ username: `squat${sequence++}`, email, firstName: "S", lastName: "Q", passwordHash: "x" })
      .returning({ id: users.id });
    expect((await accept(account(token, `meanwhile${sequence++}`))).status).toBe(409);
    await db.delete(users).where(eq(users.id, squatter.id));
    expect((await accept(account(token, `after${sequence++}`))).status).toBe(201);
  });

  it("is refused from another site (403)", async () => {
    const { token } = await invitedLink(address());
    const response = await acceptRoute(
      apiRequest("/auth/staff-invite", {
        method: "POST",
        body: account(token, `cross${sequence++}`),
        origin: "https://evil.example",
      }),
      routeContext(),
    );
    expect(response.status).toBe(403);
  });
});

describe("withdrawing an invitation", () => {
  it("ends its link, is recorded, and a second withdrawal is a 404", async () => {
    const { id, token } = await invitedLink(address());
    const withdraw = (who: string | undefined) =>
      withdrawRoute(
        apiRequest(`/api/admin/staff/invites/${id}`, { method: "DELETE", token: who }),
        routeContext({ id: String(id) }),
      );
    expect((await withdraw(undefined)).status).toBe(401);
    expect((await withdraw(sellerToken)).status).toBe(403);
    expect((await withdraw(adminToken)).status).toBe(204);
    expect((await withdraw(adminToken)).status).toBe(404);
    expect((await accept(account(token, `gone${sequence++}`))).status).toBe(400);
    const db = await getDb();
    const entries = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.kind, "staff"), eq(auditLog.subjectId, String(id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["invite", "revoke"]);
  });

  it("sends no mail for an invitation withdrawn before the mail left", async () => {
    const email = address();
    const response = await invite({ email, role: "seller" });
    const { id } = await json<{ id: number }>(response);
    await withdrawRoute(
      apiRequest(`/api/admin/staff/invites/${id}`, { method: "DELETE", token: adminToken }),
      routeContext({ id: String(id) }),
    );
    await runJobs();
    expect(mailTo(email)).toEqual([]);
  });
});
