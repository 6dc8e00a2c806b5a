import "server-only";
import { ServiceUnavailableError } from "@/lib/errors";
import { stripeProvider } from "./stripe-provider";
import { testProvider } from "./test-provider";
import type { PaymentProvider } from "./types";

export const PAYMENTS_NOT_CONFIGURED = "Card payments are not configured";

/**
 * The test provider may run where no real shop can be harmed: outside production, on the
 * embedded demo database, or where the operator asked for it with PAYMENTS_TEST_MODE=1.
 */
export function testPaymentsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== "production" || !env.DATABASE_URL || env.PAYMENTS_TEST_MODE === "1";
}

const globalForPayments = globalThis as unknown as { shopPaymentProvider?: PaymentProvider };

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider where it is allowed; 503 otherwise. */
export function paymentProvider(): PaymentProvider {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  if (secretKey) {
    globalForPayments.shopPaymentProvider ??= stripeProvider(secretKey, process.env.STRIPE_WEBHOOK_SECRET);
    return globalForPayments.shopPaymentProvider;
  }
  if (!testPaymentsAllowed()) throw new ServiceUnavailableError(PAYMENTS_NOT_CONFIGURED);
  return testProvider;
}

/** Forgets the cached provider (tests switch STRIPE_* settings between files). */
export function resetPaymentProvider(): void {
  globalForPayments.shopPaymentProvider = undefined;
}
