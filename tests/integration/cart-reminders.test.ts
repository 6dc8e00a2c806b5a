/** @jest-environment node */
import { and, eq, like, sql } from "drizzle-orm";
import { PUT as putPreference } from "@/app/api/account/cart-reminders/route";
import {
  GET as getUnsubscribe,
  POST as postUnsubscribe,
} from "@/app/api/account/cart-reminders/unsubscribe/route";
import { DELETE as deleteLine, PUT as putLine } from "@/app/api/cart/[id]/route";
import { POST as postMerge } from "@/app/api/cart/merge/route";
import { POST as postCart } from "@/app/api/cart/route";
import { GET as returnToCart } from "@/app/auth/return-to-cart/route";
import { getDb } from "@/db/client";
import { cartLines, cartReminders, jobs, orders, shopSettings, users } from "@/db/schema";
import { renderCartReminderMail } from "@/emails/render";
import { CART_REMINDER_CHECKBOX_LABEL, UNSUBSCRIBE_LINK_INVALID } from "@/lib/cart-reminders/contract";
import { cartReminderFigures } from "@/lib/cart-reminders/dashboard";
import { unsubscribeToken, userOfUnsubscribeToken } from "@/lib/cart-reminders/links";
import { cartRemindersEnabled } from "@/lib/cart-reminders/preferences";
import { CART_REMINDER_JOB, queueCartReminders, runCartReminderJob } from "@/lib/cart-reminders/sweep";
import { sign as signGuestLink } from "@/lib/orders/read/guest-link";
import {
  apiRequest,
  createItem,
  createUser,
  json,
  routeContext,
  tokenFor,
  type TestItem,
  type TestUser,
} from "./account-fixtures";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";
import { insertOrder } from "./order-row-fixtures";
import { card, confirm, intentFor, shipping, SYDNEY_ADDRESS } from "./payments-fixtures";

// Abandoned-cart reminders: who the sweep picks, the one mail per cart change, its links, the
// opt-outs (profile and mail) and the dashboard's figures.

let tee: TestItem;
let cap: TestItem;

beforeAll(async () => {
  useFreshMailDir();
  tee = await createItem({ priceMinor: 2500, stock: 50 });
  cap = await createItem({ priceMinor: 1250, stock: 50 });
});

type Shopper = TestUser & { token: string };

async function shopper({ verified = true } = {}): Promise<Shopper> {
  const user = await createUser();
  if (verified) {
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  }
  return { ...user, token: await tokenFor(user) };
}

const addToCart = (who: Shopper, item: TestItem, quantity = 1) =>
  postCart(
    apiRequest("/api/cart", { method: "POST", token: who.token, body: { productItemId: item.id, quantity } }),
    routeContext(),
  );

/** Moves the cart's last change `hours` into the past, as if the shopper had left it then. */
async function idleFor(who: Shopper, hours: number): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ cartChangedAt: sql`date_trunc('milliseconds', now()) - make_interval(hours => ${hours})` })
    .where(eq(users.id, who.id));
}

async function changedAtOf(who: Shopper): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db.select({ at: users.cartChangedAt }).from(users).where(eq(users.id, who.id));
  return row.at;
}

/** An idle cart of a verified shopper: due a reminder. */
async function idleCart(hours = 25, options: { verified?: boolean } = {}): Promise<Shopper> {
  const who = await shopper(options);
  expect((await addToCart(who, tee, 2)).status).toBe(200);
  expect((await addToCart(who, cap)).status).toBe(200);
  await idleFor(who, hours);
  return who;
}

async function queuedFor(who: Shopper) {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, CART_REMINDER_JOB), like(jobs.key, `cart-reminder:${who.id}:%`)));
}

async function remindersOf(who: Shopper) {
  const db = await getDb();
  return db.select().from(cartReminders).where(eq(cartReminders.userId, who.id));
}

const remindersMailedTo = (who: Shopper) =>
  mailTo(who.email).filter((mail) => mail.subject === "You left something in your cart");

/** One sweep and the jobs it queued, as the worker runs them. */
async function sweepAndSend(): Promise<void> {
  await queueCartReminders();
  await runJobs();
}

const isRecent = (date: Date | null) => date !== null && Math.abs(Date.now() - date.getTime()) < 60_000;

describe("every change of a signed-in cart is noted", () => {
  it("adding, changing, removing a line and merging a signed-out cart move the cart's last change", async () => {
    const who = await shopper();
    expect(await changedAtOf(who)).toBeNull();
    const added = await json<{ id: number }>(await addToCart(who, tee));
    expect(isRecent(await changedAtOf(who))).toBe(true);

    await idleFor(who, 30);
    const changed = await putLine(
      apiRequest(`/api/cart/${added.id}`, { method: "PUT", token: who.token, body: { quantity: 3 } }),
      routeContext({ id: String(added.id) }),
    );
    expect(changed.status).toBe(200);
    expect(isRecent(await changedAtOf(who))).toBe(true);

    await idleFor(who, 30);
    const merged = await postMerge(
      apiRequest("/api/cart/merge", {
        method: "POST",
        token: who.token,
        body: { lines: [{ productItemId: cap.id, quantity: 1 }] },
      }),
      routeContext(),
    );
    expect(merged.status).toBe(200);
    expect(isRecent(await changedAtOf(who))).toBe(true);

    await idleFor(who, 30);
    const removed = await deleteLine(
      apiRequest(`/api/cart/${added.id}`, { method: "DELETE", token: who.token }),
      routeContext({ id: String(added.id) }),
    );
    expect(removed.status).toBe(204);
    expect(isRecent(await changedAtOf(who))).toBe(true);
  });

  it("a refused change (over the stock) and an empty merge leave it as it was", async () => {
    const who = await shopper();
    await addToCart(who, tee);
    await idleFor(who, 30);
    const before = await changedAtOf(who);
    expect((await addToCart(who, tee, 99)).status).toBe(400);
    await postMerge(
      apiRequest("/api/cart/merge", { method: "POST", token: who.token, body: { lines: [] } }),
      routeContext(),
    );
    expect(await changedAtOf(who)).toEqual(before);
  });

  it("paying empties the cart and notes it: the bought cart gets no reminder", async () => {
    const who = await shopper();
    await addToCart(who, tee);
    await idleFor(who, 30);
    const intent = await intentFor(who.token);
    await shipping(who.token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS });
    expect((await confirm(who.token, card(intent.paymentIntentId))).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, who.id))).toEqual([]);
    expect(isRecent(await changedAtOf(who))).toBe(true);

    await idleFor(who, 25);
    await sweepAndSend();
    expect(await queuedFor(who)).toEqual([]);
    expect(remindersMailedTo(who)).toEqual([]);
  });
});

describe("the sweep", () => {
  it("picks exactly the carts idle longer than the setting, verified, wanted and not being checked out", async () => {
    const idle = await idleCart(25);
    const recent = await idleCart(23);
    const optedOut = await idleCart(25);
    const unverified = await idleCart(25, { verified: false });
    const forgotten = await idleCart(24 + 7 * 24 + 1); // past the grace days
    const emptied = await shopper();
    const line = await json<{ id: number }>(await addToCart(emptied, tee));
    await deleteLine(
      apiRequest(`/api/cart/${line.id}`, { method: "DELETE", token: emptied.token }),
      routeContext({ id: String(line.id) }),
    );
    await idleFor(emptied, 25);
    const checkingOut = await idleCart(25);
    const db = await getDb();
    await db.update(users).set({ cartRemindersOff: true }).where(eq(users.id, optedOut.id));
    await insertOrder({ userId: checkingOut.id, status: "pending" }); // touched now: after the change

    await queueCartReminders();
    expect(await queuedFor(idle)).toHaveLength(1);
    for (const other of [recent, optedOut, unverified, forgotten, emptied, checkingOut])
      expect(await queuedFor(other)).toEqual([]);

    await runJobs();
    expect(remindersMailedTo(idle)).toHaveLength(1);
    expect(await remindersOf(idle)).toHaveLength(1);
    for (const other of [recent, optedOut, unverified, forgotten, emptied, checkingOut])
      expect(remindersMailedTo(other)).toEqual([]);
  });

  it("follows the shop's setting", async () => {
    const who = await idleCart(30);
    const db = await getDb();
    await db.insert(shopSettings).values({ key: "cartReminderHours", value: 48 });
    try {
      await sweepAndSend();
      expect(remindersMailedTo(who)).toEqual([]);
      await idleFor(who, 49);
      await sweepAndSend();
      expect(remindersMailedTo(who)).toHaveLength(1);
    } finally {
      await db.delete(shopSettings).where(eq(shopSettings.key, "cartReminderHours"));
    }
  });

  it("reminds once per cart change, however often it runs, and again after a new change", async () => {
    const who = await idleCart(25);
    await sweepAndSend();
    await sweepAndSend();
    await sweepAndSend();
    expect(remindersMailedTo(who)).toHaveLength(1);
    expect(await queuedFor(who)).toHaveLength(1);

    expect((await addToCart(who, cap)).status).toBe(200);
    await sweepAndSend();
    expect(remindersMailedTo(who)).toHaveLength(1); // the new change is not idle yet
    await idleFor(who, 25);
    await sweepAndSend();
    await sweepAndSend();
    expect(remindersMailedTo(who)).toHaveLength(2);
    expect(await remindersOf(who)).toHaveLength(2);
  });
});

describe("the reminder job", () => {
  async function queuedJob(who: Shopper) {
    await queueCartReminders();
    const [job] = await queuedFor(who);
    expect(job).toBeDefined();
    return job;
  }

  it("is idempotent: run again (a crash before the job was marked done), it sends nothing more", async () => {
    const who = await idleCart(25);
    const job = await queuedJob(who);
    await runCartReminderJob(job);
    await runCartReminderJob(job);
    await Promise.all([runCartReminderJob(job), runCartReminderJob(job)]);
    expect(remindersMailedTo(who)).toHaveLength(1);
    expect(await remindersOf(who)).toHaveLength(1);
  });

  it("sends nothing when the cart changed, was bought from or reminders were turned off since it was queued", async () => {
    const changed = await idleCart(25);
    const bought = await idleCart(25);
    const off = await idleCart(25);
    const jobs = await Promise.all([queuedJob(changed), queuedJob(bought), queuedJob(off)]);
    await addToCart(changed, cap);
    await insertOrder({ userId: bought.id, status: "paid" });
    const db = await getDb();
    await db.update(users).set({ cartRemindersOff: true }).where(eq(users.id, off.id));
    for (const job of jobs) await runCartReminderJob(job);
    for (const who of [changed, bought, off]) {
      expect(remindersMailedTo(who)).toEqual([]);
      expect(await remindersOf(who)).toEqual([]);
    }
  });

  it("records nothing when the mail cannot be sent, so that its next attempt sends it", async () => {
    const who = await idleCart(25);
    const job = await queuedJob(who);
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    try {
      await expect(runCartReminderJob(job)).rejects.toThrow();
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(await remindersOf(who)).toEqual([]);
    await runCartReminderJob(job);
    expect(remindersMailedTo(who)).toHaveLength(1);
    expect(await remindersOf(who)).toHaveLength(1);
  });

  it("mails the cart's lines at today's prices, the way back to the cart and the way out", async () => {
    const who = await idleCart(25);
    await sweepAndSend();
    const [mail] = remindersMailedTo(who);
    expect(mail.text).toMatch(/2 × Tee \w+ +\$50\.00/);
    expect(mail.text).toMatch(/1 × Tee \w+ +\$12\.50/);
    expect(mail.text).toMatch(/Subtotal +\$62\.50/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Your cart is waiting");
      expect(part).toContain("$62.50");
      expect(part).toContain("Return to your cart");
      expect(part).toContain("http://localhost:3000/auth/return-to-cart");
    }
    const token = unsubscribeToken(who.id);
    expect(mail.text).toContain(`http://localhost:3000/unsubscribe?token=${token}`);
    expect(mail.headers.get("list-unsubscribe")).toBe(
      `<http://localhost:3000/api/account/cart-reminders/unsubscribe?token=${token}>`,
    );
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("renders a shopper's name and product names as text, never markup", async () => {
    const mail = await renderCartReminderMail({
      name: "Ann <script>",
      lines: [{ name: "Tee & Co", details: "Red, M", quantity: 2, amount: "$30.00" }],
      subtotal: "$30.00",
      cartUrl: "https://shop.example/auth/return-to-cart",
      unsubscribeUrl: "https://shop.example/unsubscribe?token=1.x",
    });
    expect(mail.subject).toBe("You left something in your cart");
    expect(mail.html).toContain("Ann &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("2 × Tee & Co (Red, M)");
    expect(mail.text).not.toMatch(/<\/?(html|table|tr|td|p|a|div|span|br)\b/);
  });
});

describe("unsubscribing from the mail", () => {
  const unsubscribe = (token: string, init: { body?: string; contentType?: string } = {}) =>
    postUnsubscribe(
      new Request(
        `http://localhost:3000/api/account/cart-reminders/unsubscribe?${new URLSearchParams({ token })}`,
        {
          method: "POST",
          headers: init.contentType ? { "content-type": init.contentType } : {},
          body: init.body,
        },
      ),
      routeContext(),
    );

  it("the mailed link turns reminders off without signing in, as often as it is used", async () => {
    const who = await idleCart(25);
    await sweepAndSend();
    const token = /unsubscribe\?token=([\w.-]+)/.exec(remindersMailedTo(who)[0].text)?.[1];
    expect(token).toBeDefined();
    const first = await unsubscribe(token!);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(first)).toEqual({ enabled: false });
    expect(await cartRemindersEnabled(who.id)).toBe(false);
    expect((await unsubscribe(token!)).status).toBe(200);

    // No more reminders after a new change either.
    await addToCart(who, cap);
    await idleFor(who, 25);
    await sweepAndSend();
    expect(remindersMailedTo(who)).toHaveLength(1);
  });

  it("takes a mail program's one-click POST (RFC 8058), whose form body it does not read", async () => {
    const who = await shopper();
    const response = await unsubscribe(unsubscribeToken(who.id), {
      body: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
    expect(await cartRemindersEnabled(who.id)).toBe(false);
  });

  it("GET changes nothing: it sends a mail program that opens the address to the page that asks first", async () => {
    const who = await shopper();
    const token = unsubscribeToken(who.id);
    const response = await getUnsubscribe(
      apiRequest(`/api/account/cart-reminders/unsubscribe?${new URLSearchParams({ token })}`),
      routeContext(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/unsubscribe?${new URLSearchParams({ token })}`);
    expect(await cartRemindersEnabled(who.id)).toBe(true);
  });

  it("refuses a link that is missing, malformed, tampered with, another user's or made for something else (400)", async () => {
    const who = await shopper();
    const other = await shopper();
    const token = unsubscribeToken(who.id);
    const signature = token.split(".")[1];
    const lastChar = signature.at(-1) === "A" ? "B" : "A";
    const bad = [
      "nonsense",
      `${who.id}.`,
      `${token.slice(0, -1)}${lastChar}`, // tampered signature
      `${other.id}.${signature}`, // someone else's id with this signature
      `0${token}`, // the same id spelled another way
      `${who.id}.${signGuestLink(who.id, 4_102_444_800)}`, // a guest-order signature
    ];
    for (const candidate of bad) {
      const response = await unsubscribe(candidate);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ detail: UNSUBSCRIBE_LINK_INVALID });
      expect(userOfUnsubscribeToken(candidate)).toBeNull();
    }
    const missing = await postUnsubscribe(
      apiRequest("/api/account/cart-reminders/unsubscribe", { method: "POST" }),
      routeContext(),
    );
    expect(missing.status).toBe(400);
    const getBad = await getUnsubscribe(
      apiRequest("/api/account/cart-reminders/unsubscribe?token=nonsense"),
      routeContext(),
    );
    expect(getBad.status).toBe(400);
    expect(await cartRemindersEnabled(who.id)).toBe(true);
    expect(await cartRemindersEnabled(other.id)).toBe(true);
  });

  it("a deleted account's link is refused like any other broken one", async () => {
    const who = await shopper();
    const db = await getDb();
    await db.delete(users).where(eq(users.id, who.id));
    const response = await unsubscribe(unsubscribeToken(who.id));
    expect(response.status).toBe(400);
  });
});

describe("PUT /api/account/cart-reminders (the profile's checkbox)", () => {
  const put = (body: unknown, options: { token?: string; cookie?: string; origin?: string } = {}) =>
    putPreference(
      apiRequest("/api/account/cart-reminders", { method: "PUT", body, ...options }),
      routeContext(),
    );

  it(`"${CART_REMINDER_CHECKBOX_LABEL}": off, then on again`, async () => {
    const who = await shopper();
    expect(await cartRemindersEnabled(who.id)).toBe(true);
    const off = await put({ enabled: false }, { token: who.token });
    expect(off.status).toBe(200);
    expect(off.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(off)).toEqual({ enabled: false });
    expect(await cartRemindersEnabled(who.id)).toBe(false);
    expect(await json(await put({ enabled: true }, { token: who.token }))).toEqual({ enabled: true });
    expect(await cartRemindersEnabled(who.id)).toBe(true);
  });

  it("turned off, the idle cart gets no reminder; turned on again, it does", async () => {
    const who = await idleCart(25);
    await put({ enabled: false }, { token: who.token });
    await sweepAndSend();
    expect(remindersMailedTo(who)).toEqual([]);
    await put({ enabled: true }, { token: who.token });
    await sweepAndSend();
    expect(remindersMailedTo(who)).toHaveLength(1);
  });

  it("400 for anything but { enabled: boolean }", async () => {
    const who = await shopper();
    for (const body of [
      {},
      { enabled: "no" },
      { enabled: 0 },
      { enabled: true, email: "x@example.com" },
      "[]",
    ]) {
      const response = await put(body, { token: who.token });
      expect(response.status).toBe(400);
      expect(typeof (await json<{ detail: unknown }>(response)).detail).toBe("string");
    }
    expect(await cartRemindersEnabled(who.id)).toBe(true);
  });

  it("401 signed out; 403 for a cookie sent from another site", async () => {
    expect((await put({ enabled: false })).status).toBe(401);
    const who = await shopper();
    const foreign = await put({ enabled: false }, { cookie: who.token, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await cartRemindersEnabled(who.id)).toBe(true);
    expect(
      (await put({ enabled: false }, { cookie: who.token, origin: "http://localhost:3000" })).status,
    ).toBe(200);
  });
});

describe("GET /auth/return-to-cart (the reminder's button)", () => {
  const open = (options: { token?: string; cookie?: string } = {}) =>
    returnToCart(apiRequest("/auth/return-to-cart", options), routeContext());

  it("opens the cart when signed in, by cookie or token", async () => {
    const who = await shopper();
    for (const response of [await open({ cookie: who.token }), await open({ token: who.token })]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/cart");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("asks a signed-out shopper to sign in first, then returns to the cart", async () => {
    for (const response of [await open(), await open({ cookie: "not-a-session" })]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/login?callbackUrl=%2Fcart");
    }
  });
});

describe("the dashboard's cart-reminder figures", () => {
  // A week of its own, far from the reminders the other tests send now.
  const now = new Date("2031-03-15T12:00:00Z");
  const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  async function reminderAt(who: TestUser, sentAt: Date) {
    const db = await getDb();
    await db.insert(cartReminders).values({ userId: who.id, cartChangedAt: daysBefore(40), sentAt });
  }

  async function paidAt(who: TestUser | null, at: Date, spec: Parameters<typeof insertOrder>[0] = {}) {
    const { id } = await insertOrder({ userId: who?.id ?? null, ...spec });
    const db = await getDb();
    await db.update(orders).set({ paidAt: at, createdAt: at }).where(eq(orders.id, id));
  }

  it("counts the week's reminders and the base amounts of orders paid within 7 days after one", async () => {
    const before = await cartReminderFigures(now);
    const a = await createUser();
    const b = await createUser();
    const c = await createUser();
    await reminderAt(a, daysBefore(5));
    await reminderAt(b, daysBefore(3));
    await reminderAt(c, daysBefore(10)); // the week before

    // a: paid 2 days after the reminder, in AUD at 1.5: its base amount (30.00) counts.
    await paidAt(a, daysBefore(3), {
      exchangeRate: "1.5",
      lines: [{ name: "Tee", quantity: 2, unitMinor: 1500 }],
    });
    // a: paid before the reminder; b: a refunded order; c: paid 9 days after its reminder.
    await paidAt(a, daysBefore(6), { lines: [{ name: "Tee", quantity: 1, unitMinor: 9900 }] });
    await paidAt(b, daysBefore(1), {
      status: "refunded",
      lines: [{ name: "Tee", quantity: 1, unitMinor: 9900 }],
    });
    await paidAt(c, daysBefore(1), { lines: [{ name: "Tee", quantity: 1, unitMinor: 9900 }] });
    // b: shipped since, paid 1 day after the reminder (12.50); a guest order the same day.
    await paidAt(b, daysBefore(2), {
      fulfilment: "shipped",
      lines: [{ name: "Cap", quantity: 1, unitMinor: 1250 }],
    });
    await paidAt(null, daysBefore(2), { lines: [{ name: "Cap", quantity: 1, unitMinor: 4000 }] });
    // c, in the week before: paid 1 day after its reminder (20.00).
    await paidAt(c, daysBefore(9), { lines: [{ name: "Cap", quantity: 1, unitMinor: 2000 }] });

    const figures = await cartReminderFigures(now);
    expect(figures.sent.value).toBe(before.sent.value + 2);
    expect(figures.revenue.value.minor - before.revenue.value.minor).toBe(3000 + 1250);
    expect(figures.revenue.value.currency).toBe("USD");
    expect(figures.sent.change).toBe(100); // 2 this week against 1
    expect(figures.revenue.change).toBe(112.5); // 42.50 against 20.00
  });
});
