import Stripe from "stripe";
import { POST as postWebhook } from "@/app/api/stripe/webhook/route";
import { resetPaymentProvider } from "@/lib/payments/provider";
import { routeContext } from "./account-fixtures";
import { startStripeDouble, stripeFixture, type StripeDouble } from "../support/stripe-double";
import { signedPayload, WEBHOOK_SECRET } from "../support/stripe-events";

export { signedEvent, signedPayload, stripeSignature } from "../support/stripe-events";

// The Stripe provider against the local double of Stripe's API, and Stripe's signed webhooks
// posted to the shop's route, for the payments tests.

const STRIPE_SETTINGS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_HOST", "STRIPE_API_PORT", "STRIPE_API_PROTOCOL", "STRIPE_API_TIMEOUT_MS"];

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

export function sendWebhook({ payload, signature, contentType = "application/json" }: { payload: string; signature?: string; contentType?: string }) {
  const headers: Record<string, string> = {};
  if (contentType) headers["content-type"] = contentType;
  if (signature !== undefined) headers["stripe-signature"] = signature;
  return postWebhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers, body: payload }), routeContext());
}

/**
 * What Stripe.js does in the shopper's browser: confirms the intent with one of Stripe's test
 * payment methods (pm_card_visa pays, pm_card_chargeDeclined is declined), through the real SDK.
 * Answers the intent, or the SDK's error for a decline.
 */
export async function confirmAtStripe(double: StripeDouble, intentId: string, paymentMethod: string): Promise<Stripe.PaymentIntent | InstanceType<typeof Stripe.errors.StripeError>> {
  const stripe = stripeClientFor(double);
  try {
    return await stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
}

/**
 * The double's intent as Stripe has it once paid: succeeded, its whole amount received. What a
 * success event carries and a status check reads; a refund or dispute presumes it.
 */
export function succeededAtStripe(double: StripeDouble, intentId: string): Record<string, unknown> {
  const intent = double.intents.get(intentId);
  if (!intent) throw new Error(`The double has no intent ${intentId}`);
  Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
  return intent;
}

/** A Stripe SDK client on the double, for tests that talk to "Stripe" themselves. */
export function stripeClientFor(double: StripeDouble): Stripe {
  return new Stripe("sk_test_double", { host: "127.0.0.1", port: double.port, protocol: "http", maxNetworkRetries: 0 });
}

let disputeEvents = 0;
/** A `charge.dispute.*` event about a dispute of the double's, signed as Stripe signs it, created at `created` (seconds). */
export function disputeEvent(type: string, dispute: Record<string, unknown>, created: number) {
  const id = `evt_dispute_${Date.now().toString(36)}_${++disputeEvents}`;
  return signedPayload(JSON.stringify({ ...stripeFixture("event"), id, type, created, data: { object: dispute } }));
}

/** Posts Stripe's events (the double's, unsigned) to the shop signed as Stripe signs them; answers each status. */
export async function sendStripeEvents(events: Record<string, unknown>[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const event of events) statuses.push((await sendWebhook(signedPayload(JSON.stringify(event)))).status);
  return statuses;
}
