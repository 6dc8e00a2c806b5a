/** @jest-environment node */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, orders } from "@/db/schema";
import { queueOrderMail, type OrderMail } from "@/lib/mail/queue";
import { timelineOf } from "@/lib/orders/read/timeline";
import { mailTo, receivedMail, runJobs, useFreshMailDir } from "./mail-fixtures";
import { createUser } from "./account-fixtures";
import { insertOrder } from "./order-row-fixtures";

let mailDir: string;
let sequence = 0;
const address = () => `buyer${Date.now().toString(36)}${sequence++}@example.com`;

beforeEach(() => {
  mailDir = useFreshMailDir();
});

async function queue(mail: OrderMail): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => queueOrderMail(tx, mail));
}

async function emailEvents(orderId: number) {
  return (await timelineOf(orderId, "owner")).filter((event) => event.type === "email");
}

describe("order mail through the job queue", () => {
  it("queues in the caller's transaction, sends once per key, and notes it on the owner's timeline only", async () => {
    const to = address();
    // A customer's order: its mail links to the profile's order page (a guest's, to its signed link).
    const order = await insertOrder({ email: to, userId: (await createUser()).id });
    await queue({ kind: "confirmation", orderId: order.id });
    await queue({ kind: "confirmation", orderId: order.id }); // the same webhook seen again
    expect(mailTo(to)).toEqual([]); // nothing is sent inside the request

    expect(await runJobs()).toBe(1);
    await runJobs();
    const [mail, ...more] = mailTo(to);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your order #${order.id} is confirmed`);
    expect(mail.text).toContain("Thank you, Sam Buyer! We have received your payment.");
    expect(mail.text).toMatch(/2 × Tee \(SKU-TEE\)\s+\$30\.00 AUD/);
    expect(mail.text).toMatch(/Total charged\s+\$30\.00 AUD/);
    expect(mail.text).toContain("1 George Street\nSydney NSW 2000\nAustralia");
    expect(mail.text).toContain(`/profile/orders/${order.id}`);
    expect(mail.html).toContain("<h1");
    expect(mail.html).toContain("eCommerce");

    expect((await emailEvents(order.id)).map((event) => event.summary)).toEqual([`Confirmation e-mail sent to ${to}`]);
    expect((await timelineOf(order.id, "shopper")).filter((event) => event.type === "email")).toEqual([]);
  });

  it("shows how the total came about: items, the code, the delivery method and the GST it includes", async () => {
    const to = address();
    // Two tees at $30.00 AUD, 20 % off with SPRING20, $10.00 Standard delivery, 10 % GST included.
    const order = await insertOrder({ email: to });
    const db = await getDb();
    await db
      .update(orders)
      .set({
        itemsAmountMinor: 3000,
        discountCode: "SPRING20",
        discountAmountMinor: 600,
        shippingMethodName: "Standard",
        shippingAmountMinor: 1000,
        taxRate: "10.000",
        taxInclusive: true,
        taxAmountMinor: 309,
        amountMinor: 3400,
      })
      .where(eq(orders.id, order.id));
    await queue({ kind: "confirmation", orderId: order.id });
    await runJobs();
    const [mail] = mailTo(to);
    expect(mail.text).toMatch(
      /Items subtotal\s+\$30\.00 AUD\s+Discount \(SPRING20\)\s+\u2212\$6\.00 AUD\s+GST \(10 % included\)\s+\$3\.09 AUD\s+Delivery \(Standard\)\s+\$10\.00 AUD\s+Total charged\s+\$34\.00 AUD/,
    );
  });

  it("shows an order that recorded no breakdown with its total alone, as before", async () => {
    const to = address();
    const order = await insertOrder({ email: to });
    await queue({ kind: "confirmation", orderId: order.id });
    await runJobs();
    const [mail] = mailTo(to);
    expect(mail.text).toMatch(/\$30\.00 AUD\s+Total charged\s+\$30\.00 AUD/);
    expect(mail.text).not.toMatch(/Items subtotal|Delivery|GST/);
  });

  it("queues nothing when the transaction that asked for the mail rolls back", async () => {
    const to = address();
    const order = await insertOrder({ email: to });
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await queueOrderMail(tx, { kind: "cancelled", orderId: order.id });
        throw new Error("the cancellation failed");
      }),
    ).rejects.toThrow("the cancellation failed");
    await runJobs();
    expect(mailTo(to)).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.orderId, order.id))).toEqual([]);
  });

  it("tells a shipped order's carrier and tracking number, read when the mail is sent, with the carrier's tracking link", async () => {
    const to = address();
    const order = await insertOrder({ email: to, fulfilment: "shipped" });
    await queue({ kind: "shipped", orderId: order.id });
    // Tracking set after queueing (same transaction in the app) is what the mail shows.
    const db = await getDb();
    await db.update(orders).set({ carrier: "auspost", trackingNumber: "AP 123/45" }).where(eq(orders.id, order.id));
    await runJobs();
    const [mail] = mailTo(to);
    expect(mail.subject).toBe(`Your order #${order.id} has shipped`);
    expect(mail.text).toContain("Carrier: auspost");
    expect(mail.text).toContain("Tracking number: AP 123/45");
    const link = "https://auspost.com.au/mypost/track/details/AP%20123%2F45";
    expect(mail.text).toContain(`Track your parcel: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect((await emailEvents(order.id))[0].summary).toBe(`Shipping e-mail sent to ${to}`);
  });

  it("names an unknown carrier without a link", async () => {
    const to = address();
    const order = await insertOrder({ email: to, fulfilment: "shipped", carrier: "Bob's Couriers", trackingNumber: "B-1" });
    await queue({ kind: "shipped", orderId: order.id });
    await runJobs();
    const [mail] = mailTo(to);
    expect(mail.text).toContain("Carrier: Bob's Couriers");
    expect(mail.text).toContain("Tracking number: B-1");
    expect(mail.text).not.toContain("Track your parcel");
    expect(mail.html).toContain("Bob&#x27;s Couriers");
  });

  it("tells a cancellation, with the reason and what goes back to the card", async () => {
    const to = address();
    const order = await insertOrder({ email: to, fulfilment: "cancelled", country: "FR", currency: "EUR" });
    await queue({ kind: "cancelled", orderId: order.id, reason: "Out of stock at the warehouse" });
    await runJobs();
    const [mail] = mailTo(to);
    expect(mail.subject).toBe(`Your order #${order.id} has been cancelled`);
    expect(mail.text).toContain("Reason: Out of stock at the warehouse");
    expect(mail.text).toMatch(/We are refunding 30,00\s€ to the card you paid with\./); // French format, no-break space
    expect((await emailEvents(order.id))[0].summary).toBe(`Cancellation e-mail sent to ${to}`);
  });

  it("sends one mail per refund, with its amount and lines, and the running total", async () => {
    const to = address();
    const order = await insertOrder({
      email: to,
      status: "partially_refunded",
      refundedMinor: 1500,
      lines: [
        { name: "Tee", quantity: 2, unitMinor: 1500 },
        { name: "Mug", quantity: 1, unitMinor: 1000 },
      ],
    });
    const refund = { id: "re_1", amountMinor: 1500, lines: [{ lineId: order.lineIds[0], quantity: 1 }] };
    await queue({ kind: "refunded", orderId: order.id, refund });
    await queue({ kind: "refunded", orderId: order.id, refund }); // charge.refunded delivered twice
    await runJobs();
    const [mail, ...more] = mailTo(to);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Refund of $15.00 AUD for your order #${order.id}`);
    expect(mail.text).toContain("We have refunded $15.00 AUD to the card you paid with.");
    expect(mail.text).toContain("Refunded items");
    expect(mail.text).toContain("1 × Tee");
    expect(mail.text).not.toContain("× Mug");
    expect(mail.text).toContain("Refunded so far: $15.00 AUD of $40.00 AUD.");

    // A second refund is another mail; now the whole order is refunded.
    const db = await getDb();
    await db.update(orders).set({ refundedAmountMinor: 4000, paymentStatus: "refunded" }).where(eq(orders.id, order.id));
    await queue({ kind: "refunded", orderId: order.id, refund: { id: "re_2", amountMinor: 2500, lines: [] } });
    await runJobs();
    const second = mailTo(to).find((received) => received.subject.startsWith("Refund of $25.00 AUD"));
    expect(second?.text).toContain("Your order has now been refunded in full ($40.00 AUD).");
    expect(second?.text).not.toContain("Refunded items");
    expect((await emailEvents(order.id)).map((event) => event.summary)).toEqual([
      `Refund e-mail sent to ${to}`,
      `Refund e-mail sent to ${to}`,
    ]);
  });

  it("tells a failed payment's reason with the way back to checkout, once per failure", async () => {
    const to = address();
    const order = await insertOrder({ email: to, status: "failed", failureReason: "Your card was declined." });
    await queue({ kind: "payment_failed", orderId: order.id, ref: "evt_1" });
    await queue({ kind: "payment_failed", orderId: order.id, ref: "evt_1" });
    await runJobs();
    const [mail, ...more] = mailTo(to);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your payment for order #${order.id} did not go through`);
    expect(mail.text).toContain("Reason: Your card was declined.");
    expect(mail.text).toMatch(/Return to checkout http:\/\/[^\s]+\/checkout/);
    expect((await emailEvents(order.id))[0].summary).toBe(`Payment failed e-mail sent to ${to}`);
  });

  it("retries a mail that cannot be sent, with backoff, and sends it once the mail system works", async () => {
    const to = address();
    const order = await insertOrder({ email: to });
    // MAIL_DIR is a file: the mailer cannot write there, as a mail server that refuses.
    const broken = join(mailDir, "not-a-folder");
    writeFileSync(broken, "");
    process.env.MAIL_DIR = broken;
    await queue({ kind: "confirmation", orderId: order.id });
    await runJobs();
    const db = await getDb();
    const [job] = await db.select().from(jobs).where(and(eq(jobs.orderId, order.id), eq(jobs.kind, "mail.send")));
    expect(job).toMatchObject({ state: "queued", attempts: 1 });
    expect(job.lastError).toMatch(/EEXIST|ENOTDIR/);
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(await emailEvents(order.id)).toEqual([]);

    process.env.MAIL_DIR = mailDir;
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id)); // the backoff has passed
    await runJobs();
    expect(mailTo(to)).toHaveLength(1);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done).toMatchObject({ state: "done", attempts: 2, lastError: null });
  });

  it("notes on the timeline, without sending, an order that has no e-mail address", async () => {
    const order = await insertOrder({ email: null });
    await queue({ kind: "shipped", orderId: order.id });
    await runJobs();
    expect(receivedMail()).toEqual([]);
    expect((await emailEvents(order.id)).map((event) => event.summary)).toEqual([
      "Shipping e-mail not sent: the order has no e-mail address",
    ]);
  });
});
