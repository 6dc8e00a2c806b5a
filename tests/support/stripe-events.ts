import Stripe from "stripe";
import { stripeFixture } from "./stripe-double";

// Stripe's webhook events about an intent, signed as Stripe signs them, for tests that post them to the shop.

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_double";
const sdk = new Stripe("sk_test_only_for_signing");

/** Stripe's signature header for a payload (with another secret or an old timestamp, a forged one). */
export function stripeSignature(payload: string, secret = WEBHOOK_SECRET, timestamp?: number): string {
  return sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** Any payload with a valid signature, as Stripe would sign it. */
export function signedPayload(payload: string, secret = WEBHOOK_SECRET) {
  return { payload, signature: stripeSignature(payload, secret) };
}

export function signedEvent(type: string, intent: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`, secret = WEBHOOK_SECRET) {
  return signedPayload(JSON.stringify({ ...stripeFixture("event"), id, type, data: { object: intent } }), secret);
}
