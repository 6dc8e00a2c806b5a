import Stripe from "stripe";
import { stripeFixture } from "./stripe-double";

// Stripe's webhook events about an intent, signed as Stripe signs them, for tests that post them to the shop.

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_double";
const sdk = new Stripe("sk_test_only_for_signing");

export function signedEvent(type: string, intent: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ ...stripeFixture("event"), id, type, data: { object: intent } });
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
