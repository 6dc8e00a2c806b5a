/** @jest-environment node */
import { eq, inArray } from "drizzle-orm";
import { GET as guestOrdersGet, POST as guestOrdersPost } from "@/app/api/account/guest-orders/route";
import { POST as emailChangeRoute } from "@/app/auth/email-change/route";
import { POST as cancelRoute } from "@/app/auth/email-change/cancel/route";
import { POST as confirmRoute } from "@/app/auth/email-change/confirm/route";
import { POST as forgotRoute } from "@/app/auth/forgot-password/route";
import { POST as loginRoute } from "@/app/auth/login/route";
import { PUT as passwordRoute } from "@/app/auth/password/route";
import { POST as resetRoute } from "@/app/auth/reset-password/route";
import { POST as signupRoute } from "@/app/auth/signup/route";
import { POST as verifyRoute } from "@/app/auth/verify-email/route";
import { POST as resendRoute } from "@/app/auth/verify-email/resend/route";
import { getDb } from "@/db/client";
import { orders, userPasskeys, userTotp, users } from "@/db/schema";
import { seal, unseal } from "@/lib/crypto/seal";
import { sealTotpSecret } from "@/lib/two-step/secrets";
import { newTotpSecret } from "@/lib/two-step/totp-code";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { mailTo, newestLinkToken, runJobs, useFreshMailDir } from "./mail-fixtures";
import { insertOrder } from "./order-row-fixtures";

beforeAll(() => {
  useFreshMailDir();
});

const post = (handler: typeof confirmRoute, path: string, body: unknown, token?: string) =>
  handler(apiRequest(path, { method: "POST", body, token }), routeContext());
const changeEmail = (token: string | undefined, body: unknown) =>
  post(emailChangeRoute, "/auth/email-change", body, token);
const confirm = (token: string) => post(confirmRoute, "/auth/email-change/confirm", { token });
/** Resets the password of the account at `email` through its mailed link. */
async function resetPasswordFor(email: string): Promise<void> {
  expect((await post(forgotRoute, "/auth/forgot-password", { identifier: email })).status).toBe(202);
  await runJobs();
  const link = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailTo(email).at(-1)?.text ?? "");
  expect(
    (await post(resetRoute, "/auth/reset-password", { token: link?.[1], newPassword: "reset-password-5" }))
      .status,
  ).toBe(200);
}
/** A signed-in call to `handler` with `body`. */
const apiRequestTo = (
  handler: (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>,
  path: string,
  token: string,
  body: unknown,
  method: "POST" | "PUT" = "POST",
) => handler(apiRequest(path, { method, body, token }), routeContext());
const verify = (token: string) => post(verifyRoute, "/auth/verify-email", { token });

async function emailOf(user: TestUser) {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
}

describe("changing the e-mail address", () => {
  it("takes effect only through the link mailed to the new address, which it verifies; the old one is told", async () => {
    const user = await createUser();
    const session = await tokenFor(user);
    const newEmail = `new-${user.username}@example.org`;
    const asked = await changeEmail(session, { newEmail, currentPassword: user.password });
    expect(asked.status).toBe(202);
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    expect(await emailOf(user)).toEqual({ email: user.email, verifiedAt: null });

    const token = await newestLinkToken(newEmail, "confirm-email");
    // The old address is told at once, with a link that cancels the change.
    const [asking] = mailTo(user.email);
    expect(asking.subject).toBe("Someone asked to change the e-mail address of your account");
    expect(asking.text).toContain(newEmail);
    expect(asking.text).toMatch(/\/cancel-email-change\?token=[A-Za-z0-9_-]{43}/);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ email: newEmail });
    const after = await emailOf(user);
    expect(after.email).toBe(newEmail);
    expect(after.verifiedAt).toBeInstanceOf(Date);

    await runJobs();
    const notice = mailTo(user.email).at(-1)!;
    expect(notice.subject).toBe("The e-mail address of your account was changed");
    expect(notice.text).toContain(newEmail);
    expect((await confirm(token)).status).toBe(400);
  });

  it("needs a session and the current password; refuses the own address (400) and another account's (409)", async () => {
    const user = await createUser();
    const other = await createUser();
    const session = await tokenFor(user);
    expect(
      (await changeEmail(undefined, { newEmail: "x@example.org", currentPassword: user.password })).status,
    ).toBe(401);
    expect(
      (await changeEmail(session, { newEmail: "x@example.org", currentPassword: "wrong-password-1" })).status,
    ).toBe(401);
    const own = await changeEmail(session, {
      newEmail: user.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(own.status).toBe(400);
    expect((await json<{ detail: string }>(own)).detail).toMatch(/^newEmail:/);
    expect(
      (await changeEmail(session, { newEmail: other.email, currentPassword: user.password })).status,
    ).toBe(409);
    const invalid = await changeEmail(session, {
      newEmail: "not an address",
      currentPassword: user.password,
    });
    expect((await json<{ detail: string }>(invalid)).detail).toMatch(/^newEmail:/);
    await runJobs();
    expect(mailTo(other.email)).toHaveLength(0);
    expect((await emailOf(user)).email).toBe(user.email);
  });

  it("refuses (409) a link whose address another account took meanwhile, and a wrong link (400)", async () => {
    const user = await createUser();
    const newEmail = `race-${user.username}@example.org`;
    await changeEmail(await tokenFor(user), { newEmail, currentPassword: user.password });
    const token = await newestLinkToken(newEmail, "confirm-email");
    const db = await getDb();
    const other = await createUser();
    await db.update(users).set({ email: newEmail }).where(eq(users.id, other.id));
    expect((await confirm(token)).status).toBe(409);
    expect((await emailOf(user)).email).toBe(user.email);
    expect((await confirm("B".repeat(43))).status).toBe(400);
  });

  it("ends a pending change when the password is reset (whoever knew the old one may have asked it)", async () => {
    const user = await createUser();
    const newEmail = `taken-over-${user.username}@example.org`;
    await changeEmail(await tokenFor(user), { newEmail, currentPassword: user.password });
    const token = await newestLinkToken(newEmail, "confirm-email");
    await resetPasswordFor(user.email);
    expect((await confirm(token)).status).toBe(400);
    expect((await emailOf(user)).email).toBe(user.email);
  });

  it("can be cancelled from the old address: the change ends, every session ends, the old password stops working", async () => {
    const user = await createUser({ password: "plum-orbit-ladder-42" });
    const session = await tokenFor(user);
    const newEmail = `hijack-${user.username}@example.org`;
    await changeEmail(session, { newEmail, currentPassword: user.password });
    const confirmToken = await newestLinkToken(newEmail, "confirm-email");
    await runJobs();
    const cancelToken = /\/cancel-email-change\?token=([A-Za-z0-9_-]+)/.exec(mailTo(user.email).at(-1)!.text)![1];

    const cancelled = await post(cancelRoute, "/auth/email-change/cancel", { token: cancelToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const { resetToken } = await json<{ resetToken: string }>(cancelled);
    expect((await post(cancelRoute, "/auth/email-change/cancel", { token: cancelToken })).status).toBe(400);
    expect((await confirm(confirmToken)).status).toBe(400);
    expect((await emailOf(user)).email).toBe(user.email);
    expect((await changeEmail(session, { newEmail, currentPassword: user.password })).status).toBe(401);
    expect((await post(loginRoute, "/auth/login", { username: user.username, password: user.password })).status).toBe(401);

    // The page goes straight on to a new password with the token the cancel answered.
    const reset = await post(resetRoute, "/auth/reset-password", { token: resetToken, newPassword: "quartz-meadow-lantern-7" });
    expect(reset.status).toBe(200);
    expect((await post(loginRoute, "/auth/login", { username: user.username, password: "quartz-meadow-lantern-7" })).status).toBe(200);
    expect((await post(cancelRoute, "/auth/email-change/cancel", { token: "not a token at all" })).status).toBe(400);
  });

  it("gives the old mailbox a way back after whoever asked confirmed the change and changed the password", async () => {
    const victim = await createUser({ password: "plum-orbit-ladder-42" });
    const attackerSession = await tokenFor(victim);
    const attackerEmail = `attacker-${victim.username}@example.org`;
    await changeEmail(attackerSession, { newEmail: attackerEmail, currentPassword: victim.password });
    const confirmed = await apiRequestTo(confirmRoute, "/auth/email-change/confirm", attackerSession, { token: await newestLinkToken(attackerEmail, "confirm-email") });
    expect(confirmed.status).toBe(200);
    const changed = await apiRequestTo(passwordRoute, "/auth/password", attackerSession, {
      currentPassword: victim.password,
      newPassword: "attacker-owns-it-now-9",
    }, "PUT");
    expect(changed.status).toBe(200);
    const attackerToken = (await json<{ token: string }>(changed)).token;
    // And turns on a second step of their own, which would keep the owner out after a new password.
    const db = await getDb();
    await db.insert(userTotp).values({ userId: victim.id, secretSealed: sealTotpSecret(newTotpSecret()), enabledAt: new Date() });
    await db.insert(userPasskeys).values({
      userId: victim.id,
      credentialId: `attacker-key-${victim.username}`,
      publicKey: "AAAA",
      name: "Attacker's key",
      deviceType: "singleDevice",
    });
    // The attacker asks another change: its cancel link goes to the attacker's own mailbox and must not end the victim's.
    await changeEmail(attackerToken, { newEmail: `second-${victim.username}@example.org`, currentPassword: "attacker-owns-it-now-9" });
    await runJobs();
    const cancelToken = /\/cancel-email-change\?token=([A-Za-z0-9_-]+)/.exec(
      mailTo(victim.email).filter((mail) => mail.text.includes("/cancel-email-change?")).at(0)!.text,
    )![1];

    const cancelled = await post(cancelRoute, "/auth/email-change/cancel", { token: cancelToken });
    expect(cancelled.status).toBe(200);
    expect((await emailOf(victim)).email).toBe(victim.email);
    expect((await post(loginRoute, "/auth/login", { username: victim.username, password: "attacker-owns-it-now-9" })).status).toBe(401);
    expect((await changeEmail(attackerToken, { newEmail: attackerEmail, currentPassword: "attacker-owns-it-now-9" })).status).toBe(401);
    const { resetToken } = await json<{ resetToken: string }>(cancelled);
    expect((await post(resetRoute, "/auth/reset-password", { token: resetToken, newPassword: "quartz-meadow-lantern-7" })).status).toBe(200);
    // The password alone signs in: the second steps added since the change was asked are gone.
    expect((await post(loginRoute, "/auth/login", { username: victim.username, password: "quartz-meadow-lantern-7" })).status).toBe(200);
  });

  it("limits requests per account (429)", async () => {
    const user = await createUser();
    const session = await tokenFor(user);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await changeEmail(session, {
            newEmail: `n${i}-${user.username}@example.org`,
            currentPassword: user.password,
          })
        ).status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("verifying a new account's address, then attaching past guest orders", () => {
  it("mails a link at sign-up; past guest orders join the account once its address is verified", async () => {
    const username = `verify_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const guestOrders = await Promise.all([
      insertOrder({ email: email.toUpperCase() }),
      insertOrder({ email }),
      insertOrder({ email: "someone-else@example.com" }),
    ]);
    const signedUp = await post(signupRoute, "/auth/signup", {
      username,
      email,
      firstName: "Vera",
      lastName: "Fied",
      phone: "+61 400 000 000",
      password: "plum-orbit-ladder-42",
    });
    expect(signedUp.status).toBe(201);
    const { token: session } = await json<{ token: string }>(signedUp);
    const summary = async () =>
      json(await guestOrdersGet(apiRequest("/api/account/guest-orders", { token: session }), routeContext()));
    const attach = () =>
      guestOrdersPost(
        apiRequest("/api/account/guest-orders", { method: "POST", token: session }),
        routeContext(),
      );

    expect(await summary()).toEqual({ verified: false, count: 0 });
    expect((await attach()).status).toBe(403);

    const token = await newestLinkToken(email, "verify-email");
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).status).toBe(400);
    // Confirming the address attached them at once; a guest order placed later with it is
    // offered in the profile and attached by its button.
    expect(await summary()).toEqual({ verified: true, count: 0 });
    const later = await insertOrder({ email: email.toUpperCase() });
    expect(await summary()).toEqual({ verified: true, count: 1 });
    const attached = await attach();
    expect(attached.status).toBe(200);
    expect(await json(attached)).toEqual({ attached: 1 });
    guestOrders.push(later);
    const db = await getDb();
    const owners = await db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(
        inArray(
          orders.id,
          guestOrders.map((order) => order.id),
        ),
      );
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    // In the order the orders were placed (inserted in parallel, so their ids may come in any order).
    const ownerOf = new Map(owners.map((order) => [order.id, order.userId]));
    expect(guestOrders.map((order) => ownerOf.get(order.id))).toEqual([me.id, me.id, null, me.id]);
    expect(await summary()).toEqual({ verified: true, count: 0 });
  });

  it("refuses a verification link for an address the account no longer has", async () => {
    const user = await createUser();
    const session = await tokenFor(user);
    expect((await post(resendRoute, "/auth/verify-email/resend", undefined, session)).status).toBe(200);
    const token = await newestLinkToken(user.email, "verify-email");
    const db = await getDb();
    await db
      .update(users)
      .set({ email: `moved-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await verify(token)).status).toBe(400);
    expect((await emailOf(user)).verifiedAt).toBeNull();
  });
});

describe("sealing", () => {
  it("opens only what it sealed, for the same purpose", () => {
    const sealed = seal("secret-token", "a");
    expect(sealed).not.toContain("secret-token");
    expect(unseal(sealed, "a")).toBe("secret-token");
    expect(unseal(sealed, "b")).toBeUndefined();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(unseal([version, iv, tag, flipped].join("."), "a")).toBeUndefined();
    expect(unseal("garbage", "a")).toBeUndefined();
  });
});
