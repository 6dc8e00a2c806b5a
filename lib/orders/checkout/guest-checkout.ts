import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { usesSecureCookies } from "@/lib/auth/config";
import { MAX_QUANTITY, MIN_QUANTITY } from "@/lib/cart/limits";
import type { CartLine } from "@/lib/cart/types";
import { getProductItems } from "@/lib/catalog/read/product-items";
import { BadRequestError, withHeaders } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { times } from "@/lib/money/money";
import { placeCheckout, EMPTY_CART, type Checkout } from "@/lib/orders/checkout/checkout";
import { sign, verify } from "@/lib/orders/read/guest-link";
import { recordGuestCheckout } from "@/lib/orders/checkout/guest-limit";
import type { GuestViewer, OrderRow } from "@/lib/orders/read/order-rows";
import type { CreateIntentInput } from "@/lib/orders/contract/schemas";

// A signed-out shopper's checkout. The guest proves which order is theirs with an httpOnly
// cookie holding that order's id, an expiry and an HMAC over both (guest-link.ts, purpose
// "checkout"): the intent, shipping and test-card calls act only on that one guest order, so
// neither a guessed order id nor another guest's payment reference reaches anything. The
// cookie is renewed with every intent and names a new order when the checkout starts anew.

/** How long a guest may take over one checkout (the abandoned-checkout expiry's default). */
export const GUEST_CHECKOUT_SECONDS = 24 * 60 * 60;

export function guestCheckoutCookieName(): string {
  // __Host-: only ever set by this origin over HTTPS, for the whole site.
  return `${usesSecureCookies() ? "__Host-" : ""}shop-guest-checkout`;
}

function cookieValue(headers: Pick<Headers, "get">): string | null {
  const name = guestCheckoutCookieName();
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The guest order the request's checkout cookie proves, or null (none, tampered or expired). */
export function guestCheckoutOrder(headers: Pick<Headers, "get">): number | null {
  const match = /^(\d{1,10})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/.exec(cookieValue(headers) ?? "");
  if (!match) return null;
  const [orderId, expires] = [Number(match[1]), Number(match[2])];
  return verify(orderId, expires, match[3], "checkout") ? orderId : null;
}

/** The guest viewer a request stands for: its proven order, or one no order matches. */
export function guestViewer(headers: Pick<Headers, "get">): GuestViewer {
  return { guestOrderId: guestCheckoutOrder(headers) ?? 0 };
}

/** The Set-Cookie value proving `orderId` to this browser for GUEST_CHECKOUT_SECONDS. */
export function guestCheckoutCookie(orderId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + GUEST_CHECKOUT_SECONDS;
  return [
    `${guestCheckoutCookieName()}=${orderId}.${expires}.${sign(orderId, expires, "checkout")}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(usesSecureCookies() ? ["Secure"] : []),
    `Max-Age=${GUEST_CHECKOUT_SECONDS}`,
  ].join("; ");
}

/** A line of a signed-out cart as a body lists it: which item and how many (nothing else is read). */
export type GuestCartLine = { productItemId?: number; quantity: number };

/**
 * The guest's cart as the body lists it, priced from the catalogue now: item ids and quantities
 * only (prices and the amount in the body are never read). Lines of one item are added
 * together, at most MAX_QUANTITY in all (400 naming the line past it); an unknown, retired or archived item is a 400 naming the line. Stock is checked by
 * the checkout itself, as for a signed-in cart (409).
 */
export async function guestCart(lines: readonly GuestCartLine[]): Promise<CartLine[]> {
  const wanted = new Map<number, { quantity: number; index: number }>();
  lines.forEach((line, index) => {
    const { productItemId, quantity } = line;
    if (productItemId === undefined || !Number.isSafeInteger(productItemId) || productItemId < 1)
      throw new BadRequestError(`cart[${index}].productItemId: is required`);
    if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY)
      throw new BadRequestError(`cart[${index}].quantity: must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`);
    const seen = wanted.get(productItemId);
    const total = (seen?.quantity ?? 0) + quantity;
    // One limit per item, as the signed-in cart's one line per item has it, however the lines split it.
    if (seen && total > MAX_QUANTITY)
      throw new BadRequestError(
        `cart[${index}].quantity: at most ${MAX_QUANTITY} of an item per cart (cart[${seen.index}] has ${seen.quantity} of it)`,
      );
    wanted.set(productItemId, { quantity: total, index: seen?.index ?? index });
  });
  if (wanted.size === 0) throw new BadRequestError(EMPTY_CART);
  const items = await getProductItems([...wanted.keys()]);
  return [...wanted].map(([productItemId, { quantity, index }]) => {
    const productItem = items.get(productItemId);
    if (!productItem) throw new BadRequestError(`cart[${index}].productItemId: ${productItemId} is not for sale`);
    return { id: index, productItem, quantity, totalPrice: times(productItem.price, quantity) };
  });
}

async function pendingGuestOrder(orderId: number | null): Promise<OrderRow | undefined> {
  if (orderId === null) return undefined;
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.userId), eq(orders.paymentStatus, "pending")));
  return order;
}

/**
 * The guest's checkout: their cookie's order continued while it is pending, else a new guest
 * order (counted against the address's hourly limit). Answers the Set-Cookie for the order.
 */
export async function prepareGuestCheckout(
  request: Request,
  input: CreateIntentInput,
): Promise<{ checkout: Checkout; cookie: string }> {
  const cart = await guestCart(input.cart ?? []);
  const pending = await pendingGuestOrder(guestCheckoutOrder(request.headers));
  const customer = { userId: null, name: pending?.customerName ?? null, email: pending?.customerEmail ?? null };
  let made: number | null = null;
  try {
    const { checkout, order } = await placeCheckout(
      customer,
      pending,
      cart,
      input,
      () => recordGuestCheckout(clientIp(request.headers)),
      (order) => (made = order.id),
    );
    return { checkout, cookie: guestCheckoutCookie(order.id) };
  } catch (error) {
    // The order was made before the provider failed (503): the answer names it too, so the
    // guest's retry continues that order and its intent instead of making another.
    if (made !== null) throw withHeaders(error, { "Set-Cookie": guestCheckoutCookie(made) });
    throw error;
  }
}
