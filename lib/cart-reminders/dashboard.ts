import "server-only";
import { and, count, eq, exists, gt, gte, lt, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartReminders, orders } from "@/db/schema";
import type { Figure } from "@/lib/admin/dashboard";
import { percentChange } from "@/lib/admin/forecast";
import { money, type Money } from "@/lib/money/money";
import { toDecimal } from "@/lib/money/minor-units";
import { isSold } from "@/lib/orders/ledger/sold";
import { REMINDER_REVENUE_DAYS } from "./contract";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's cart-reminder figures for the week, each with its change from the week before. */
export type CartReminderFigures = { sent: Figure; revenue: Figure<Money> };
/** The same, as the dashboard's components take them: the revenue in decimal units of the catalogue's currency. */
export type CartReminderFiguresView = { sent: Figure; revenue: Figure };

/**
 * Reminders sent, and the revenue of orders paid by a reminded shopper within the days after a
 * reminder, in [from, to). Revenue is counted as the dashboard's sales are: the orders' amounts
 * in the catalogue's currency (base amounts), on the day they were paid, each order once
 * however many reminders preceded it; orders refunded in full or cancelled are not revenue.
 */
async function figuresBetween(from: Date, to: Date): Promise<{ sent: number; revenueMinor: number }> {
  const db = await getDb();
  const afterReminder = db
    .select({ one: sql`1` })
    .from(cartReminders)
    .where(
      and(
        eq(cartReminders.userId, orders.userId),
        lte(cartReminders.sentAt, orders.paidAt),
        gt(sql`${cartReminders.sentAt} + make_interval(days => ${REMINDER_REVENUE_DAYS})`, orders.paidAt),
      ),
    );
  const [[sent], [revenue]] = await Promise.all([
    db
      .select({ total: count() })
      .from(cartReminders)
      .where(and(gte(cartReminders.sentAt, from), lt(cartReminders.sentAt, to))),
    db
      .select({ total: sql<string>`coalesce(sum(${orders.baseAmountMinor}), 0)` })
      .from(orders)
      .where(
        and(
          isSold(),
          gte(orders.paidAt, from),
          lt(orders.paidAt, to),
          exists(afterReminder),
        ),
      ),
  ]);
  return { sent: Number(sent?.total ?? 0), revenueMinor: Number(revenue?.total ?? 0) };
}

/** The figures of the week before `now` (the dashboard's period), compared with the week before it. */
export async function cartReminderFigures(now = new Date()): Promise<CartReminderFigures> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const [week, before] = await Promise.all([
    figuresBetween(weekAgo, now),
    figuresBetween(twoWeeksAgo, weekAgo),
  ]);
  return {
    sent: { value: week.sent, change: percentChange(week.sent, before.sent) },
    revenue: {
      value: money(week.revenueMinor),
      change: percentChange(week.revenueMinor, before.revenueMinor),
    },
  };
}

export function toCartReminderFiguresView(figures: CartReminderFigures): CartReminderFiguresView {
  return {
    sent: figures.sent,
    revenue: { value: toDecimal(figures.revenue.value), change: figures.revenue.change },
  };
}
