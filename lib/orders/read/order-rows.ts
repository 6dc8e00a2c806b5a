import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import type { SessionUser } from "@/lib/users/types";
import { NotFoundError } from "@/lib/errors";
import { currencyOf } from "@/lib/money/currency";
import { convert, money, type Money } from "@/lib/money/money";
import { taxLabel, type OrderBreakdown } from "@/lib/orders/contract/breakdown";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const ORDER_NOT_FOUND = "Order not found";

// An order keeps its amounts as minor units: what it charged in its currency, and the sum of the
// catalogue prices it was made of (base currency) with the rate between them.

/** What the order charges (or charged), in its currency. */
export function chargedAmount(order: Pick<OrderRow, "amountMinor" | "currency">): Money {
  return money(order.amountMinor, currencyOf(order.currency));
}

/** The order's catalogue prices added up, in the catalogue's currency. */
export function baseAmount(order: Pick<OrderRow, "baseAmountMinor">): Money {
  return money(order.baseAmountMinor);
}

/** A line's unit price as the order charged it: its catalogue price at the order's rate. */
export function chargedUnitPrice(
  line: Pick<OrderLineRow, "unitPriceMinor">,
  order: Pick<OrderRow, "exchangeRate" | "currency">,
): Money {
  return convert(money(line.unitPriceMinor), Number(order.exchangeRate), currencyOf(order.currency));
}

/**
 * How the order's total came about, in its currency; null when its total is its items alone (no
 * code, no delivery method, no tax: nothing configured, or an order placed before orders kept
 * their breakdown), which then shows its total alone, as the spec's pages always have.
 */
export function breakdownOf(order: OrderRow): OrderBreakdown<Money> | null {
  const ratePercent = Number(order.taxRate);
  const beyondItems =
    order.discountAmountMinor !== 0 ||
    order.discountCode !== null ||
    order.shippingMethodName !== null ||
    order.shippingAmountMinor !== 0 ||
    order.taxAmountMinor !== 0 ||
    ratePercent !== 0;
  if (!beyondItems) return null;
  const currency = currencyOf(order.currency);
  const amount = (minor: number) => money(minor, currency);
  const discounted = order.discountCode !== null || order.discountAmountMinor !== 0;
  return {
    items: amount(order.itemsAmountMinor),
    discount: discounted ? { code: order.discountCode, amount: amount(order.discountAmountMinor) } : null,
    shipping: { method: order.shippingMethodName, amount: amount(order.shippingAmountMinor) },
    tax: {
      label: taxLabel(order.country, ratePercent),
      ratePercent,
      inclusive: order.taxInclusive,
      amount: amount(order.taxAmountMinor),
    },
  };
}

export async function findOrderByIntent(db: Db, paymentIntentId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return order;
}

/** A guest checking out: the one guest order their checkout cookie proves (lib/orders/checkout/guest-checkout.ts). */
export type GuestViewer = { guestOrderId: number };

/** Who asks about an order: a signed-in user, or a guest with their checkout's proof. */
export type OrderViewer = SessionUser | GuestViewer;

function mayView(order: OrderRow, viewer: OrderViewer, allowAdmin: boolean): boolean {
  if ("guestOrderId" in viewer) return order.userId === null && order.id === viewer.guestOrderId;
  return order.userId === viewer.id || (allowAdmin && viewer.role === "admin");
}

/**
 * The order behind a payment reference, for its owner (or, when `allowAdmin`, an admin), or
 * the guest whose checkout it is. Anyone else gets the same 404 as for a reference that does not exist.
 */
export async function findOwnOrder(
  db: Db,
  viewer: OrderViewer,
  paymentIntentId: string,
  { allowAdmin = false } = {},
): Promise<OrderRow> {
  const order = await findOrderByIntent(db, paymentIntentId);
  const visible = order && mayView(order, viewer, allowAdmin);
  if (!visible) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** The user's newest order still waiting for payment, if any. */
export async function findPendingOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, "pending")))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order;
}

export async function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}
