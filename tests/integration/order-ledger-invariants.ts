import { inArray, isNotNull, and, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderEvents, orderLines, orderRefunds, orders, productItems } from "@/db/schema";
import { sharesOfOrder } from "@/lib/orders/ledger/refund-ledger";
import type { OrderRow } from "@/lib/orders/read/order-rows";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import { quoteOrder } from "@/lib/pricing/quote";
import type { StripeDouble } from "../support/stripe-double";

// The ledger's invariants (issue 34, "Done means"), each read from the database (and the Stripe
// double where it is the other side of the books), for every order and item the model made.
// The order's statuses are read only through isCancelled, hasShipped and wasPaid.

export const isCancelled = (order: OrderRow): boolean => order.fulfilmentStatus === "cancelled";
export const hasShipped = (order: OrderRow): boolean =>
  order.shippedAt !== null || ["partially_shipped", "shipped", "delivered"].includes(order.fulfilmentStatus);
/** The payment was taken as the order's: a payment under review (another amount) never sets paidAt. */
export const wasPaid = (order: OrderRow): boolean => order.paidAt !== null;

export type LedgerScope = {
  double: StripeDouble;
  /** The model's customers: their orders are checked. */
  userIds: number[];
  /** The items the model made, with the stock each started with. */
  startingStock: Map<number, number>;
  /** The model's discount codes by id: the rule and the items (their categories) each covers. */
  codes: Map<number, { percentOff: number; coveredItemIds: Set<number> }>;
};

/** Every broken invariant, as sentences naming the order or item; empty when the ledger agrees. */
export async function ledgerViolations(scope: LedgerScope): Promise<string[]> {
  const db = await getDb();
  const broken: string[] = [];
  const orderRows = scope.userIds.length
    ? await db.select().from(orders).where(inArray(orders.userId, scope.userIds)).orderBy(orders.id)
    : [];
  const orderIds = orderRows.map((order) => order.id);
  const lineRows = orderIds.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [];
  const refundRows = orderIds.length ? await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)) : [];
  for (const order of orderRows) {
    const lines = lineRows.filter((line) => line.orderId === order.id).sort((a, b) => a.id - b.id);
    const refunds = refundRows.filter((refund) => refund.orderId === order.id);
    broken.push(...amountIsQuote(order, lines, scope).map((text) => `order ${order.id}: ${text}`));
    broken.push(...paidIsReceived(order, scope.double).map((text) => `order ${order.id}: ${text}`));
    broken.push(...refundsAddUp(order, refunds).map((text) => `order ${order.id}: ${text}`));
    if (wasPaid(order)) {
      const shares = sharesOfOrder(order, lines);
      const total = shares.lines.reduce((sum, line) => sum + line.shareMinor, shares.deliveryMinor);
      if (total !== order.amountMinor || shares.lines.some((line) => line.shareMinor < 0))
        broken.push(`order ${order.id}: line shares ${JSON.stringify(shares)} do not add up to the charge ${order.amountMinor}`);
    }
    if (isCancelled(order) && hasShipped(order)) broken.push(`order ${order.id}: both cancelled and shipped`);
  }
  broken.push(...(await stockAddsUp(scope.startingStock)));
  return broken;
}

type LineRow = typeof orderLines.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** The order's amount, items and discount are the quote of its lines under its code (no delivery or tax in the model). */
function amountIsQuote(order: OrderRow, lines: LineRow[], scope: LedgerScope): string[] {
  const currency = currencyOf(order.currency);
  const code = order.discountCodeId === null ? undefined : scope.codes.get(order.discountCodeId);
  const expected = quoteOrder({
    lines: lines.map((line) => ({
      unitPrice: money(line.unitPriceMinor),
      quantity: line.quantity,
      discounted: code !== undefined && line.productItemId !== null && code.coveredItemIds.has(line.productItemId),
    })),
    currency,
    rate: Number(order.exchangeRate),
    discount: code ? { kind: "percent", percentOff: code.percentOff } : null,
  });
  const actual = { items: order.itemsAmountMinor, discount: order.discountAmountMinor, total: order.amountMinor };
  const wanted = { items: expected.items.minor, discount: expected.discount.minor, total: expected.total.minor };
  if (order.discountCodeId !== null && !code) return [`names discount code ${order.discountCodeId}, not one of the model's`];
  if (lines.length === 0) return order.amountMinor === 0 ? [] : [`charges ${order.amountMinor} for no lines`];
  return JSON.stringify(actual) === JSON.stringify(wanted)
    ? []
    : [`amount ${JSON.stringify(actual)} is not the quote of its lines ${JSON.stringify(wanted)}`];
}

/** A paid order received exactly its amount, in its currency, as Stripe has it too. */
function paidIsReceived(order: OrderRow, double: StripeDouble): string[] {
  if (!wasPaid(order)) return [];
  const broken: string[] = [];
  if (order.receivedAmountMinor !== order.amountMinor || order.receivedCurrency?.toLowerCase() !== order.currency.toLowerCase())
    broken.push(`paid, received ${order.receivedAmountMinor} ${order.receivedCurrency} for ${order.amountMinor} ${order.currency}`);
  const intent = double.intents.get(order.paymentIntentId);
  if (!intent || intent.amount_received !== order.amountMinor)
    broken.push(`paid ${order.amountMinor}, Stripe received ${String(intent?.amount_received)} on ${order.paymentIntentId}`);
  return broken;
}

/** Refunded never exceeds what was charged, and is the sum of the refunds that succeeded. */
function refundsAddUp(order: OrderRow, refunds: RefundRow[]): string[] {
  const broken: string[] = [];
  const charged = wasPaid(order) ? order.amountMinor : (order.receivedAmountMinor ?? 0);
  if (order.refundedAmountMinor > charged) broken.push(`refunded ${order.refundedAmountMinor} of ${charged} charged`);
  const succeeded = refunds.filter((refund) => refund.state === "succeeded").reduce((sum, refund) => sum + refund.amountMinor, 0);
  if (succeeded !== order.refundedAmountMinor)
    broken.push(`refunded ${order.refundedAmountMinor}, its succeeded refunds sum to ${succeeded}`);
  const held = refunds.filter((refund) => refund.state === "succeeded" || refund.state === "pending").reduce((sum, refund) => sum + refund.amountMinor, 0);
  if (held > charged) broken.push(`refunds succeeded or pending (${held}) exceed the ${charged} charged`);
  return broken;
}

/**
 * For every item: starting stock = stock + units sold − units restocked. Sold: the units of
 * orders that took stock (fulfilled_at set). One known exception, by rule: a refund that failed
 * after restocking takes its units back out of stock but never below zero, and puts the shortfall
 * on the timeline (`data.short`); those units are then missing from stock, so they are added back.
 */
async function stockAddsUp(startingStock: Map<number, number>): Promise<string[]> {
  const itemIds = [...startingStock.keys()];
  if (itemIds.length === 0) return [];
  const db = await getDb();
  const items = await db.select({ id: productItems.id, stock: productItems.stock }).from(productItems).where(inArray(productItems.id, itemIds));
  const moved = await db
    .select({
      itemId: orderLines.productItemId,
      sold: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.fulfilledAt} is not null), 0)::int`,
      restocked: sql<number>`coalesce(sum(${orderLines.restockedQuantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(inArray(orderLines.productItemId, itemIds))
    .groupBy(orderLines.productItemId);
  const shorts = await db
    .select({
      itemId: orderLines.productItemId,
      short: sql<number>`coalesce(sum((${orderEvents.data}->>'short')::int), 0)::int`,
    })
    .from(orderEvents)
    .innerJoin(orderLines, sql`${orderLines.id} = (${orderEvents.data}->>'lineId')::int`)
    .where(and(isNotNull(sql`${orderEvents.data}->>'short'`), inArray(orderLines.productItemId, itemIds)))
    .groupBy(orderLines.productItemId);
  return items.flatMap((item) => {
    const start = startingStock.get(item.id) ?? 0;
    const { sold = 0, restocked = 0 } = moved.find((row) => row.itemId === item.id) ?? {};
    const short = shorts.find((row) => row.itemId === item.id)?.short ?? 0;
    return start + short === item.stock + sold - restocked
      ? []
      : [`item ${item.id}: started with ${start} (+${short} short), stock ${item.stock} + sold ${sold} − restocked ${restocked}`];
  });
}
