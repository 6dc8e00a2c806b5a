import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import { listCart } from "@/lib/cart/service";
import type { CartLine } from "@/lib/cart/types";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { currencyForCountry, currencyOf, isPaymentCountry, PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { sum, type Money } from "@/lib/money/money";
import { priceCart, type PricedCart } from "@/lib/pricing/price-cart";
import { paymentProvider } from "@/lib/payments/provider";
import { IdempotencyKeyReusedError, ProviderUnavailableError } from "@/lib/payments/provider-errors";
import { FREE_ORDER_PROVIDER, type CreatedIntent, type OrderProvider, type PaymentProvider } from "@/lib/payments/types";
import type { SessionUser } from "@/lib/users/types";
import { chargedAmount, findPendingOrder, linesOf, type OrderLineRow, type OrderRow } from "@/lib/orders/read/order-rows";
import { freeOrderReference } from "@/lib/orders/checkout/free-order-reference";
import { withLinePricing, type LinePricing } from "@/lib/orders/checkout/line-pricing";
import { intentPlaceholder } from "@/lib/orders/checkout/intent-placeholder";
import { markAttempt, retryableAttempt, startAttempt, uncertainSince, type AttemptState } from "@/lib/orders/checkout/payment-attempts";
import { lockOrder } from "@/lib/orders/transitions";
import type { CheckoutIntent } from "@/lib/orders/contract/responses";
import type { CreateIntentInput } from "@/lib/orders/contract/schemas";

export const EMPTY_CART = "Your cart is empty";
const REPLACED = "Replaced by a newer checkout (another currency, or a total that changed between free and paid)";

/** A cart line as the order keeps it; what the pricing decided for it is added as it is written. */
type LineSnapshot = Omit<
  OrderLineRow,
  "id" | "orderId" | "refundedQuantity" | "restockedQuantity" | "shippedQuantity" | keyof LinePricing
>;

/** A checkout as prepared: what the payment form needs, what will be charged, and how it adds up. */
export type Checkout = Omit<CheckoutIntent, "amount" | "currency" | "quote"> & { amount: Money; priced: PricedCart };

/** How an order's amount adds up, as its row records it (lib/pricing/quote.ts computes it). */
type Breakdown = Pick<
  OrderRow,
  | "itemsAmountMinor"
  | "discountCodeId"
  | "discountCode"
  | "discountAmountMinor"
  | "shippingMethodId"
  | "shippingMethodName"
  | "shippingAmountMinor"
  | "taxRate"
  | "taxInclusive"
  | "taxAmountMinor"
>;

function breakdownOf({ quote, discount, delivery, tax }: PricedCart): Breakdown {
  return {
    itemsAmountMinor: quote.items.minor,
    discountCodeId: discount?.id ?? null,
    discountCode: discount?.code ?? null,
    discountAmountMinor: quote.discount.minor,
    shippingMethodId: delivery?.id ?? null,
    shippingMethodName: delivery?.name ?? null,
    shippingAmountMinor: quote.shipping.minor,
    taxRate: String(tax?.ratePercent ?? 0),
    taxInclusive: tax?.inclusive ?? false,
    taxAmountMinor: quote.tax.minor,
  };
}

function sameBreakdown(order: OrderRow, wanted: Breakdown): boolean {
  return (Object.keys(wanted) as (keyof Breakdown)[]).every((key) =>
    key === "taxRate" ? Number(order.taxRate) === Number(wanted.taxRate) : order[key] === wanted[key],
  );
}

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

function answer(order: OrderRow, priced: PricedCart): Checkout {
  return {
    priced,
    clientSecret: order.clientSecret ?? "",
    paymentIntentId: order.paymentIntentId,
    provider: order.provider as OrderProvider,
    amount: chargedAmount(order),
    country: order.country ?? "",
  };
}

/** What a checkout wants its pending order to say: lines, amount and how it adds up. */
type Wanted = {
  lines: (LineSnapshot & LinePricing)[];
  amount: Money;
  base: Money;
  rate: number;
  country: string;
  breakdown: Breakdown;
};

/**
 * Brings a pending order up to date with the cart, under a lock on its row, together with the
 * intent's amount: a payment settling at the same moment waits for the lock and then finds the
 * lines, the amount and the intent agreeing. Only a pending order changes; one paid, failed or
 * expired meanwhile answers null, and the cart becomes a new order. If the provider cannot take
 * the new amount (the payment went through or is processing), nothing changes (409).
 */
async function continueCheckout(db: Db, provider: PaymentProvider, orderId: number, wanted: Wanted): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus !== "pending") return null;
    const unchanged = order.amountMinor === wanted.amount.minor && sameBreakdown(order, wanted.breakdown);
    if (unchanged && sameLines(await linesOf(tx, order.id), wanted.lines)) return order;
    if (order.clientSecret && order.provider === provider.name && order.amountMinor !== wanted.amount.minor)
      await provider.updateAmount(order.paymentIntentId, wanted.amount);
    await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
    await tx.insert(orderLines).values(wanted.lines.map((line) => ({ ...line, orderId: order.id })));
    const [updated] = await tx
      .update(orders)
      .set({
        baseAmountMinor: wanted.base.minor,
        amountMinor: wanted.amount.minor,
        exchangeRate: String(wanted.rate),
        country: wanted.country,
        ...wanted.breakdown,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "pending")))
      .returning();
    return updated;
  });
}

/**
 * Gives the order its intent, once: a concurrent checkout that recorded another one first wins,
 * and this one's intent is cancelled (best effort) so the order never has two payable intents.
 */
async function recordIntent(db: Db, provider: PaymentProvider, order: OrderRow, intent: CreatedIntent): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.clientSecret)))
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (current.paymentIntentId !== intent.id) await provider.cancel(intent.id).catch(() => undefined);
  return current;
}

/** What an attempt's failure says about it: only silence leaves it to be retried under its key. */
function stateAfter(error: unknown): AttemptState {
  if (error instanceof ProviderUnavailableError) return error.answered ? "unknown" : "started";
  // A refusal (amount out of range, a bad parameter): Stripe made nothing.
  if (error instanceof BadRequestError || error instanceof ConflictError) return "none";
  return "unknown";
}

/**
 * A pending order whose intent could not be created yet (provider down) gets it now. Each
 * creation request is stored with a random idempotency key before it is sent (payment_attempts),
 * and that key is reused only to retry exactly that request after silence. After an answer that
 * leaves the outcome unknown (Stripe's 500, stored under its key for 24 hours) the next request
 * first recovers what it may have made, then goes under a new key; a key Stripe refuses as used
 * with other parameters is replaced at once, never repeated.
 */
async function ensureIntent(db: Db, provider: PaymentProvider, order: OrderRow, email: string | undefined): Promise<OrderRow> {
  if (order.clientSecret) return order;
  const request = { orderId: order.id, amount: chargedAmount(order), receiptEmail: email ?? null };
  for (let round = 0; ; round++) {
    let attempt = await retryableAttempt(db, request);
    if (!attempt) {
      const since = await uncertainSince(db, order.id);
      const recovered = since && (await provider.recoverIntent({ orderId: order.id, amount: request.amount, since }));
      if (recovered) return recordIntent(db, provider, order, recovered);
      attempt = await startAttempt(db, request);
    }
    try {
      const intent = await provider.createIntent({
        amount: request.amount,
        orderId: order.id,
        receiptEmail: email,
        idempotencyKey: attempt.idempotencyKey,
      });
      await markAttempt(db, attempt.id, "created", intent.id);
      return recordIntent(db, provider, order, intent);
    } catch (error) {
      const state = stateAfter(error);
      if (state !== "started") await markAttempt(db, attempt.id, state);
      if (error instanceof IdempotencyKeyReusedError && round === 0) continue;
      throw error;
    }
  }
}

/** Who the order is for: a signed-in customer, or a guest (no account; name and e-mail come with the shipping). */
export type CheckoutCustomer = { userId: number | null; name: string | null; email: string | null };

/** The pending order and its intent, as prepared, with the order row (a guest's checkout proof names it). */
export type PlacedCheckout = { checkout: Checkout; order: OrderRow };

/**
 * Creates or brings up to date the signed-in shopper's pending order and its payment intent,
 * priced from their server-side cart at current catalogue prices, the shop's exchange rate, the
 * discount code and delivery chosen, and the country's tax (lib/pricing).
 * An unchanged cart gets the same intent back; a changed one updates the pending order and its
 * intent's amount, so abandoned intents do not pile up. A total of 0.00 is a free order, placed
 * without a payment intent (lib/orders/checkout/free-order.ts confirms it).
 */
export async function prepareCheckout(user: SessionUser, input: CreateIntentInput): Promise<Checkout> {
  const customer = { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  const pending = await findPendingOrder(await getDb(), user.id);
  return (await placeCheckout(customer, pending, await listCart(user.id), input)).checkout;
}

/**
 * The checkout of `cart` for `customer`, continuing `pending` (their pending order, if any): the
 * same order and intent while the cart is unchanged, updated when it changed, replaced when the
 * currency or provider changed. `onCreate` runs before a new order is made (a guest's limit),
 * `onCreated` once it exists (before its intent is asked for, which may fail).
 */
export async function placeCheckout(
  customer: CheckoutCustomer,
  pending: OrderRow | undefined,
  cart: CartLine[],
  input: CreateIntentInput,
  onCreate?: () => Promise<void>,
  onCreated?: (order: OrderRow) => void,
): Promise<PlacedCheckout> {
  const country = paymentCountry(input.currency, input.country);
  const currency = currencyOf(input.currency);
  const provider = paymentProvider();
  const lines = snapshot(cart);
  if (lines.length === 0) throw new BadRequestError(EMPTY_CART);

  const db = await getDb();
  const email = customer.email ?? undefined;
  const discountCustomer = { userId: customer.userId, email: customer.email ?? pending?.customerEmail ?? null };
  const priced = await priceCart(db, cart, country, discountCustomer, input);
  // The shopper asked for this code and would pay without it: they decide, not the server.
  if (priced.discountError) throw new ConflictError(priced.discountError);
  const rate = priced.rate;
  const base = sum(cart.map((line) => line.totalPrice));
  const amount = priced.quote.total;
  const breakdown = breakdownOf(priced);
  // A total of 0.00 (a 100% code) has nothing to charge: the order is placed without a payment.
  const orderProvider: OrderProvider = amount.minor === 0 ? FREE_ORDER_PROVIDER : provider.name;
  const placed = async (order: OrderRow): Promise<PlacedCheckout> => {
    const ready = await ensureIntent(db, provider, order, email ?? order.customerEmail ?? undefined);
    return { checkout: answer(ready, priced), order: ready };
  };

  if (pending && pending.provider === orderProvider && pending.currency === currency) {
    const wanted = { lines: withLinePricing(lines, priced), amount, base, rate, country, breakdown };
    const continued = await continueCheckout(db, provider, pending.id, wanted);
    if (continued) return placed(continued);
    // Settled meanwhile (paid, say, in another tab): the cart as it is now is an order of its own.
    pending = undefined;
  }
  await onCreate?.();
  if (pending) {
    // Another currency, or free instead of paid (or back): the old intent can never be paid as it stands.
    // Stripe refuses to cancel a payment that went through or is processing (409): that order is
    // not replaced, so the shopper is not charged twice. Other failures leave a stray intent only.
    if (pending.clientSecret && pending.provider === provider.name)
      await provider.cancel(pending.paymentIntentId).catch((error: unknown) => {
        if (error instanceof ConflictError) throw error;
      });
    await db
      .update(orders)
      .set({ paymentStatus: "failed", failureReason: REPLACED, updatedAt: new Date() })
      .where(and(eq(orders.id, pending.id), eq(orders.paymentStatus, "pending")));
  }

  const order = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        userId: customer.userId,
        // Replaced by the provider's id as soon as the intent exists; a free order is its own.
        ...(orderProvider === FREE_ORDER_PROVIDER ? freeOrderReference() : { paymentIntentId: intentPlaceholder(customer.userId ?? 0) }),
        provider: orderProvider,
        currency,
        country,
        baseAmountMinor: base.minor,
        exchangeRate: String(rate),
        amountMinor: amount.minor,
        ...breakdown,
        customerName: customer.name,
        customerEmail: customer.email,
      })
      .returning();
    await tx.insert(orderLines).values(withLinePricing(lines, priced).map((line) => ({ ...line, orderId: created.id })));
    return created;
  });
  onCreated?.(order);
  return placed(order);
}
