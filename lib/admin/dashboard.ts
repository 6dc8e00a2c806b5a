import "server-only";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { currencyOf } from "@/lib/money/currency";
import { money, type Money } from "@/lib/money/money";
import { SOLD_ORDER_SQL } from "@/lib/orders/ledger/sold";
import type { PaymentStatus } from "@/lib/orders/contract/statuses";
import { linearForecast, percentChange } from "./forecast";

/** A figure of the week and its change from the week before, in per cent. */
export type Figure<Value = number> = { value: Value; change: number | null };

/** Sales are in the catalogue's currency; the latest orders' amounts in the currency each charged. */
export type Dashboard = {
  summary: { totalSales: Figure<Money>; activeUsers: Figure; signUps: Figure; memberships: Figure };
  salesOverview: { date: string; total: Money }[];
  topSellingItems: {
    productId: number;
    name: string;
    image: string | null;
    quantity: number;
    revenue: Money;
  }[];
  orderHistory: {
    orderId: number;
    customer: string;
    productName: string;
    image: string | null;
    amount: Money;
    country: string | null;
    status: PaymentStatus;
    createdAt: string;
  }[];
  salesForecast: { month: string; actual: Money | null; forecast: Money }[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sales overview's days: the week up to and including today. */
const OVERVIEW_DAYS = 7;
const FORECAST_PAST_MONTHS = 3;
const FORECAST_AHEAD_MONTHS = 2;

/** A point in time as a query parameter (the drivers differ in how they send a Date). */
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

// Sales are paid orders, counted in the catalogue's currency (base amounts) on the day paid.
const paidOn = sql.raw(`coalesce(o.paid_at, o.created_at)`);

async function summary(now: Date, weekAgo: Date, twoWeeksAgo: Date): Promise<Dashboard["summary"]> {
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(sum(base_amount_minor), 0) FROM orders o WHERE ${SOLD_ORDER_SQL} AND ${paidOn} >= ${ts(weekAgo)} AND ${paidOn} < ${ts(now)}) AS sales_now,
      (SELECT coalesce(sum(base_amount_minor), 0) FROM orders o WHERE ${SOLD_ORDER_SQL} AND ${paidOn} >= ${ts(twoWeeksAgo)} AND ${paidOn} < ${ts(weekAgo)}) AS sales_before,
      (SELECT count(DISTINCT user_id) FROM (
         SELECT user_id FROM orders WHERE created_at >= ${ts(weekAgo)} AND created_at < ${ts(now)}
         UNION SELECT user_id FROM cart_lines WHERE updated_at >= ${ts(weekAgo)} AND updated_at < ${ts(now)}) a) AS active_now,
      (SELECT count(DISTINCT user_id) FROM (
         SELECT user_id FROM orders WHERE created_at >= ${ts(twoWeeksAgo)} AND created_at < ${ts(weekAgo)}
         UNION SELECT user_id FROM cart_lines WHERE updated_at >= ${ts(twoWeeksAgo)} AND updated_at < ${ts(weekAgo)}) b) AS active_before,
      (SELECT count(*) FROM users WHERE role = 'customer' AND created_at >= ${ts(weekAgo)} AND created_at < ${ts(now)}) AS signups_now,
      (SELECT count(*) FROM users WHERE role = 'customer' AND created_at >= ${ts(twoWeeksAgo)} AND created_at < ${ts(weekAgo)}) AS signups_before,
      (SELECT count(*) FROM users WHERE role = 'customer' AND created_at < ${ts(now)}) AS members
  `);
  const [row] = rowsOf<Record<string, string>>(result);
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    totalSales: { value: money(n("sales_now")), change: percentChange(n("sales_now"), n("sales_before")) },
    activeUsers: { value: n("active_now"), change: percentChange(n("active_now"), n("active_before")) },
    signUps: { value: n("signups_now"), change: percentChange(n("signups_now"), n("signups_before")) },
    memberships: {
      value: n("members"),
      change: percentChange(n("members"), n("members") - n("signups_now")),
    },
  };
}

// A calendar period as SQL: its date_trunc unit, its length, and its name's format in the answers
// ("2024-05-31", "2024-05"). Fixed text: nothing from a request reaches it.
const PERIODS = {
  day: { unit: sql.raw(`'day'`), length: sql.raw(`interval '1 day'`), label: sql.raw(`'YYYY-MM-DD'`) },
  month: { unit: sql.raw(`'month'`), length: sql.raw(`interval '1 month'`), label: sql.raw(`'YYYY-MM'`) },
};

/**
 * Paid sales per calendar day or month: the `count` periods up to and including the one `now`
 * falls in, oldest first, a period without sales as 0; sales after `now` are not counted.
 */
async function paidSalesPer(
  period: keyof typeof PERIODS,
  count: number,
  now: Date,
): Promise<{ period: string; total: Money }[]> {
  const { unit, length, label } = PERIODS[period];
  const start = sql`date_trunc(${unit}, ${ts(now)})`;
  const db = await getDb();
  const rows = rowsOf<{ period: string; total: string }>(
    await db.execute(sql`
      SELECT to_char(period_start, ${label}) AS period, coalesce(sum(o.base_amount_minor), 0) AS total
      FROM generate_series(${start} - ${sql.raw(String(count - 1))} * ${length}, ${start}, ${length}) AS period_start
      LEFT JOIN orders o ON ${SOLD_ORDER_SQL} AND ${paidOn} >= period_start AND ${paidOn} < period_start + ${length} AND ${paidOn} < ${ts(now)}
      GROUP BY period_start ORDER BY period_start`),
  );
  return rows.map((row) => ({ period: row.period, total: money(Number(row.total)) }));
}

async function salesOverview(now: Date): Promise<Dashboard["salesOverview"]> {
  const days = await paidSalesPer("day", OVERVIEW_DAYS, now);
  return days.map((day) => ({ date: day.period, total: day.total }));
}

async function topSellingItems(now: Date, weekAgo: Date): Promise<Dashboard["topSellingItems"]> {
  const db = await getDb();
  const rows = rowsOf<{
    product_id: number;
    name: string;
    image: string | null;
    quantity: string;
    revenue: string;
  }>(
    await db.execute(sql`
      SELECT l.product_id, max(l.product_name) AS name,
             (SELECT url FROM product_images i WHERE i.product_id = l.product_id ORDER BY position LIMIT 1) AS image,
             sum(l.quantity) AS quantity, sum(l.quantity * l.unit_price_minor) AS revenue
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE ${SOLD_ORDER_SQL} AND ${paidOn} >= ${ts(weekAgo)} AND ${paidOn} < ${ts(now)} AND l.product_id IS NOT NULL
      GROUP BY l.product_id ORDER BY quantity DESC, revenue DESC LIMIT 3`),
  );
  return rows.map((row) => ({
    productId: Number(row.product_id),
    name: row.name,
    image: row.image,
    quantity: Number(row.quantity),
    revenue: money(Number(row.revenue)),
  }));
}

async function orderHistory(now: Date, weekAgo: Date): Promise<Dashboard["orderHistory"]> {
  const db = await getDb();
  const rows = rowsOf<{
    id: number;
    customer: string | null;
    product_name: string | null;
    product_id: number | null;
    image: string | null;
    amount_minor: number;
    currency: string;
    country: string | null;
    status: PaymentStatus;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT o.id, o.customer_name AS customer, o.amount_minor, o.currency, o.country, o.payment_status AS status, o.created_at,
             first_line.product_name, first_line.product_id,
             (SELECT url FROM product_images i WHERE i.product_id = first_line.product_id ORDER BY position LIMIT 1) AS image
      FROM orders o
      LEFT JOIN LATERAL (SELECT product_name, product_id FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT 1) first_line ON true
      WHERE o.created_at >= ${ts(weekAgo)} AND o.created_at < ${ts(now)}
      ORDER BY o.created_at DESC, o.id DESC LIMIT 5`),
  );
  return rows.map((row) => ({
    orderId: Number(row.id),
    customer: row.customer ?? "Customer",
    productName: row.product_name ?? "—",
    image: row.image,
    amount: money(Number(row.amount_minor), currencyOf(row.currency)),
    country: row.country,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Paid sales of the last three calendar months (the current one so far included) and a
 * forecast for them and the next two: a least-squares straight line through the three
 * monthly totals (lib/admin/forecast.ts).
 */
async function salesForecast(now: Date): Promise<Dashboard["salesForecast"]> {
  const past = await paidSalesPer("month", FORECAST_PAST_MONTHS, now);
  const actual = past.map((month) => month.total);
  // The trend of the minor units, to the whole minor unit.
  const forecast = linearForecast(
    actual.map((total) => total.minor),
    FORECAST_AHEAD_MONTHS,
    0,
  ).map((minor) => money(minor));
  const months = past.map((month) => month.period);
  for (let ahead = 1; ahead <= FORECAST_AHEAD_MONTHS; ahead++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months.map((month, index) => ({ month, actual: actual[index] ?? null, forecast: forecast[index] }));
}

/** The admin dashboard's figures for the week before `now`, from the orders, users and carts. */
export async function getDashboard(now = new Date()): Promise<Dashboard> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const [figures, overview, top, history, forecast] = await Promise.all([
    summary(now, weekAgo, twoWeeksAgo),
    salesOverview(now),
    topSellingItems(now, weekAgo),
    orderHistory(now, weekAgo),
    salesForecast(now),
  ]);
  return {
    summary: figures,
    salesOverview: overview,
    topSellingItems: top,
    orderHistory: history,
    salesForecast: forecast,
  };
}
