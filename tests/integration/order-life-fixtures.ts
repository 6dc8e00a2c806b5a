import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, orderEvents, orderRefunds, orders } from "@/db/schema";
import { GET as getAdminOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as postCancel } from "@/app/api/admin/orders/[id]/cancel/route";
import { POST as postRefund } from "@/app/api/admin/orders/[id]/refunds/route";
import { POST as postRetry } from "@/app/api/admin/jobs/[id]/retry/route";
import "@/lib/jobs/all";
import { MAIL_JOB } from "@/lib/mail/queue";
import { createItem, createUser, tokenFor, type TestItem, type TestUser } from "./account-fixtures";
import { jsonRequest, send } from "./admin-fixtures";
import {
  intentFor,
  orderOf,
  putInCart,
  shipping,
  status,
  SYDNEY_ADDRESS,
  type IntentAnswer,
} from "./payments-fixtures";

// An order's life after checkout, as the admin's calls and the job worker drive it.

export type Checkout = {
  user: TestUser;
  token: string;
  items: TestItem[];
  intent: IntentAnswer;
  orderId: number;
};

/** A shopper's pending checkout of `quantities[i]` units of fresh items priced `priceMinor` each (stock 10). */
export async function pendingCheckout(quantities: number[], priceMinor = 2000): Promise<Checkout> {
  const user = await createUser();
  const token = await tokenFor(user);
  const items: TestItem[] = [];
  for (const quantity of quantities) {
    const item = await createItem({ priceMinor, stock: 10 });
    await putInCart(user.id, item.id, quantity);
    items.push(item);
  }
  const intent = await intentFor(token);
  expect(
    (await shipping(token, intent.paymentIntentId, { name: "Sam Buyer", shipping: SYDNEY_ADDRESS })).status,
  ).toBe(200);
  return { user, token, items, intent, orderId: (await orderOf(intent.paymentIntentId)).id };
}

export const adminCancel = (token: string | undefined, orderId: number) =>
  send(postCancel, jsonRequest(`/api/admin/orders/${orderId}/cancel`, "POST", token), {
    id: String(orderId),
  });

export const adminRefund = (token: string | undefined, orderId: number | string, body: unknown) =>
  send(postRefund, jsonRequest(`/api/admin/orders/${orderId}/refunds`, "POST", token, body), {
    id: String(orderId),
  });

export const adminRetry = (token: string | undefined, jobId: number | string) =>
  send(postRetry, jsonRequest(`/api/admin/jobs/${jobId}/retry`, "POST", token), { id: String(jobId) });

export type AdminOrderBody = {
  status: string;
  refundedAmount: number;
  lines: { id: number; productId: number | null; quantity: number; refundedQuantity: number; restockedQuantity: number }[];
  refundable: { lines: { lineId: number; units: number; amount: number }[]; delivery: number; total: number };
  refunds: {
    id: number;
    amount: number;
    state: string;
    reason: string;
    jobId: number | null;
    error: string | null;
  }[];
};

export async function adminOrder(token: string, orderId: number): Promise<AdminOrderBody> {
  const answer = await send(getAdminOrder, jsonRequest(`/api/admin/orders/${orderId}`, "GET", token), {
    id: String(orderId),
  });
  expect(answer.status).toBe(200);
  return answer.body as unknown as AdminOrderBody;
}

/** The shopper's status call: { status, reason, progress }. */
export async function shopperStatus(
  checkout: Checkout,
): Promise<{ status: string; reason: string | null; progress: string | null }> {
  const response = await status(checkout.token, `?pi=${checkout.intent.paymentIntentId}`);
  expect(response.status).toBe(200);
  return response.json();
}

export async function orderRow(orderId: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function refundRows(orderId: number) {
  const db = await getDb();
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(orderRefunds.id);
}

/** The order's payment jobs (refunds, intent cancellations); its mail jobs have tests of their own. */
export async function jobsOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.orderId, orderId), ne(jobs.kind, MAIL_JOB)))
    .orderBy(jobs.id);
}

/** Makes the order's backed-off jobs due now (tests do not wait for the backoff). */
export async function makeDue(orderId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.orderId, orderId), eq(jobs.state, "queued")));
}

/** The status steps of the order's timeline, oldest first ("paid→refunded" style). */
export async function statusSteps(orderId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "status")))
    .orderBy(orderEvents.id);
  return rows.map((row) => {
    const data = row.data as { from: string; to: string };
    return `${data.from}→${data.to}`;
  });
}

export async function timelineSummaries(orderId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ summary: orderEvents.summary })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return rows.map((row) => row.summary);
}

/** Makes a pending checkout look abandoned `hours` ago. */
export async function ageOrder(orderId: number, hours: number): Promise<void> {
  const db = await getDb();
  await db
    .update(orders)
    .set({
      updatedAt: sql`now() - make_interval(hours => ${hours})`,
      createdAt: sql`now() - make_interval(hours => ${hours})`,
    })
    .where(eq(orders.id, orderId));
}

export { createUser, tokenFor };
