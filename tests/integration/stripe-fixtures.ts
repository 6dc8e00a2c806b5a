import Stripe from "stripe";
import { POST as postWebhook } from "@/app/api/stripe/webhook/route";
import { resetPaymentProvider } from "@/lib/payments/provider";
import { routeContext } from "./account-fixtures";
import { startStripeDouble, stripeFixture, type StripeDouble } from "../support/stripe-double";

// The Stripe provider against the local double of Stripe's API, and Stripe's signed webhooks,
// for the payments tests.

const WEBHOOK_SECRET = "whsec_test_secret_for_the_double";
const STRIPE_SETTINGS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_HOST", "STRIPE_API_PORT", "STRIPE_API_PROTOCOL", "STRIPE_API_TIMEOUT_MS"];
const sdk = new Stripe("sk_test_only_for_signing");

/** Starts the double before the file's tests and points the shop's Stripe provider at it; `settings` adds to them. */
export function withStripeDouble(settings: Record<string, string> = {}): () => StripeDouble {
  let double: StripeDouble;
  beforeAll(async () => {
    double = await startStripeDouble();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_double",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(double.port),
      STRIPE_API_PROTOCOL: "http",
      ...settings,
    });
    resetPaymentProvider();
  });
  afterAll(async () => {
    for (const key of STRIPE_SETTINGS) delete process.env[key];
    resetPaymentProvider();
    await double.close();
  });
  return () => double;
}

/** A Stripe event about an intent, signed as Stripe signs it. */
export function signedEvent(type: string, intent: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ ...stripeFixture("event"), id, type, data: { object: intent } });
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

export function sendWebhook({ payload, signature }: { payload: string; signature?: string }) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["stripe-signature"] = signature;
  return postWebhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers, body: payload }), routeContext());
}
