/** @jest-environment node */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { GET as cartRoute } from "@/app/api/cart/route";
import { POST as forgotRoute } from "@/app/auth/forgot-password/route";
import { POST as login } from "@/app/auth/login/route";
import { POST as resetRoute } from "@/app/auth/reset-password/route";
import { getDb } from "@/db/client";
import { accountTokens, jobs, users } from "@/db/schema";
import { RESET_REQUESTED } from "@/lib/accounts/contract";
import { apiRequest, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";

beforeAll(() => {
  useFreshMailDir();
});

let ipSequence = 0;
/** Each test its own address, so the per-address limit is only met where a test means to meet it. */
const freshIp = () => `10.9.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`;

const forgot = (identifier: string, ip = freshIp(), origin?: string) =>
  forgotRoute(
    apiRequest("/auth/forgot-password", {
      method: "POST",
      body: { identifier },
      headers: { "x-forwarded-for": ip },
      origin,
    }),
    routeContext(),
  );
const reset = (token: string, newPassword: string, ip = freshIp()) =>
  resetRoute(
    apiRequest("/auth/reset-password", {
      method: "POST",
      body: { token, newPassword },
      headers: { "x-forwarded-for": ip },
    }),
    routeContext(),
  );
const logIn = (username: string, password: string) =>
  login(
    apiRequest("/auth/login", {
      method: "POST",
      body: { username, password },
      headers: { "x-forwarded-for": freshIp() },
    }),
    routeContext(),
  );
const cart = (token: string) => cartRoute(apiRequest("/api/cart", { token }), routeContext());

/** The token in the newest reset link mailed to `email` (after the queued mail jobs ran). */
async function resetLinkTokenFor(email: string): Promise<string> {
  await runJobs();
  const mails = mailTo(email).filter((mail) => mail.subject === "Reset your password");
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "");
  if (!match) throw new Error(`No reset link mailed to ${email}`);
  return match[1];
}

async function userRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("POST /auth/forgot-password", () => {
  it("answers the same for an e-mail, a username and an unknown account, and mails only the real one", async () => {
    const user = await createUser();
    const answers = await Promise.all([
      forgot(user.email.toUpperCase()),
      forgot(user.username),
      forgot("nobody-here@example.com"),
    ]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(202);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(JSON.parse(bodies[index])).toEqual({ detail: RESET_REQUESTED });
    }
    await runJobs();
    expect(mailTo(user.email).filter((mail) => mail.subject === "Reset your password")).toHaveLength(2);
    expect(mailTo("nobody-here@example.com")).toHaveLength(0);
  });

  it("keeps only the token's SHA-256, and the queued job holds it sealed, then not at all", async () => {
    const user = await createUser();
    await forgot(user.email);
    const db = await getDb();
    const queued = await db
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'userId' = ${String(user.id)}`);
    expect(queued).toHaveLength(1);
    const sealed = String((queued[0].payload as Record<string, unknown>).token);
    expect(sealed).toMatch(/^v1\./);

    const token = await resetLinkTokenFor(user.email);
    expect(sealed).not.toContain(token);
    const stored = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([createHash("sha256").update(token).digest("hex")]);
    const [sent] = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.id, queued[0].id));
    expect(sent.payload as Record<string, unknown>).not.toHaveProperty("token");
    expect(JSON.stringify(sent.payload)).not.toContain(token);
  });

  it("refuses a request another site's page makes a browser send", async () => {
    const user = await createUser();
    expect((await forgot(user.email, freshIp(), "https://evil.example")).status).toBe(403);
  });

  it("limits requests per address (429) and mails per account (silently, the answer stays the same)", async () => {
    const ip = freshIp();
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser()));
    for (const user of users.slice(0, 5)) expect((await forgot(user.email, ip)).status).toBe(202);
    const refused = await forgot(users[5].email, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);

    const target = await createUser();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await forgot(target.email)).status);
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await runJobs();
    expect(mailTo(target.email)).toHaveLength(3);
  });
});

describe("POST /auth/reset-password", () => {
  it("sets the password once, ends every session and verifies the address", async () => {
    const user = await createUser({ password: "old-password-1" });
    const oldSession = await tokenFor(user);
    expect((await cart(oldSession)).status).toBe(200);
    await forgot(user.email);
    const token = await resetLinkTokenFor(user.email);

    const done = await reset(token, "new-password-2");
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toBe("private, no-store");
    expect((await cart(oldSession)).status).toBe(401);
    expect((await logIn(user.username, "old-password-1")).status).toBe(401);
    expect((await logIn(user.username, "new-password-2")).status).toBe(200);
    expect((await userRow(user.id)).emailVerifiedAt).toBeInstanceOf(Date);

    // The same link again: 400, and the password stays the one it set.
    const again = await reset(token, "third-password-3");
    expect(again.status).toBe(400);
    expect((await json<{ detail: string }>(again)).detail).toMatch(/^token: .*invalid or has expired/);
    expect((await logIn(user.username, "new-password-2")).status).toBe(200);
  });

  it("answers 400 for a wrong token and changes nothing", async () => {
    const user = await createUser({ password: "old-password-1" });
    const before = await userRow(user.id);
    const wrong = await reset("A".repeat(43), "new-password-2");
    expect(wrong.status).toBe(400);
    expect((await json<{ detail: string }>(wrong)).detail).toMatch(/^token:/);
    expect(await userRow(user.id)).toEqual(before);
  });

  it("refuses a link older than 30 minutes", async () => {
    const user = await createUser({ password: "old-password-1" });
    await forgot(user.email);
    const token = await resetLinkTokenFor(user.email);
    const db = await getDb();
    const [row] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    // Issued for exactly 30 minutes.
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60 * 1000);
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.id, row.id));
    expect((await reset(token, "new-password-2")).status).toBe(400);
    expect((await logIn(user.username, "old-password-1")).status).toBe(200);
  });

  it("keeps the password rules, and a refused password leaves the link usable", async () => {
    const user = await createUser();
    await forgot(user.email);
    const token = await resetLinkTokenFor(user.email);
    const weak = await reset(token, "short");
    expect(weak.status).toBe(400);
    expect((await json<{ detail: string }>(weak)).detail).toMatch(/^newPassword:/);
    expect((await reset(token, "long-enough-9")).status).toBe(200);
  });

  it("ends an earlier link when a newer one is mailed", async () => {
    const user = await createUser();
    await forgot(user.email);
    const first = await resetLinkTokenFor(user.email);
    await forgot(user.email);
    const second = await resetLinkTokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await reset(first, "new-password-2")).status).toBe(400);
    expect((await reset(second, "new-password-2")).status).toBe(200);
  });
});
