import "server-only";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderLines, orders, users } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import type { Money } from "@/lib/money/money";
import { chargedAmount } from "@/lib/orders/read/order-rows";
import type { FulfilmentStatus, PaymentStatus } from "@/lib/orders/contract/statuses";
import { CUSTOMER_ORDERS_PAGE_SIZE } from "./contract";
import { customerColumns, toCustomerRow, type CustomerRow } from "./list";
import { customerStats } from "./stats";

export const CUSTOMER_NOT_FOUND = "Customer not found";

export type CustomerOrder = {
  id: number;
  createdAt: Date;
  status: PaymentStatus;
  fulfilment: FulfilmentStatus;
  itemCount: number;
  amount: Money;
  country: string | null;
};

export type CustomerDetail = CustomerRow & {
  orders: { results: CustomerOrder[]; count: number; page: number; pageSize: number };
};

/** One customer, or 404. */
export async function findCustomer(id: number): Promise<CustomerRow> {
  const db = await getDb();
  const stats = customerStats(db);
  const [row] = await db
    .select(customerColumns(stats))
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return toCustomerRow(row);
}

/** One customer with a page of every order they placed (any status), newest first; 404 when unknown. */
export async function getCustomer(id: number, page = 1): Promise<CustomerDetail> {
  const customer = await findCustomer(id);
  const db = await getDb();
  const pageSize = CUSTOMER_ORDERS_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, id)),
  ]);
  const items = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .where(inArray(orderLines.orderId, rows.map((row) => row.id)))
        .groupBy(orderLines.orderId)
    : [];
  const itemsOf = new Map(items.map((row) => [row.orderId, Number(row.items)]));
  return {
    ...customer,
    orders: {
      results: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        status: row.paymentStatus,
        fulfilment: row.fulfilmentStatus,
        itemCount: itemsOf.get(row.id) ?? 0,
        amount: chargedAmount(row),
        country: row.country,
      })),
      count: Number(total),
      page,
      pageSize,
    },
  };
}
