import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import { listCart } from "@/lib/cart/service";
import type { CartLine } from "@/lib/cart/types";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { currencyForCountry, currencyOf, isPaymentCountry, PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { convert, sum, type Money } from "@/lib/money/money";
import { paymentProvider } from "@/lib/payments/provider";
import { ProviderUnavailableError } from "@/lib/payments/provider-errors";
import type { PaymentProvider } from "@/lib/payments/types";
import type { SessionUser } from "@/lib/users/types";
import { chargedAmount, findPendingOrder, linesOf, type OrderLineRow, type OrderRow } from "./order-rows";
import { attemptOf, intentPlaceholder } from "./intent-placeholder";
import { exchangeRate } from "./pricing";
import type { CheckoutIntent } from "./responses";
import type { CreateIntentInput } from "./schemas";

export const EMPTY_CART = "Your cart is empty";
const REPLACED = "Replaced by a checkout in another currency";

type LineSnapshot = Omit<OrderLineRow, "id" | "orderId" | "refundedQuantity" | "restockedQuantity">;

/** A checkout as prepared: what the payment form needs, and what will be charged. */
export type Checkout = Omit<CheckoutIntent, "amount" | "currency"> & { amount: Money };

/** The payment country: the one asked for, else the only payment country using the currency. */
export function paymentCountry(currency: string, country: string | undefined): string {
  if (country) {
    if (!isPaymentCountry(country)) throw new BadRequestError(`Payments are not supported in ${country}`);
    if (currencyForCountry(country) !== currency)
      throw new BadRequestError(`currency: payments in ${country} are in ${currencyForCountry(country)}`);
    return country;
  }
  const countries = PAYMENT_COUNTRIES.filter((code) => currencyForCountry(code) === currency);
  if (countries.length !== 1) throw new BadRequestError("country: is required for this currency");
  return countries[0];
}

function snapshot(lines: CartLine[]): LineSnapshot[] {
  return lines.map(({ productItem, quantity }) => {
    if (quantity > productItem.stock)
      throw new ConflictError(
        productItem.stock > 0
          ? `Only ${productItem.stock} of ${productItem.product.name} (${productItem.sku}) left in stock`
          : `${productItem.product.name} (${productItem.sku}) is out of stock`,
      );
    return {
      productItemId: productItem.id,
      productId: productItem.product.id,
      productName: productItem.product.name,
      sku: productItem.sku,
      unitPriceMinor: productItem.price.minor,
      quantity,
    };
  });
}

const lineKey = (line: Pick<LineSnapshot, "productItemId" | "unitPriceMinor" | "quantity">) =>
  `${line.productItemId}:${line.unitPriceMinor}:${line.quantity}`;

function sameLines(current: OrderLineRow[], wanted: LineSnapshot[]): boolean {
  const a = current.map(lineKey).sort();
  const b = wanted.map(lineKey).sort();
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

function answer(order: OrderRow, provider: PaymentProvider): Checkout {
  return {
    clientSecret: order.clientSecret ?? "",
    paymentIntentId: order.paymentIntentId,
    provider: provider.name,
    amount: chargedAmount(order),
    country: order.country ?? "",
  };
}

async function replaceLines(db: Db, orderId: number, lines: LineSnapshot[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
  });
}

/**
 * A pending order whose intent could not be created yet (provider down) gets it now. When the
 * provider answered a server error, that answer is stored under the creation's idempotency key,
 * so the order's placeholder moves to the next attempt (and the next try to a fresh key).
 */
async function ensureIntent(db: Db, provider: PaymentProvider, order: OrderRow, email: string | undefined): Promise<OrderRow> {
  if (order.clientSecret) return order;
  const attempt = attemptOf(order.paymentIntentId);
  let intent;
  try {
    intent = await provider.createIntent({ amount: chargedAmount(order), orderId: order.id, receiptEmail: email, attempt });
  } catch (error) {
    if (error instanceof ProviderUnavailableError && error.answered)
      await db
        .update(orders)
        .set({ paymentIntentId: intentPlaceholder(order.userId ?? 0, attempt + 1), updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.paymentIntentId, order.paymentIntentId)));
    throw error;
  }
  const [updated] = await db
    .update(orders)
    .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return updated;
}

/** Who the order is for: a signed-in customer, or a guest (no account; name and e-mail come with the shipping). */
export type CheckoutCustomer = { userId: number | null; name: string | null; email: string | null };

/** The pending order and its intent, as prepared, with the order row (a guest's checkout proof names it). */
export type PlacedCheckout = { checkout: Checkout; order: OrderRow };

/**
 * Creates or brings up to date the signed-in shopper's pending order and its payment intent,
 * priced from their server-side cart at current catalogue prices and the shop's exchange rate.
 * An unchanged cart gets the same intent back; a changed one updates the pending order and its
 * intent's amount, so abandoned intents do not pile up.
 */
export async function prepareCheckout(user: SessionUser, input: CreateIntentInput): Promise<Checkout> {
  const customer = { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  const pending = await findPendingOrder(await getDb(), user.id);
  return (await placeCheckout(customer, pending, await listCart(user.id), input)).checkout;
}

/**
 * The checkout of `cart` for `customer`, continuing `pending` (their pending order, if any): the
 * same order and intent while the cart is unchanged, updated when it changed, replaced when the
 * currency or provider changed. `onCreate` runs before a new order is made (a guest's limit).
 */
export async function placeCheckout(
  customer: CheckoutCustomer,
  pending: OrderRow | undefined,
  cart: CartLine[],
  input: CreateIntentInput,
  onCreate?: () => Promise<void>,
): Promise<PlacedCheckout> {
  const country = paymentCountry(input.currency, input.country);
  const currency = currencyOf(input.currency);
  const provider = paymentProvider();
  const lines = snapshot(cart);
  if (lines.length === 0) throw new BadRequestError(EMPTY_CART);

  const db = await getDb();
  const rate = await exchangeRate(db, currency);
  const base = sum(cart.map((line) => line.totalPrice));
  const amount = convert(base, rate, currency);
  const email = customer.email ?? undefined;
  const placed = async (order: OrderRow): Promise<PlacedCheckout> => {
    const ready = await ensureIntent(db, provider, order, email ?? order.customerEmail ?? undefined);
    return { checkout: answer(ready, provider), order: ready };
  };

  if (pending && pending.provider === provider.name && pending.currency === currency) {
    if (pending.amountMinor === amount.minor && sameLines(await linesOf(db, pending.id), lines))
      return placed(pending);
    // Stripe first: if it cannot take the new amount, the order keeps the lines its intent charges for.
    if (pending.clientSecret) await provider.updateAmount(pending.paymentIntentId, amount);
    await replaceLines(db, pending.id, lines);
    const [updated] = await db
      .update(orders)
      .set({ baseAmountMinor: base.minor, amountMinor: amount.minor, exchangeRate: String(rate), country, updatedAt: new Date() })
      .where(eq(orders.id, pending.id))
      .returning();
    return placed(updated);
  }
  await onCreate?.();
  if (pending) {
    // Another currency (or provider): the old intent can never be paid as it stands.
    // Stripe refuses to cancel a payment that went through or is processing (409): that order is
    // not replaced, so the shopper is not charged twice. Other failures leave a stray intent only.
    if (pending.clientSecret && pending.provider === provider.name)
      await provider.cancel(pending.paymentIntentId).catch((error: unknown) => {
        if (error instanceof ConflictError) throw error;
      });
    await db
      .update(orders)
      .set({ status: "failed", failureReason: REPLACED, updatedAt: new Date() })
      .where(and(eq(orders.id, pending.id), eq(orders.status, "pending")));
  }

  const order = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        userId: customer.userId,
        // Replaced by the provider's id as soon as the intent exists.
        paymentIntentId: intentPlaceholder(customer.userId ?? 0),
        provider: provider.name,
        currency,
        country,
        baseAmountMinor: base.minor,
        exchangeRate: String(rate),
        amountMinor: amount.minor,
        customerName: customer.name,
        customerEmail: customer.email,
      })
      .returning();
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: created.id })));
    return created;
  });
  return placed(order);
}
