// A pending order's paymentIntentId before its intent exists: unique, never a provider id. The
// requests made to create the intent are kept in payment_attempts (lib/orders/checkout/payment-attempts.ts).

const PREFIX = "pending_";

export function intentPlaceholder(userId: number): string {
  return `${PREFIX}${userId}_${Date.now()}_${Math.random().toString(36).slice(2)}`;
}

export function isIntentPlaceholder(paymentIntentId: string): boolean {
  return paymentIntentId.startsWith(PREFIX);
}
