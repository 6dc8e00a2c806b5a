import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import type { CartLine } from "@/lib/cart/types";

export const intentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(["stripe", "test"]),
  amount: z.number(),
  currency: z.string(),
  country: z.string(),
});
export type CheckoutIntent = z.output<typeof intentSchema>;

/** POST /api/stripe/create-intent with the spec's body; the server prices its own cart. */
export function createIntent(
  input: { amount: number; currency: string; country: string; lines: CartLine[] },
  signal?: AbortSignal,
): Promise<CheckoutIntent> {
  return apiRequest("/api/stripe/create-intent", {
    method: "POST",
    body: {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      country: input.country.toLowerCase(),
      cart: input.lines.map((line) => ({ product: { id: line.productItem.product.id }, quantity: line.quantity })),
    },
    schema: intentSchema,
    signal,
  });
}

/** What either payment form needs from the checkout. */
export type PaymentFormProps = {
  intent: CheckoutIntent;
  /** The formatted amount for 'Pay {total}'. */
  total: string;
  /** Name, email and a confirmed shipping address are in place. */
  detailsReady: boolean;
  name: string;
  email: string;
};

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
};

/** PUT /api/stripe/{id}/shipping; the id is the client secret's part before "_secret_". */
export function saveShipping(clientSecret: string, body: { name: string; email: string; shipping: ShippingAddress }) {
  const intentId = clientSecret.split("_secret_")[0];
  return apiRequest(`/api/stripe/${encodeURIComponent(intentId)}/shipping`, { method: "PUT", body });
}

export const testPaymentSchema = z.union([
  z.object({ status: z.literal("succeeded") }),
  z.object({ status: z.literal("failed"), reason: z.string() }),
]);

export function confirmTestPayment(body: {
  paymentIntentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  billingName: string;
  receiptEmail: string;
}) {
  return apiRequest("/api/payments/test/confirm", { method: "POST", body, schema: testPaymentSchema });
}

export function orderCompleteHref(paymentIntentId: string): string {
  return `/order-complete?pi=${encodeURIComponent(paymentIntentId)}`;
}
