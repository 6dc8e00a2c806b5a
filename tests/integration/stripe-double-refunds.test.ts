import Stripe from "stripe";
import { confirmAtStripe, stripeClientFor, withStripeDouble } from "./stripe-fixtures";
import type { StripeDouble } from "../support/stripe-double";

// The double's refunds as Stripe documents them (issue 34: "the double as strict as Stripe"):
// refunds that stay pending and later succeed, fail or are cancelled, each with its events;
// charge.refunded without a `refunds` list at the API version the SDK pins; refunds listed by
// payment intent with their metadata. Each of these failed against the double before.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
let sdk: Stripe;
beforeAll(() => {
  double = stripeDouble();
  sdk = stripeClientFor(double);
});
afterEach(() => double.refundsStayPending(false));

async function paidIntent(amount = 4000): Promise<string> {
  const intent = await sdk.paymentIntents.create({ amount, currency: "aud", automatic_payment_methods: { enabled: true } });
  const confirmed = await confirmAtStripe(double, intent.id, "pm_card_visa");
  expect(confirmed).toMatchObject({ status: "succeeded" });
  return intent.id;
}

const typesOf = (events: Record<string, unknown>[]) => events.map((event) => event.type);
const objectOf = (event: Record<string, unknown>) => (event.data as { object: Record<string, unknown> }).object;

describe("the double's refunds", () => {
  it("stay pending until the test settles them, with Stripe's events for each outcome, and never move back", async () => {
    const intentId = await paidIntent();
    double.refundsStayPending(true);
    const refund = await sdk.refunds.create({ payment_intent: intentId, amount: 1000, metadata: { shopRefundId: "7" } });
    expect(refund.status).toBe("pending");
    const succeeded = double.settleRefund(refund.id, "succeeded");
    expect(typesOf(succeeded)).toEqual(["refund.updated", "charge.refund.updated", "charge.refunded"]);
    expect(objectOf(succeeded[0])).toMatchObject({ id: refund.id, status: "succeeded", metadata: { shopRefundId: "7" }, payment_intent: intentId });
    // A card refund can still fail after it succeeded; a failed one never succeeds again.
    expect(typesOf(double.settleRefund(refund.id, "failed"))).toEqual(["refund.failed", "refund.updated", "charge.refund.updated"]);
    expect(() => double.settleRefund(refund.id, "succeeded")).toThrow(/does not move a refund from failed/);

    const other = await sdk.refunds.create({ payment_intent: intentId, amount: 500 });
    expect(typesOf(double.settleRefund(other.id, "canceled"))).toEqual(["refund.updated", "charge.refund.updated"]);
    expect(() => double.settleRefund(other.id, "failed")).toThrow(/from canceled/);
  });

  it("a failed or cancelled refund gives its amount back to be refunded; pending ones hold it", async () => {
    const intentId = await paidIntent(2000);
    double.refundsStayPending(true);
    const first = await sdk.refunds.create({ payment_intent: intentId });
    await expect(sdk.refunds.create({ payment_intent: intentId, amount: 1 })).rejects.toMatchObject({ code: "charge_already_refunded" });
    double.settleRefund(first.id, "failed");
    await expect(sdk.refunds.create({ payment_intent: intentId, amount: 2000 })).resolves.toMatchObject({ amount: 2000 });
  });

  it("charge.refunded carries no refunds list, at the SDK's API version, and counts succeeded refunds only", async () => {
    const intentId = await paidIntent();
    const made = await sdk.refunds.create({ payment_intent: intentId, amount: 1500 });
    double.refundsStayPending(true);
    await sdk.refunds.create({ payment_intent: intentId, amount: 700 });
    const event = double.chargeRefundedEvent(intentId);
    expect(event).toMatchObject({ type: "charge.refunded", api_version: Stripe.API_VERSION });
    expect(objectOf(event)).not.toHaveProperty("refunds");
    expect(objectOf(event)).toMatchObject({ payment_intent: intentId, amount: 4000, amount_refunded: 1500, refunded: false });
    expect(made.status).toBe("succeeded");
  });

  it("lists refunds by payment intent, newest first, with their metadata", async () => {
    const one = await paidIntent();
    const two = await paidIntent();
    const a = await sdk.refunds.create({ payment_intent: one, amount: 100, metadata: { shopRefundId: "1" } });
    await sdk.refunds.create({ payment_intent: two, amount: 200, metadata: { shopRefundId: "2" } });
    const b = await sdk.refunds.create({ payment_intent: one, amount: 300 });
    const listed = await sdk.refunds.list({ payment_intent: one, limit: 100 });
    expect(listed.data.map((refund) => [refund.id, refund.metadata])).toEqual([
      [b.id, {}],
      [a.id, { shopRefundId: "1" }],
    ]);
  });

  it("lists every refund by created[gte|lt], by pages of `limit` (10 unless given) with has_more and starting_after", async () => {
    const intentId = await paidIntent(9000);
    const made = [];
    for (let n = 0; n < 12; n++) made.push(await sdk.refunds.create({ payment_intent: intentId, amount: 100 + n }));
    const since = made[0].created;
    const firstPage = await sdk.refunds.list({ created: { gte: since } });
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.has_more).toBe(true);
    const pages = await sdk.refunds.list({ created: { gte: since }, limit: 5, starting_after: made[11].id });
    expect(pages.data.map((refund) => refund.id)).toEqual(made.slice(6, 11).reverse().map((refund) => refund.id));
    const all: string[] = [];
    for await (const refund of sdk.refunds.list({ created: { gte: since }, limit: 4, payment_intent: intentId })) all.push(refund.id);
    expect(all).toEqual(made.map((refund) => refund.id).reverse());
    expect((await sdk.refunds.list({ created: { lt: since }, payment_intent: intentId })).data).toEqual([]);
    await expect(sdk.refunds.list({ limit: 101 })).rejects.toMatchObject({ param: "limit" });
    await expect(sdk.refunds.list({ starting_after: "re_unknown" })).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });
});
