import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { signInTickets, userRecoveryCodes, userTotp } from "@/db/schema";
import { POST as login } from "@/app/auth/login/route";
import { POST as secondStep } from "@/app/auth/login/second-step/route";
import { PUT as changePassword } from "@/app/auth/password/route";
import { GET as status } from "@/app/api/account/two-step/route";
import { DELETE as turnOff, POST as startSetup } from "@/app/api/account/two-step/totp/route";
import { POST as confirm } from "@/app/api/account/two-step/totp/confirm/route";
import { POST as regenerate } from "@/app/api/account/two-step/recovery-codes/route";
import { readSessionToken } from "@/lib/auth/token";
import { unsealTotpSecret } from "@/lib/two-step/secrets";
import { SECOND_STEP_LIMITS } from "@/lib/two-step/sign-in";
import { totpCodeAt, totpStep } from "@/lib/two-step/totp-code";
import type { SecondStepRequired, TotpSetup, TwoStepStatus } from "@/lib/two-step/contract";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";

const PASSWORD = "plum-orbit-ladder-42";
let nextIp = 1;
/** Each test its own address, so the per-address limits of one do not reach another. */
const freshIp = () => ({ "x-forwarded-for": `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}` });

const call = (
  handler: (r: Request, c: ReturnType<typeof routeContext>) => Promise<Response>,
  path: string,
  options: Parameters<typeof apiRequest>[1],
) => handler(apiRequest(path, options), routeContext());

const codeNow = (secret: string, delta = 0) => totpCodeAt(secret, totpStep(Date.now()) + delta);

/** A user with the app turned on: its secret and the ten recovery codes. */
async function userWithApp(): Promise<{ user: TestUser; token: string; secret: string; codes: string[] }> {
  const user = await createUser({ password: PASSWORD });
  const token = await tokenFor(user);
  const setup = await json<TotpSetup>(
    await call(startSetup, "/api/account/two-step/totp", { method: "POST", token }),
  );
  const confirmed = await call(confirm, "/api/account/two-step/totp/confirm", {
    method: "POST",
    token,
    body: { code: codeNow(setup.secret) },
  });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirmed);
  return { user, token, secret: setup.secret, codes: recoveryCodes };
}

async function passwordStep(
  user: TestUser,
  headers = freshIp(),
  remember?: boolean,
): Promise<SecondStepRequired> {
  const response = await call(login, "/auth/login", {
    method: "POST",
    body: { username: user.username, password: PASSWORD, remember },
    headers,
  });
  expect(response.status).toBe(401);
  expect(response.headers.get("set-cookie")).toBeNull();
  return json<SecondStepRequired>(response);
}

const sendSecondStep = (body: unknown, headers: Record<string, string> = freshIp()) =>
  call(secondStep, "/auth/login/second-step", { method: "POST", body, headers });

describe("setting up an authenticator app", () => {
  it("makes a secret with a QR code, kept sealed, and turns on only with a right first code", async () => {
    const user = await createUser({ password: PASSWORD });
    const token = await tokenFor(user);
    const started = await call(startSetup, "/api/account/two-step/totp", { method: "POST", token });
    expect(started.status).toBe(200);
    expect(started.headers.get("cache-control")).toBe("private, no-store");
    const setup = await json<TotpSetup>(started);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const db = await getDb();
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row.secretSealed).not.toContain(setup.secret);
    expect(unsealTotpSecret(row.secretSealed)).toBe(setup.secret);
    expect(row.enabledAt).toBeNull();

    // Not on yet: the password alone still signs in.
    const before = await call(login, "/auth/login", {
      method: "POST",
      body: { username: user.username, password: PASSWORD },
      headers: freshIp(),
    });
    expect(before.status).toBe(200);

    const wrong = await call(confirm, "/api/account/two-step/totp/confirm", {
      method: "POST",
      token,
      body: { code: codeNow(setup.secret, 3) },
    });
    expect(wrong.status).toBe(400);
    const malformed = await call(confirm, "/api/account/two-step/totp/confirm", {
      method: "POST",
      token,
      body: { code: "12ab56" },
    });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ detail: expect.stringContaining("code") });

    const ok = await call(confirm, "/api/account/two-step/totp/confirm", {
      method: "POST",
      token,
      body: { code: codeNow(setup.secret) },
    });
    expect(ok.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(ok);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.map((s) => s.codeHash)).not.toContain(code);

    const again = await call(startSetup, "/api/account/two-step/totp", { method: "POST", token });
    expect(again.status).toBe(409);
    const shown = await json<TwoStepStatus>(await call(status, "/api/account/two-step", { token }));
    expect(shown).toEqual({
      totpEnabled: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      requiredButMissing: false,
    });
  });

  it("answers 401 to a caller without a session", async () => {
    for (const [handler, path] of [
      [startSetup, "/api/account/two-step/totp"],
      [confirm, "/api/account/two-step/totp/confirm"],
      [regenerate, "/api/account/two-step/recovery-codes"],
    ] as const) {
      expect(
        (await call(handler, path, { method: "POST", body: { code: "123456", password: "x" } })).status,
      ).toBe(401);
    }
    expect((await call(status, "/api/account/two-step", {})).status).toBe(401);
    expect(
      (await call(turnOff, "/api/account/two-step/totp", { method: "DELETE", body: { password: "x" } }))
        .status,
    ).toBe(401);
  });

  it("confirming without a setup waiting is a 400", async () => {
    const user = await createUser({ password: PASSWORD });
    const response = await call(confirm, "/api/account/two-step/totp/confirm", {
      method: "POST",
      token: await tokenFor(user),
      body: { code: "123456" },
    });
    expect(response.status).toBe(400);
  });
});

describe("signing in with the second step", () => {
  it("a right password gives no session but a ticket; a fresh app code then signs in", async () => {
    const { user, secret } = await userWithApp();
    const half = await passwordStep(user, freshIp(), false);
    expect(half).toEqual({
      detail: expect.any(String),
      secondStep: { ticket: expect.any(String), methods: ["totp", "recovery"], expiresInSeconds: 300 },
    });
    // The code that confirmed the setup is used: the next step's (one step of drift) is new.
    const response = await sendSecondStep({
      ticket: half.secondStep.ticket,
      method: "totp",
      code: codeNow(secret, 1),
    });
    expect(response.status).toBe(200);
    const body = await json<{ role: string; username: string; token: string }>(response);
    expect(body).toEqual({ role: "customer", username: user.username, token: expect.any(String) });
    expect(await readSessionToken(body.token)).toMatchObject({ userId: user.id, remember: false });
    expect(response.headers.get("set-cookie")).toContain(`next-auth.session-token=${body.token}`);

    // The ticket is used up.
    const reused = await sendSecondStep({
      ticket: half.secondStep.ticket,
      method: "totp",
      code: codeNow(secret, 1),
    });
    expect(reused.status).toBe(401);
  });

  it("refuses a wrong code, and a code already used (replay), with 401 and no cookie", async () => {
    const { user, secret } = await userWithApp();
    const { secondStep: first } = await passwordStep(user);
    const wrong = await sendSecondStep({ ticket: first.ticket, method: "totp", code: codeNow(secret, 5) });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    // The ticket survives a wrong code.
    const code = codeNow(secret, 1);
    expect((await sendSecondStep({ ticket: first.ticket, method: "totp", code })).status).toBe(200);
    const { secondStep: second } = await passwordStep(user);
    const replay = await sendSecondStep({ ticket: second.ticket, method: "totp", code });
    expect(replay.status).toBe(401);
    expect(await json(replay)).toEqual({ detail: "That code is not right, or was already used" });
  });

  it("a recovery code works once", async () => {
    const { user, codes } = await userWithApp();
    const { secondStep: first } = await passwordStep(user);
    const typed = codes[3].toUpperCase().replace("-", " ");
    expect((await sendSecondStep({ ticket: first.ticket, method: "recovery", code: typed })).status).toBe(
      200,
    );
    const { secondStep: second } = await passwordStep(user);
    expect((await sendSecondStep({ ticket: second.ticket, method: "recovery", code: codes[3] })).status).toBe(
      401,
    );
    expect((await sendSecondStep({ ticket: second.ticket, method: "recovery", code: codes[4] })).status).toBe(
      200,
    );
    const db = await getDb();
    const left = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(left.filter((row) => row.usedAt === null)).toHaveLength(8);
  });

  it("refuses an expired ticket, an unknown one, and one from before a password change", async () => {
    const { user, secret, token } = await userWithApp();
    const { secondStep: half } = await passwordStep(user);
    const db = await getDb();
    await db
      .update(signInTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInTickets.userId, user.id));
    const expired = await sendSecondStep({ ticket: half.ticket, method: "totp", code: codeNow(secret, 1) });
    expect(expired.status).toBe(401);
    expect(await json(expired)).toEqual({ detail: expect.stringContaining("expired") });
    expect((await sendSecondStep({ ticket: "x".repeat(43), method: "totp", code: "123456" })).status).toBe(
      401,
    );

    const { secondStep: beforeChange } = await passwordStep(user);
    const changed = await call(changePassword, "/auth/password", {
      method: "PUT",
      token,
      body: { currentPassword: PASSWORD, newPassword: "quartz-meadow-lantern-7" },
      headers: freshIp(),
    });
    expect(changed.status).toBe(200);
    expect(
      (await sendSecondStep({ ticket: beforeChange.ticket, method: "totp", code: codeNow(secret, 1) }))
        .status,
    ).toBe(401);
  });

  it.each([
    ["no ticket", { method: "totp", code: "123456" }],
    ["an unknown method", { ticket: "x".repeat(43), method: "sms", code: "123456" }],
    ["a code of letters", { ticket: "x".repeat(43), method: "totp", code: "abcdef" }],
    ["a malformed recovery code", { ticket: "x".repeat(43), method: "recovery", code: "!!" }],
  ])("answers 400 to %s", async (_, body) => {
    const response = await sendSecondStep(body);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ detail: expect.any(String) });
  });

  it("refuses a cross-site second step", async () => {
    const response = await call(secondStep, "/auth/login/second-step", {
      method: "POST",
      body: { ticket: "x".repeat(43), method: "totp", code: "123456" },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("limits wrong codes per account and address like the password (429), even with the right code then", async () => {
    const { user, secret } = await userWithApp();
    const headers = freshIp();
    const { secondStep: half } = await passwordStep(user, headers);
    for (let i = 0; i < SECOND_STEP_LIMITS.perAccountAndIp; i++) {
      expect(
        (await sendSecondStep({ ticket: half.ticket, method: "totp", code: codeNow(secret, 7) }, headers))
          .status,
      ).toBe(401);
    }
    const limited = await sendSecondStep(
      { ticket: half.ticket, method: "totp", code: codeNow(secret, 1) },
      headers,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // The account is limited from anywhere past its own limit too.
    for (let i = SECOND_STEP_LIMITS.perAccountAndIp; i < SECOND_STEP_LIMITS.perAccount; i++) {
      expect(
        (await sendSecondStep({ ticket: half.ticket, method: "recovery", code: "aaaaaaaaaa" })).status,
      ).toBe(401);
    }
    expect(
      (await sendSecondStep({ ticket: half.ticket, method: "totp", code: codeNow(secret, 1) })).status,
    ).toBe(429);
  });
});

describe("managing the app", () => {
  it("turning it off needs the password (or a current code), and the password alone signs in again", async () => {
    const { user, token, secret } = await userWithApp();
    const wrong = await call(turnOff, "/api/account/two-step/totp", {
      method: "DELETE",
      token,
      body: { password: "not-the-password-1" },
      headers: freshIp(),
    });
    expect(wrong.status).toBe(401);
    const missing = await call(turnOff, "/api/account/two-step/totp", { method: "DELETE", token, body: {} });
    expect(missing.status).toBe(400);
    const db = await getDb();
    const [{ lastUsedStep }] = await db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    const used = totpCodeAt(secret, lastUsedStep ?? 0);
    const usedCode = await call(turnOff, "/api/account/two-step/totp", {
      method: "DELETE",
      token,
      body: { code: used },
      headers: freshIp(),
    });
    expect(usedCode.status).toBe(401);
    const off = await call(turnOff, "/api/account/two-step/totp", {
      method: "DELETE",
      token,
      body: { password: PASSWORD },
      headers: freshIp(),
    });
    expect(off.status).toBe(204);
    expect(
      await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id)),
    ).toHaveLength(0);
    const signIn = await call(login, "/auth/login", {
      method: "POST",
      body: { username: user.username, password: PASSWORD },
      headers: freshIp(),
    });
    expect(signIn.status).toBe(200);
  });

  it("turns it off with a current code", async () => {
    const { token, secret } = await userWithApp();
    const off = await call(turnOff, "/api/account/two-step/totp", {
      method: "DELETE",
      token,
      body: { code: codeNow(secret, 1) },
      headers: freshIp(),
    });
    expect(off.status).toBe(204);
  });

  it("new recovery codes need the password and end the old ones", async () => {
    const { user, token, codes } = await userWithApp();
    expect(
      (
        await call(regenerate, "/api/account/two-step/recovery-codes", {
          method: "POST",
          token,
          body: { password: "wrong-password-123" },
          headers: freshIp(),
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(regenerate, "/api/account/two-step/recovery-codes", { method: "POST", token, body: {} }))
        .status,
    ).toBe(400);
    const fresh = await call(regenerate, "/api/account/two-step/recovery-codes", {
      method: "POST",
      token,
      body: { password: PASSWORD },
      headers: freshIp(),
    });
    expect(fresh.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(fresh);
    expect(recoveryCodes).toHaveLength(10);
    const { secondStep: half } = await passwordStep(user);
    expect((await sendSecondStep({ ticket: half.ticket, method: "recovery", code: codes[0] })).status).toBe(
      401,
    );
    expect(
      (await sendSecondStep({ ticket: half.ticket, method: "recovery", code: recoveryCodes[0] })).status,
    ).toBe(200);
  });

  it("new recovery codes without the app are a 400", async () => {
    const user = await createUser({ password: PASSWORD });
    const response = await call(regenerate, "/api/account/two-step/recovery-codes", {
      method: "POST",
      token: await tokenFor(user),
      body: { password: PASSWORD },
      headers: freshIp(),
    });
    expect(response.status).toBe(400);
  });
});
