/** @jest-environment node */
import { eq } from "drizzle-orm";
import { POST as confirmRoute } from "@/app/auth/email-change/confirm/route";
import { POST as emailChangeRoute } from "@/app/auth/email-change/route";
import { POST as forgotRoute } from "@/app/auth/forgot-password/route";
import { PUT as passwordRoute } from "@/app/auth/password/route";
import { POST as resetRoute } from "@/app/auth/reset-password/route";
import { POST as signupRoute } from "@/app/auth/signup/route";
import { getDb } from "@/db/client";
import { orders, users } from "@/db/schema";
import { guestOrderLink } from "@/lib/orders/read/guest-link";
import { guestSignupOf } from "@/lib/orders/read/guest-orders";
import { apiRequest, createUser, routeContext, tokenFor } from "./account-fixtures";
import { newestLinkToken, useFreshMailDir } from "./mail-fixtures";
import { insertOrder } from "./order-row-fixtures";

// The defects of issue 35 that tokens and guest links caused, each as the attacker would try it.

beforeAll(() => {
  useFreshMailDir();
});

const post = (handler: typeof confirmRoute, path: string, body: unknown, token?: string) =>
  handler(apiRequest(path, { method: "POST", body, token }), routeContext());

async function emailOf(userId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

describe("defect 1: an e-mail change asked by someone who knew the password", () => {
  it("dies when the victim changes the password (the attacker's confirmation is a 400)", async () => {
    const victim = await createUser({ password: "plum-orbit-ladder-42" });
    const attackerSession = await tokenFor(victim);
    const attackerEmail = `attacker-${victim.username}@example.org`;
    const asked = await post(emailChangeRoute, "/auth/email-change", {
      newEmail: attackerEmail,
      currentPassword: victim.password,
    }, attackerSession);
    expect(asked.status).toBe(202);
    const token = await newestLinkToken(attackerEmail, "confirm-email");

    const victimSession = await tokenFor(victim);
    const changed = await passwordRoute(
      apiRequest("/auth/password", {
        method: "PUT",
        token: victimSession,
        body: { currentPassword: victim.password, newPassword: "quartz-meadow-lantern-7" },
      }),
      routeContext(),
    );
    expect(changed.status).toBe(200);

    expect((await post(confirmRoute, "/auth/email-change/confirm", { token })).status).toBe(400);
    expect(await emailOf(victim.id)).toBe(victim.email);
  });
});

describe("defect 3: reset links outlive the change they should not survive", () => {
  it("a reset link mailed before a password change no longer works", async () => {
    const user = await createUser({ password: "plum-orbit-ladder-42" });
    expect((await post(forgotRoute, "/auth/forgot-password", { identifier: user.email })).status).toBe(202);
    const token = await newestLinkToken(user.email, "reset-password");
    const changed = await passwordRoute(
      apiRequest("/auth/password", {
        method: "PUT",
        token: await tokenFor(user),
        body: { currentPassword: user.password, newPassword: "quartz-meadow-lantern-7" },
      }),
      routeContext(),
    );
    expect(changed.status).toBe(200);
    const reset = await post(resetRoute, "/auth/reset-password", { token, newPassword: "cobalt-harbor-violet-9" });
    expect(reset.status).toBe(400);
  });

  it("a reset link mailed to the old address no longer works once a new address is confirmed", async () => {
    const user = await createUser({ password: "plum-orbit-ladder-42" });
    expect((await post(forgotRoute, "/auth/forgot-password", { identifier: user.email })).status).toBe(202);
    const resetToken = await newestLinkToken(user.email, "reset-password");
    const newEmail = `moved-${user.username}@example.org`;
    const asked = await post(emailChangeRoute, "/auth/email-change", {
      newEmail,
      currentPassword: user.password,
    }, await tokenFor(user));
    expect(asked.status).toBe(202);
    const confirmToken = await newestLinkToken(newEmail, "confirm-email");
    expect((await post(confirmRoute, "/auth/email-change/confirm", { token: confirmToken })).status).toBe(200);
    const reset = await post(resetRoute, "/auth/reset-password", {
      token: resetToken,
      newPassword: "cobalt-harbor-violet-9",
    });
    expect(reset.status).toBe(400);
  });
});

describe("defect 2: a guest order's link is not proof of owning the order", () => {
  it("signing up with the link and another e-mail address does not attach the order", async () => {
    const order = await insertOrder({ userId: null, email: "guest-owner@example.com", name: "Gail Guest" });
    const username = `linkholder_${Date.now().toString(36)}`;
    const response = await post(signupRoute, "/auth/signup", {
      username,
      email: `${username}@example.com`,
      firstName: "Link",
      lastName: "Holder",
      phone: "+61 400 000 000",
      password: "plum-orbit-ladder-42",
      guestOrder: guestOrderLink(order.id),
    });
    expect(response.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
    expect(row.userId).toBeNull();
  });

  it("what the sign-up page gets for a guest link does not carry the guest's e-mail address", async () => {
    const email = `secret-guest-${Date.now().toString(36)}@example.com`;
    const order = await insertOrder({ userId: null, email, name: "Gail Guest" });
    const guest = await guestSignupOf(guestOrderLink(order.id));
    expect(guest).not.toBeNull();
    expect(JSON.stringify(guest)).not.toContain(email);
    expect(JSON.stringify(guest)).not.toContain("secret-guest");
  });
});
