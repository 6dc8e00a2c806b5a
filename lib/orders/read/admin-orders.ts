import "server-only";
import { and, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { orderLines, orders, products, users, type StoredShippingAddress } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { NotFoundError } from "@/lib/errors";
import type { Role } from "@/lib/users/types";
import { INT4_MAX } from "@/lib/http/parse";
import { times, type Money } from "@/lib/money/money";
import type { OrderBreakdown } from "@/lib/orders/contract/breakdown";
import { baseAmount, breakdownOf, chargedAmount, chargedUnitPrice } from "@/lib/orders/read/order-rows";
import type { RefundView } from "@/lib/orders/contract/refund-contract";
import { refundableMoneyOf, type RefundableMoney } from "@/lib/orders/ledger/refund-ledger";
import { refundsOf } from "@/lib/orders/after-sale/refunds";
import { unitsToShip } from "@/lib/orders/after-sale/fulfilment";
import { shipmentsOf, type ShipmentView } from "@/lib/orders/after-sale/shipments";
import {
  CLOSED_PAYMENT_STATUSES,
  FULFILMENT_STATUSES,
  PAYMENT_STATUSES,
  type FulfilmentStatus,
  type PaymentStatus,
} from "@/lib/orders/contract/statuses";

/** Rows per page the orders list offers, and the one it opens with. */
export const ORDER_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_ORDER_PAGE_SIZE: (typeof ORDER_PAGE_SIZES)[number] = 10;

// A calendar day (UTC), as a date input sends it.
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((text) => {
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text; // not 2026-02-30
  }, "must be a real date");

/** An optional day: an empty date field (a GET form sends `from=`) is the same as none. */
const optionalDay = z
  .string()
  .transform((text) => text || undefined)
  .pipe(day.optional())
  .optional();

/** What narrows the list (and its CSV export): payment and fulfilment status, search, and a range of days (UTC), both ends included. */
const filterFields = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  fulfilment: z.enum(FULFILMENT_STATUSES).optional(),
  /** An order number ("42" or "#42") or part of the customer's e-mail. */
  q: z
    .string()
    .trim()
    .max(200)
    .transform((text) => (text ? text : undefined))
    .optional(),
  from: optionalDay,
  to: optionalDay,
});
const rangeInOrder = [
  (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
  { message: "must not be before from", path: ["to"] },
] as [(query: { from?: string; to?: string }) => boolean, { message: string; path: string[] }];

export const orderFilterQuery = filterFields.refine(...rangeInOrder);
export type OrderFilter = z.output<typeof orderFilterQuery>;

export const orderListQuery = filterFields
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .refine(
        (size) => (ORDER_PAGE_SIZES as readonly number[]).includes(size),
        `must be ${ORDER_PAGE_SIZES.slice(0, -1).join(", ")} or ${ORDER_PAGE_SIZES.at(-1)}`,
      )
      .default(DEFAULT_ORDER_PAGE_SIZE),
  })
  .refine(...rangeInOrder);
export type OrderListQuery = z.output<typeof orderListQuery>;

/**
 * Whether a staff member sees customers' contact details on orders (the e-mail, and finding
 * orders by it). Without the "customers" permission (a seller) they see the name and the shipping
 * address, what shipping needs, and nothing more.
 */
export function seesContact(viewer: { role: Role }): boolean {
  return can(viewer.role, "customers");
}

/** An order as `viewer` may see it: without the customer's e-mail unless they see contact details. */
export function orderForViewer<T extends { email: string | null }>(order: T, viewer: { role: Role }): T {
  return seesContact(viewer) ? order : { ...order, email: null };
}

/** How the list is read for its viewer: `contact` false leaves the e-mail out of the search and the answer. */
export type OrderListOptions = { contact: boolean };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The filter as SQL. Without a status, the active orders: abandoned checkouts (expired) only show
 * when asked for by status. A search that is a number also finds the order of that number.
 */
export function orderFilterWhere(
  { status, fulfilment, q, from, to }: OrderFilter,
  { contact }: OrderListOptions = { contact: true },
): SQL | undefined {
  const number = q && /^#?\d{1,10}$/.test(q) ? Number(q.replace("#", "")) : undefined;
  // Without contact details a search finds order numbers only: an e-mail must not be probed for.
  const search = q
    ? (or(
        contact ? ilike(orders.customerEmail, likePattern(q)) : undefined,
        contact ? ilike(users.email, likePattern(q)) : undefined,
        number !== undefined && number <= INT4_MAX ? eq(orders.id, number) : undefined,
      ) ?? sql`false`) // A search with nothing left to match finds nothing, not everything.
    : undefined;
  return and(
    status ? eq(orders.paymentStatus, status) : notInArray(orders.paymentStatus, [...CLOSED_PAYMENT_STATUSES]),
    fulfilment ? eq(orders.fulfilmentStatus, fulfilment) : undefined,
    search,
    from ? gte(orders.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    // The whole last day: before the midnight that ends it.
    to ? lt(orders.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)) : undefined,
  );
}

/** What the list and its CSV export both read of an order (who it is for, what it charges, its status). */
export const listedOrderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  username: users.username,
  amountMinor: orders.amountMinor,
  currency: orders.currency,
  status: orders.paymentStatus,
  fulfilment: orders.fulfilmentStatus,
};

/** An order in the admin's list; `amount` is what it charges, in its currency. */
export type AdminOrderRow = {
  id: number;
  createdAt: string;
  customer: string;
  email: string | null;
  itemCount: number;
  firstProduct: string | null;
  amount: Money;
  country: string | null;
  status: PaymentStatus;
  fulfilment: FulfilmentStatus;
};

/** The shop's orders, newest first, one page at a time, narrowed by the filter (see orderFilterWhere). */
export async function listOrders(
  query: OrderListQuery,
  options: OrderListOptions = { contact: true },
): Promise<{ results: AdminOrderRow[]; count: number; pageSize: number }> {
  const { page, pageSize } = query;
  const db = await getDb();
  const where = orderFilterWhere(query, options);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...listedOrderColumns,
        country: orders.country,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const summaries = ids.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          items: sql<number>`sum(${orderLines.quantity})::int`,
          first: sql<string>`(array_agg(${orderLines.productName} ORDER BY ${orderLines.id}))[1]`,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .groupBy(orderLines.orderId)
    : [];
  const byOrder = new Map(summaries.map((summary) => [summary.orderId, summary]));
  return {
    results: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      customer: row.customerName ?? row.username ?? "Customer",
      email: options.contact ? row.customerEmail : null,
      itemCount: Number(byOrder.get(row.id)?.items ?? 0),
      firstProduct: byOrder.get(row.id)?.first ?? null,
      amount: chargedAmount(row),
      country: row.country,
      status: row.status,
      fulfilment: row.fulfilment,
    })),
    count: Number(total),
    pageSize,
  };
}

/** One order: `baseAmount` is its catalogue prices added up (catalogue currency), lines as charged. */
export type AdminOrderDetail = AdminOrderRow & {
  paymentIntentId: string;
  provider: string;
  reason: string | null;
  baseAmount: Money;
  exchangeRate: number;
  /** How `amount` came about; null for an order that recorded no breakdown. */
  breakdown: OrderBreakdown<Money> | null;
  paidAt: string | null;
  /** What the owner gave when shipping it (the carrier by its usual name when it is a known one). */
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  shipping: StoredShippingAddress | null;
  /** Confirmed by the provider so far, in the order's currency. */
  refundedAmount: Money;
  /** Every refund: pending, succeeded, and failed or cancelled ones (with their Retry). */
  refunds: RefundView[];
  shipments: ShipmentView[];
  /** What can still be refunded, by line, for the delivery and in all (from the ledger, lib/orders/ledger/refund-ledger.ts). */
  refundable: RefundableMoney;
  lines: {
    /** What a refund names (POST /api/admin/orders/{id}/refunds). */
    id: number;
    productId: number | null;
    listed: boolean;
    productName: string;
    sku: string;
    unitPrice: Money;
    quantity: number;
    refundedQuantity: number;
    shippedQuantity: number;
    toShip: number;
    restockedQuantity: number;
    total: Money;
  }[];
};

/** One order with its lines, amounts, customer and shipping address; 404 when unknown. */
export async function getOrder(id: number): Promise<AdminOrderDetail> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new NotFoundError(`Order ${id} not found`);
  const lines = await db
    .select({ line: orderLines, archived: products.archived })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  const [owner] = order.userId
    ? await db.select({ username: users.username }).from(users).where(eq(users.id, order.userId))
    : [];
  const items = lines;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    customer: order.customerName ?? owner?.username ?? "Customer",
    email: order.customerEmail,
    itemCount: items.reduce((sum, row) => sum + row.line.quantity, 0),
    firstProduct: items[0]?.line.productName ?? null,
    amount: chargedAmount(order),
    country: order.country,
    status: order.paymentStatus,
    fulfilment: order.fulfilmentStatus,
    paymentIntentId: order.paymentIntentId,
    provider: order.provider,
    reason: order.failureReason,
    baseAmount: baseAmount(order),
    exchangeRate: Number(order.exchangeRate),
    breakdown: breakdownOf(order),
    paidAt: order.paidAt?.toISOString() ?? null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    shipping: order.shipping,
    refundedAmount: { ...chargedAmount(order), minor: order.refundedAmountMinor },
    refunds: await refundsOf(order.id),
    shipments: await shipmentsOf(db, order.id),
    refundable: await refundableMoneyOf(db, order),
    lines: items.map(({ line, archived }) => {
      const unitPrice = chargedUnitPrice(line, order);
      return {
        id: line.id,
        productId: line.productId,
        listed: line.productId !== null && archived === false,
        productName: line.productName,
        sku: line.sku,
        unitPrice,
        quantity: line.quantity,
        refundedQuantity: line.refundedQuantity,
        shippedQuantity: line.shippedQuantity,
        toShip: unitsToShip(line),
        restockedQuantity: line.restockedQuantity,
        total: times(unitPrice, line.quantity),
      };
    }),
  };
}
