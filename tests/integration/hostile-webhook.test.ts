/** @jest-environment node */
import fc from "fast-check";
import { hostileBody, hostileString } from "./hostile-arbitraries";
import { answerProblem, changedTables, fingerprint } from "./hostile-checks";
import { hostileShop, type HostileShop } from "./hostile-fixtures";
import { HOSTILE_SEED } from "./hostile-property";
import { sendWebhook, stripeSignature, withStripeDouble } from "./stripe-fixtures";
import { stripeFixture } from "../support/stripe-double";

// The Stripe webhook fed hostile events: forged or broken signatures are refused with a 4xx that
// changes nothing; even a correctly signed event of a hostile shape never makes a 5xx.

jest.setTimeout(120_000);

withStripeDouble();
let shop: HostileShop;

beforeAll(async () => {
  shop = await hostileShop();
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
    fc.constant(stripeSignature(payload, "whsec_someone_else")),
    fc.constant(stripeSignature(`${payload} `)),
    fc.constant(stripeSignature(payload, undefined, now - 3600)),
  );
}

async function deliver(
  payload: string,
  signature: string | undefined,
  contentType?: string,
): Promise<{ response: Response; changed: string[] }> {
  const before = await fingerprint();
  const response = await sendWebhook({ payload, signature, contentType: contentType ?? "" });
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
      const signature = stripeSignature(body.text);
      const { response, changed } = await deliver(body.text, signature, body.contentType);
      expect(await answerProblem(response, body.text)).toBeUndefined();
      if (response.status >= 400) expect(changed).toEqual([]);
    }),
    { seed: HOSTILE_SEED, numRuns: 60 },
  );
});
