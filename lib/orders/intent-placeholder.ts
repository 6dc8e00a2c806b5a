// A pending order's paymentIntentId before its intent exists: unique, never a provider id, and
// carrying how many creations the provider answered with a server error (`_a{n}`), so the next
// creation uses a fresh idempotency key without a column of its own.

const PREFIX = "pending_";

export function intentPlaceholder(userId: number, attempt = 0): string {
  return `${PREFIX}${userId}_${Date.now()}_${Math.random().toString(36).slice(2)}_a${attempt}`;
}

export function isIntentPlaceholder(paymentIntentId: string): boolean {
  return paymentIntentId.startsWith(PREFIX);
}

/** The creation attempt a placeholder stands for; 0 for a provider id or an older placeholder. */
export function attemptOf(paymentIntentId: string): number {
  if (!isIntentPlaceholder(paymentIntentId)) return 0;
  const match = /_a(\d+)$/.exec(paymentIntentId);
  return match ? Number(match[1]) : 0;
}
