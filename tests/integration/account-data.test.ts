/** @jest-environment node */
import { eq } from "drizzle-orm";
import { GET as cartRoute } from "@/app/api/cart/route";
import { GET as dataRoute } from "@/app/api/account/data/route";
import { POST as deleteConfirmRoute } from "@/app/api/account/delete/confirm/route";
import { POST as deleteRoute } from "@/app/api/account/delete/route";
import { POST as login } from "@/app/auth/login/route";
import { getDb } from "@/db/client";
import { accountTokens, auditLog, cartLines, orderLines, orders, userAddresses, users } from "@/db/schema";
import { ACCOUNT_DELETE_REQUESTED, LAST_ADMIN } from "@/lib/account-data/contract";
import { hashToken } from "@/lib/accounts/tokens";
import { LINK_INVALID } from "@/lib/accounts/contract";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";
import { insertOrder, SYDNEY_ADDRESS } from "./order-row-fixtures";

beforeAll(() => {
  useFreshMailDir();
});

let ipSequence = 0;
const freshIp = () => `10.36.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`;

const exportFor = (token?: string) => dataRoute(apiRequest("/api/account/data", { token }), routeContext());
const askDelete = (token: string | undefined, body: unknown) =>
  deleteRoute(
    apiRequest("/api/account/delete", { method: "POST", token, body, headers: { "x-forwarded-for": freshIp() } }),
    routeContext(),
  );
const confirmDelete = (token: string, options: { cookie?: string } = {}) =>
  deleteConfirmRoute(
    apiRequest("/api/account/delete/confirm", {
      method: "POST",
      body: { token },
      cookie: options.cookie,
      headers: { "x-forwarded-for": freshIp() },
    }),
    routeContext(),
  );
const logIn = (username: string, password: string) =>
  login(
    apiRequest("/auth/login", { method: "POST", body: { username, password }, headers: { "x-forwarded-for": freshIp() } }),
    routeContext(),
  );

/** A shopper with an address, a cart line and an order (with a client secret the export must not show). */
async function shopperWithHistory(): Promise<TestUser & { orderId: number }> {
  const user = await createUser({ password: "plum-orbit-ladder-42" });
  const db = await getDb();
  await db.insert(userAddresses).values({
    userId: user.id,
    name: "Pat Data",
    line1: "9 Export Lane",
    city: "Perth",
    postalCode: "6000",
    country: "AU",
    phone: "+61 400 999 000",
  });
  const item = await createItem();
  await db.insert(cartLines).values({ userId: user.id, productItemId: item.id, quantity: 2 });
  const order = await insertOrder({ userId: user.id, email: user.email, name: "Pat Data", lines: [{ name: "Scarf", quantity: 1, unitMinor: 2500 }] });
  await db.update(orders).set({ clientSecret: "pi_client_secret_do_not_export" }).where(eq(orders.id, order.id));
  return { ...user, orderId: order.id };
}

/** The token in the newest deletion link mailed to `email`. */
async function deleteLinkFor(email: string): Promise<string> {
  await runJobs();
  const mail = mailTo(email).filter((sent) => sent.subject === "Confirm that your account should be deleted").at(-1);
  const match = /delete-account\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`No deletion link mailed to ${email}`);
  return match[1];
}

describe("GET /api/account/data", () => {
  it("answers 401 when signed out", async () => {
    expect((await exportFor()).status).toBe(401);
  });

  it("is a JSON file of everything about the user: profile, addresses, orders with lines and address, cart", async () => {
    const user = await shopperWithHistory();
    const response = await exportFor(await tokenFor(user));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-shop-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = await json<Record<string, unknown>>(response);
    expect(data).toMatchObject({
      format: 1,
      profile: { id: user.id, username: user.username, email: user.email },
      addresses: [{ line1: "9 Export Lane", phone: "+61 400 999 000" }],
      orders: [
        {
          id: user.orderId,
          customerName: "Pat Data",
          shippingAddress: SYDNEY_ADDRESS,
          lines: [{ productName: "Scarf", quantity: 1, unitPriceMinor: 2500 }],
        },
      ],
      cart: [{ quantity: 2 }],
      preferences: { cartReminders: true },
    });
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(["mailedLinks", "discountUses", "auditEntries"]),
    );
  });

  it("holds no password hash, token, token hash or payment secret", async () => {
    const user = await shopperWithHistory();
    const session = await tokenFor(user);
    // A pending mailed link, so the tokens table has a row of theirs.
    expect((await askDelete(session, { currentPassword: user.password })).status).toBe(202);
    const link = await deleteLinkFor(user.email);
    const text = await (await exportFor(session)).text();
    const db = await getDb();
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(text).toContain('"mailedLinks"');
    expect(text).toContain("account_delete");
    for (const secret of [row.passwordHash, "argon2", "passwordHash", "tokenHash", hashToken(link), link, "pi_client_secret_do_not_export", "clientSecret", session])
      expect(text).not.toContain(secret);
  });
});

describe("deleting an account", () => {
  it("POST /api/account/delete: 401 signed out, 400 without a password, 401 with a wrong one; nothing mailed", async () => {
    const user = await createUser({ password: "plum-orbit-ladder-42" });
    const session = await tokenFor(user);
    expect((await askDelete(undefined, { currentPassword: user.password })).status).toBe(401);
    const missing = await askDelete(session, {});
    expect(missing.status).toBe(400);
    expect((await json<{ detail: string }>(missing)).detail).toMatch(/^currentPassword/);
    expect((await askDelete(session, { currentPassword: "not-my-password-9" })).status).toBe(401);
    await runJobs();
    expect(mailTo(user.email)).toHaveLength(0);
    const db = await getDb();
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toHaveLength(0);
  });

  it("mails a link; following it deletes the account, keeps the orders without personal data, and ends the session", async () => {
    const user = await shopperWithHistory();
    const session = await tokenFor(user);
    const asked = await askDelete(session, { currentPassword: user.password });
    expect(asked.status).toBe(202);
    expect(await json(asked)).toEqual({ detail: ACCOUNT_DELETE_REQUESTED });
    const link = await deleteLinkFor(user.email);

    // Until the link is followed, nothing changes.
    expect((await logIn(user.username, user.password)).status).toBe(200);

    const done = await confirmDelete(link, { cookie: session });
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ ok: true });
    expect(done.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);

    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(userAddresses).where(eq(userAddresses.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toHaveLength(0);

    const [order] = await db.select().from(orders).where(eq(orders.id, user.orderId));
    expect(order).toMatchObject({ userId: null, customerName: null, customerEmail: null, shipping: null, amountMinor: 2500, paymentStatus: "paid" });
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, user.orderId))).toHaveLength(1);

    const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, String(user.id)));
    const deleted = entries.find((entry) => entry.action === "account deleted");
    expect(deleted).toMatchObject({ kind: "customer", actorId: user.id });
    const recorded = JSON.stringify(deleted);
    for (const personal of [user.username, user.email, "Pat Data", "Export Lane"]) expect(recorded).not.toContain(personal);

    // The session and the credentials are gone.
    expect((await cartRoute(apiRequest("/api/cart", { token: session }), routeContext())).status).toBe(401);
    expect((await logIn(user.username, user.password)).status).toBe(401);
  });

  it("a link works once, and a made-up one does nothing", async () => {
    const user = await createUser({ password: "plum-orbit-ladder-42" });
    expect((await askDelete(await tokenFor(user), { currentPassword: user.password })).status).toBe(202);
    const link = await deleteLinkFor(user.email);
    const madeUp = await confirmDelete("A".repeat(43));
    expect(madeUp.status).toBe(400);
    expect(await json(madeUp)).toEqual({ detail: LINK_INVALID });
    expect((await confirmDelete(link)).status).toBe(200);
    const again = await confirmDelete(link);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ detail: LINK_INVALID });
  });

  it("refuses the shop's last admin (409), and allows an admin while another remains", async () => {
    const db = await getDb();
    // This file's own database may hold admins from other tests: make this one the only one.
    await db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
    const admin = await createUser({ role: "admin", password: "plum-orbit-ladder-42" });
    const refused = await askDelete(await tokenFor(admin), { currentPassword: admin.password });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ detail: LAST_ADMIN });

    const other = await createUser({ role: "admin", password: "plum-orbit-ladder-42" });
    expect((await askDelete(await tokenFor(admin), { currentPassword: admin.password })).status).toBe(202);
    const link = await deleteLinkFor(admin.email);
    // The other admin is demoted meanwhile: following the link is refused too, and the link is not used up.
    await db.update(users).set({ role: "customer" }).where(eq(users.id, other.id));
    expect((await confirmDelete(link)).status).toBe(409);
    await db.update(users).set({ role: "admin" }).where(eq(users.id, other.id));
    expect((await confirmDelete(link)).status).toBe(200);
  });
});
