/** @jest-environment node */
import { eq } from "drizzle-orm";
import { POST as forgotRoute } from "@/app/auth/forgot-password/route";
import { POST as login } from "@/app/auth/login/route";
import { PUT as passwordRoute } from "@/app/auth/password/route";
import { POST as resetRoute } from "@/app/auth/reset-password/route";
import { POST as signupRoute } from "@/app/auth/signup/route";
import { getDb } from "@/db/client";
import { accountTokens } from "@/db/schema";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";

// Defect 3 of issue 35: the password rule accepted `password1` (8 characters, a letter and a
// digit) and checked no list of common or breached passwords. NIST SP 800-63B / ASVS 2.1:
// at least 12 characters, no composition rules, refused when common or about the account.

beforeAll(() => {
  useFreshMailDir();
});

let ipSequence = 0;
const freshIp = () => `10.35.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`;

let sequence = 0;
const account = () => {
  const key = `${Date.now().toString(36)}${(sequence++).toString(36)}`;
  return {
    username: `rules_${key}`,
    email: `rules.${key}@example.com`,
    firstName: "Pat",
    lastName: "Rules",
    phone: "+61 400 555 000",
  };
};

const signup = (password: string, who = account()) =>
  signupRoute(
    apiRequest("/auth/signup", { method: "POST", body: { ...who, password }, headers: { "x-forwarded-for": freshIp() } }),
    routeContext(),
  );

const change = (user: TestUser, token: string, newPassword: string) =>
  passwordRoute(
    apiRequest("/auth/password", {
      method: "PUT",
      token,
      body: { currentPassword: user.password, newPassword },
      headers: { "x-forwarded-for": freshIp() },
    }),
    routeContext(),
  );

const logIn = (username: string, password: string) =>
  login(
    apiRequest("/auth/login", { method: "POST", body: { username, password }, headers: { "x-forwarded-for": freshIp() } }),
    routeContext(),
  );

/** The 11-character password: one short of the rule, and on no list. */
const ELEVEN = "vN7#qLp2!xR";
const REFUSED: [string, string, RegExp][] = [
  ["`password1` (common, 9 characters)", "password1", /password/i],
  ["`Password1234` (common whatever the case)", "Password1234", /common/i],
  ["an 11-character password", ELEVEN, /at least 12/],
];

describe("the password rule (NIST SP 800-63B, ASVS 2.1)", () => {
  describe("POST /auth/signup", () => {
    it.each(REFUSED)("refuses %s with 400 naming the password", async (_case, password, detail) => {
      const response = await signup(password);
      expect(response.status).toBe(400);
      const body = await json<{ detail: string }>(response);
      expect(body.detail).toMatch(/^password: /);
      expect(body.detail).toMatch(detail);
    });

    it("refuses a password that contains the username or the e-mail's local part", async () => {
      const who = account();
      for (const password of [`my-${who.username}-pass`, `${who.email.split("@")[0].toUpperCase()}!!`]) {
        const response = await signup(password, who);
        expect(response.status).toBe(400);
        expect((await json<{ detail: string }>(response)).detail).toMatch(/^password: .*(username|e-mail)/i);
      }
    });

    it("needs no letters, digits or symbols: a long passphrase with spaces is fine", async () => {
      expect((await signup("purple tractor harbour lantern")).status).toBe(201);
      expect((await signup("plum-orbit-ladder-42")).status).toBe(201);
    });

    it("still caps the length at 128", async () => {
      const response = await signup("x".repeat(60) + "y".repeat(69));
      expect(response.status).toBe(400);
      expect((await json<{ detail: string }>(response)).detail).toMatch(/at most 128/);
    });
  });

  describe("PUT /auth/password", () => {
    it.each(REFUSED)("refuses %s and keeps the old password", async (_case, password, detail) => {
      const user = await createUser({ password: "old-but-fine-passphrase" });
      const response = await change(user, await tokenFor(user), password);
      expect(response.status).toBe(400);
      const body = await json<{ detail: string }>(response);
      expect(body.detail).toMatch(/^newPassword: /);
      expect(body.detail).toMatch(detail);
      expect((await logIn(user.username, user.password)).status).toBe(200);
    });

    it("refuses a new password containing the username", async () => {
      const user = await createUser({ password: "old-but-fine-passphrase" });
      const response = await change(user, await tokenFor(user), `${user.username}-2026!`);
      expect(response.status).toBe(400);
      expect((await json<{ detail: string }>(response)).detail).toMatch(/^newPassword: .*username/i);
    });

    it("accepts a good one", async () => {
      const user = await createUser({ password: "old-but-fine-passphrase" });
      expect((await change(user, await tokenFor(user), "quiet meadow rocket 7")).status).toBe(200);
    });
  });

  describe("POST /auth/reset-password", () => {
    it("refuses a common password and leaves the link usable", async () => {
      const user = await createUser({ password: "old-but-fine-passphrase" });
      await forgotRoute(
        apiRequest("/auth/forgot-password", { method: "POST", body: { identifier: user.email }, headers: { "x-forwarded-for": freshIp() } }),
        routeContext(),
      );
      await runJobs();
      const mail = mailTo(user.email).find((sent) => sent.subject === "Reset your password");
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      const reset = (newPassword: string) =>
        resetRoute(
          apiRequest("/auth/reset-password", { method: "POST", body: { token, newPassword }, headers: { "x-forwarded-for": freshIp() } }),
          routeContext(),
        );
      for (const [, password] of REFUSED) expect((await reset(password)).status).toBe(400);
      const mine = await reset(`${user.username}.again`);
      expect(mine.status).toBe(400);
      expect((await json<{ detail: string }>(mine)).detail).toMatch(/^newPassword: .*username/i);
      const db = await getDb();
      const [row] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      expect(row.usedAt).toBeNull();
      expect((await reset("quiet meadow rocket 7")).status).toBe(200);
    });
  });

  describe("an existing password that no longer meets the rule", () => {
    it("still signs in, and the answer recommends a change", async () => {
      const user = await createUser({ password: "alice1234" });
      const response = await logIn(user.username, "alice1234");
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        role: "customer",
        username: user.username,
        token: expect.any(String),
        passwordChangeRecommended: true,
      });
    });

    it("a password that meets it gets the spec's answer, without the field", async () => {
      const user = await createUser({ password: "old-but-fine-passphrase" });
      const body = await json<Record<string, unknown>>(await logIn(user.username, user.password));
      expect(Object.keys(body).sort()).toEqual(["role", "token", "username"]);
    });
  });
});
