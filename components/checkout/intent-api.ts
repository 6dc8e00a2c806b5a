import { apiRequest } from "@/components/http/api-request";
import type { PricingChoice } from "@/components/cart/quote-api";
import type { CartLineResponse } from "@/lib/cart/types";
import { checkoutIntentSchema, testPaymentResultSchema, type CheckoutIntent } from "@/lib/orders/contract/responses";
import type { CreateIntentRequest, FreeConfirmRequest, ShippingRequest, TestConfirmRequest } from "@/lib/orders/contract/schemas";

// The checkout's calls from the browser: bodies typed by the orders contract, answers checked by it.

/** POST /api/stripe/create-intent with the spec's body; the server prices its own cart. */
export function createIntent(
  input: { amount: number; currency: string; country: string; lines: CartLineResponse[]; choice: PricingChoice },
  signal?: AbortSignal,
): Promise<CheckoutIntent> {
  const { discountCode, shippingMethodId } = input.choice;
  const body: CreateIntentRequest = {
    amount: input.amount,
    currency: input.currency.toLowerCase(),
    country: input.country.toLowerCase(),
    ...(discountCode ? { discountCode } : {}),
    ...(shippingMethodId ? { shippingMethodId } : {}),
    // The item ids price a guest's checkout; a signed-in one is priced from the server's cart.
    cart: input.lines.map((line) => ({
      product: { id: line.productItem.product.id },
      productItemId: line.productItem.id,
      quantity: line.quantity,
    })),
  };
  return apiRequest("/api/stripe/create-intent", { method: "POST", body, schema: checkoutIntentSchema, signal });
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

/** PUT /api/stripe/{id}/shipping; the id is the client secret's part before "_secret_". */
export function saveShipping(clientSecret: string, body: ShippingRequest) {
  const intentId = clientSecret.split("_secret_")[0];
  return apiRequest(`/api/stripe/${encodeURIComponent(intentId)}/shipping`, { method: "PUT", body });
}

export function confirmTestPayment(body: TestConfirmRequest) {
  return apiRequest("/api/payments/test/confirm", { method: "POST", body, schema: testPaymentResultSchema });
}

/** POST /api/payments/free/confirm: places an order whose total is 0.00. */
export function placeFreeOrder(body: FreeConfirmRequest) {
  return apiRequest("/api/payments/free/confirm", { method: "POST", body, schema: testPaymentResultSchema });
}

export function orderCompleteHref(paymentIntentId: string): string {
  return `/order-complete?pi=${encodeURIComponent(paymentIntentId)}`;
}
