/** @jest-environment node */
import fc from "fast-check";
import Stripe from "stripe";
import { POST as postWebhook } from "@/app/api/stripe/webhook/route";
import { resetPaymentProvider } from "@/lib/payments/provider";
import { routeContext } from "./account-fixtures";
import { hostileBody, hostileString } from "./hostile-arbitraries";
import { answerProblem, changedTables, fingerprint } from "./hostile-checks";
import { hostileShop, type HostileShop } from "./hostile-fixtures";
import { HOSTILE_SEED } from "./hostile-property";
import { startStripeDouble, stripeFixture, type StripeDouble } from "../support/stripe-double";

// The Stripe webhook fed hostile events: forged or broken signatures are refused with a 4xx that
// changes nothing; even a correctly signed event of a hostile shape never makes a 5xx.

jest.setTimeout(120_000);

const WEBHOOK_SECRET = "whsec_hostile_input_test";
const sdk = new Stripe("sk_test_only_for_signing");
const STRIPE_ENV = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
];
let double: StripeDouble;
let shop: HostileShop;

beforeAll(async () => {
  double = await startStripeDouble();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_double",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(double.port),
    STRIPE_API_PROTOCOL: "http",
  });
  resetPaymentProvider();
  shop = await hostileShop();
});

afterAll(async () => {
  for (const key of STRIPE_ENV) delete process.env[key];
  resetPaymentProvider();
  await double.close();
});

/** An event about the shop's own pending intent: what the generated payloads bend. */
function eventTemplate(): Record<string, unknown> {
  return {
    ...stripeFixture("event"),
    id: "evt_hostile",
    type: "payment_intent.payment_failed",
    data: {
      object: {
        id: shop.known.paymentIntentId,
        object: "payment_intent",
        status: "requires_payment_method",
        last_payment_error: { message: "Declined" },
      },
    },
  };
}

/** Header values cannot hold NUL, CR, LF or characters beyond Latin-1; a client cannot send them either. */
const headerSafe = (text: string) => text.replace(/[\u0000\r\n]|[^\u0000-\u00ff]/g, "?");

function forgedSignature(payload: string): fc.Arbitrary<string | undefined> {
  const now = Math.floor(Date.now() / 1000);
  return fc.oneof(
    fc.constant(undefined),
    hostileString.map(headerSafe),
    fc.constantFrom(
      "t=,v1=",
      "v1=",
      "t=abc,v1=def",
      `t=${now}`,
      `t=${now},v1=${"0".repeat(64)}`,
      `t=${now},v0=${"f".repeat(64)}`,
      `t=${"9".repeat(400)},v1=a`,
    ),
    // Right scheme, wrong secret, or the right secret for another payload, or long expired.
    fc.constant(sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" })),
    fc.constant(sdk.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: WEBHOOK_SECRET })),
    fc.constant(
      sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: now - 3600 }),
    ),
  );
}

async function deliver(
  payload: string,
  signature: string | undefined,
  contentType?: string,
): Promise<{ response: Response; changed: string[] }> {
  const headers: Record<string, string> = {};
  if (contentType) headers["content-type"] = contentType;
  if (signature !== undefined) headers["stripe-signature"] = signature;
  const before = await fingerprint();
  const response = await postWebhook(
    new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers, body: payload }),
    routeContext(),
  );
  return { response, changed: changedTables(before, await fingerprint()) };
}

it("refuses a forged, stale or missing signature on any payload with a 4xx that changes nothing", async () => {
  const input = hostileBody(eventTemplate()).chain((body) =>
    forgedSignature(body.text).map((signature) => ({ body, signature })),
  );
  await fc.assert(
    fc.asyncProperty(input, async ({ body, signature }) => {
      const { response, changed } = await deliver(body.text, signature, body.contentType);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await answerProblem(response, `${body.text}\n${signature ?? ""}`)).toBeUndefined();
      expect(changed).toEqual([]);
    }),
    { seed: HOSTILE_SEED, numRuns: 60 },
  );
});

it("answers a correctly signed event of any shape without a 5xx or a leak", async () => {
  await fc.assert(
    fc.asyncProperty(hostileBody(eventTemplate()), async (body) => {
      const signature = sdk.webhooks.generateTestHeaderString({ payload: body.text, secret: WEBHOOK_SECRET });
      const { response, changed } = await deliver(body.text, signature, body.contentType);
      expect(await answerProblem(response, body.text)).toBeUndefined();
      if (response.status >= 400) expect(changed).toEqual([]);
    }),
    { seed: HOSTILE_SEED, numRuns: 60 },
  );
});
