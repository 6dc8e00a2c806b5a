import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, orders, productItems } from "@/db/schema";
import { PUT as putShipping } from "@/app/api/stripe/[id]/shipping/route";
import { POST as postIntent } from "@/app/api/stripe/create-intent/route";
import { POST as postConfirm } from "@/app/api/payments/test/confirm/route";
import { GET as getStatus } from "@/app/api/orderstatus/route";
import { apiRequest, json, routeContext } from "./account-fixtures";

// Calls of the checkout flow, as the browser makes them, for the payments tests.

process.env.MAIL_DIR = mkdtempSync(join(tmpdir(), "shop-mail-"));

export type IntentAnswer = {
  clientSecret: string;
  paymentIntentId: string;
  provider: string;
  amount: number;
  currency: string;
  country: string;
};

export { SYDNEY_ADDRESS } from "./order-row-fixtures";

export function createIntent(token: string | undefined, body: unknown) {
  return postIntent(apiRequest("/api/stripe/create-intent", { method: "POST", token, body }), routeContext());
}

export async function intentFor(token: string, country = "au", currency = "aud"): Promise<IntentAnswer> {
  const response = await createIntent(token, { amount: 0.01, currency, country, cart: [] });
  expect(response.status).toBe(200);
  return json<IntentAnswer>(response);
}

export function shipping(token: string | undefined, intentId: string, body: unknown) {
  return putShipping(
    apiRequest(`/api/stripe/${intentId}/shipping`, { method: "PUT", token, body }),
    routeContext({ id: intentId }),
  );
}

export function confirm(token: string | undefined, body: unknown) {
  return postConfirm(apiRequest("/api/payments/test/confirm", { method: "POST", token, body }), routeContext());
}

export function status(token: string | undefined, query: string) {
  return getStatus(apiRequest(`/api/orderstatus${query}`, { token }), routeContext());
}

export const card = (paymentIntentId: string, cardNumber = "4242 4242 4242 4242") => ({
  paymentIntentId,
  cardNumber,
  expiry: "12/34",
  cvc: "123",
});

export async function putInCart(userId: number, productItemId: number, quantity: number): Promise<void> {
  const db = await getDb();
  await db.insert(cartLines).values({ userId, productItemId, quantity });
}

export async function stockOf(itemId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ stock: productItems.stock }).from(productItems).where(eq(productItems.id, itemId));
  return row.stock;
}

export async function orderOf(paymentIntentId: string) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return row;
}
