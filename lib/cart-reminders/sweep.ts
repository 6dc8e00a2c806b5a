import "server-only";
import { and, desc, eq, exists, gte, isNotNull, lt, not, notExists, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, rowsOf, type Db } from "@/db/client";
import { cartLines, cartReminders, orders, users } from "@/db/schema";
import { renderCartReminderMail } from "@/emails/render";
import { listCart } from "@/lib/cart/service";
import type { CartLine } from "@/lib/cart/types";
import { databaseId } from "@/lib/http/parse";
import type { JobRow } from "@/lib/jobs/queue";
import { enqueue } from "@/lib/jobs/queue";
import { sendMail } from "@/lib/mail/mailer";
import { formatMoney } from "@/lib/money/format";
import { sum, type Money } from "@/lib/money/money";
import { isSold } from "@/lib/orders/ledger/sold";
import { getShopSettings } from "@/lib/settings/store";
import { oneClickUnsubscribeUrl, returnToCartUrl, unsubscribePageUrl } from "./links";

/** The job that records and mails one reminder (its handler is runCartReminderJob). */
export const CART_REMINDER_JOB = "mail.cart_reminder";

/**
 * How many carts one sweep queues; the next sweep takes the rest, newest changes first: a cart
 * that stays due after its job ran (only withdrawn items left, or a mail that failed for good)
 * then sinks below the new ones instead of filling every batch until its grace days end.
 */
const SWEEP_BATCH = 500;
/**
 * A cart left alone this many days past the delay gets no reminder any more: turning reminders
 * on, or a worker stopped for a while, never mails every cart ever forgotten.
 */
const GRACE_DAYS = 7;

/**
 * The one rule of who is reminded, for the sweep and again for the job: a cart with lines whose
 * last change is older than `hours` (and not past the grace days), reminders not turned off, the
 * e-mail address verified (a reminder is not worth mailing an address nobody has proven to be
 * theirs), no reminder yet for this change, and no checkout since it: a pending or paid order
 * touched after the change (a checkout under way, or the purchase itself).
 */
function dueForReminder(db: Db, hours: number) {
  const changedAt = users.cartChangedAt;
  return and(
    isNotNull(changedAt),
    lt(changedAt, sql`now() - make_interval(hours => ${hours})`),
    gte(changedAt, sql`now() - make_interval(hours => ${hours}, days => ${GRACE_DAYS})`),
    not(users.cartRemindersOff),
    isNotNull(users.emailVerifiedAt),
    exists(
      db
        .select({ one: sql`1` })
        .from(cartLines)
        .where(eq(cartLines.userId, users.id)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(cartReminders)
        .where(and(eq(cartReminders.userId, users.id), eq(cartReminders.cartChangedAt, changedAt))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, users.id),
            or(eq(orders.paymentStatus, "pending"), isSold()),
            gte(orders.updatedAt, changedAt),
          ),
        ),
    ),
  );
}

const payloadSchema = z.object({ userId: databaseId, changedAt: z.iso.datetime() });
type CartReminderPayload = z.output<typeof payloadSchema>;

/** One job per user and cart change: two sweeps (two instances) finding the same cart queue it once. */
export const cartReminderKey = ({ userId, changedAt }: CartReminderPayload) =>
  `cart-reminder:${userId}:${changedAt}`;

/** The sweep: queues a reminder job for every cart due one. Answers how many it queued. */
export async function queueCartReminders(): Promise<number> {
  const { cartReminderHours } = await getShopSettings();
  const db = await getDb();
  const due = await db
    .select({ userId: users.id, changedAt: users.cartChangedAt })
    .from(users)
    .where(dueForReminder(db, cartReminderHours))
    .orderBy(desc(users.cartChangedAt))
    .limit(SWEEP_BATCH);
  await enqueue(
    db,
    due.flatMap(({ userId, changedAt }) => {
      if (!changedAt) return [];
      const payload = { userId, changedAt: changedAt.toISOString() };
      return [{ kind: CART_REMINDER_JOB, key: cartReminderKey(payload), payload, maxAttempts: 5 }];
    }),
  );
  return due.length;
}

/** The reminder of a cart's lines (those on sale, at today's catalogue prices). */
function reminderMail(userId: number, name: string | null, lines: CartLine[]) {
  const format = (amount: Money) => formatMoney(amount, { withCode: false });
  return renderCartReminderMail({
    name,
    lines: lines.map((line) => ({
      name: line.productItem.product.name,
      details: line.productItem.variations.map((value) => value.value).join(", "),
      quantity: line.quantity,
      amount: format(line.totalPrice),
    })),
    subtotal: format(sum(lines.map((line) => line.totalPrice))),
    cartUrl: returnToCartUrl(),
    unsubscribeUrl: unsubscribePageUrl(userId),
  });
}

/**
 * The `mail.cart_reminder` job, in one transaction: checks the cart is still due for this very
 * change (a new change, a checkout or an opt-out since means no mail), records the reminder, and
 * sends it. The record's unique (user, change) key means a second run finds it and sends nothing;
 * a failed send rolls the record back for the job's next attempt. (A crash after the send and
 * before the commit would send it again: mail cannot be part of a transaction.)
 */
export async function runCartReminderJob(job: JobRow): Promise<void> {
  const payload = payloadSchema.parse(job.payload);
  const { cartReminderHours } = await getShopSettings();
  // Read before the transaction (the embedded database has one connection, which it holds): a
  // change of the cart after this read moves cart_changed_at, and the check below then sends nothing.
  const lines = await listCart(payload.userId);
  // Only items still on sale are shown; a cart of withdrawn items has nothing to remind of.
  if (lines.length === 0) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.id, payload.userId),
          sql`date_trunc('milliseconds', ${users.cartChangedAt}) = ${payload.changedAt}::timestamptz`,
          dueForReminder(tx, cartReminderHours),
        ),
      );
    if (!user) return;
    // Copied from the user's row in SQL, to the microsecond, as the sweep compares it.
    const recorded = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO cart_reminders (user_id, cart_changed_at)
        SELECT id, cart_changed_at FROM users WHERE id = ${payload.userId}
        ON CONFLICT (user_id, cart_changed_at) DO NOTHING
        RETURNING id`),
    );
    if (recorded.length === 0) return;
    await sendMail({
      to: user.email,
      ...(await reminderMail(payload.userId, user.firstName || null, lines)),
      headers: {
        "List-Unsubscribe": `<${oneClickUnsubscribeUrl(payload.userId)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  });
}
