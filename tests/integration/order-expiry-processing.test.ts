/** @jest-environment node */
import { runSweeps } from "@/lib/jobs/worker";
import { mailTo, runJobs, useFreshMailDir } from "./mail-fixtures";
import { stockOf } from "./payments-fixtures";
import { ageOrder, jobsOf, makeDue, orderRow, pendingCheckout, statusSteps, type Checkout } from "./order-life-fixtures";
import { confirmAtStripe, sendWebhook, signedPayload, withStripeDouble } from "./stripe-fixtures";
import { stripeFixture, type StripeDouble } from "../support/stripe-double";

// Issue 34, defect 6: a payment still processing (a bank debit, days long) when its checkout is
// due to expire. Stripe refuses to cancel a processing intent, so the checkout is kept until the
// bank answers, however late; a debit that fails tells the shopper by e-mail and the checkout
// then expires as any other; and no expiry job, finished or given up, blocks a later one.

const stripeDouble = withStripeDouble();
let double: StripeDouble;
beforeAll(() => {
  useFreshMailDir();
  double = stripeDouble();
});
afterEach(() => double.failWith(null));

let eventNumber = 0;
const stripeEvent = (type: string, object: Record<string, unknown>) =>
  signedPayload(
    JSON.stringify({ ...stripeFixture("event"), id: `evt_expiry_${++eventNumber}`, type, created: 1_700_000_000 + eventNumber, data: { object } }),
  );

const intentOf = (checkout: Checkout) => double.intents.get(checkout.intent.paymentIntentId)!;

async function deliver(type: string, object: Record<string, unknown>): Promise<void> {
  const event = stripeEvent(type, object);
  for (let round = 0; round < 2; round++) expect((await sendWebhook(event)).status).toBe(200);
}

/** The shopper pays by bank debit: Stripe says processing, and says so by webhook. */
async function processingCheckout(): Promise<Checkout> {
  const checkout = await pendingCheckout([1]);
  await confirmAtStripe(double, checkout.intent.paymentIntentId, "pm_usBankAccount");
  expect(intentOf(checkout).status).toBe("processing");
  await deliver("payment_intent.processing", intentOf(checkout));
  return checkout;
}

/** The sweep after `hours` untouched, then the worker until its jobs are done or given up (backoffs skipped). */
async function expireAfter(checkout: Checkout, hours: number): Promise<void> {
  await ageOrder(checkout.orderId, hours);
  await runSweeps();
  for (let round = 0; round < 10; round++) {
    await makeDue(checkout.orderId);
    await runJobs();
  }
}

const cancelsOf = (checkout: Checkout) =>
  double.requests.filter((request) => request.path === `/v1/payment_intents/${checkout.intent.paymentIntentId}/cancel`);

describe("a checkout whose payment is processing when it is due to expire", () => {
  it("is kept without asking Stripe to cancel; the debit failing days later tells the shopper, and the checkout then expires", async () => {
    const checkout = await processingCheckout();
    await expireAfter(checkout, 25);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "pending" });
    expect(cancelsOf(checkout).length).toBe(0);
    expect((await jobsOf(checkout.orderId)).map((job) => job.state)).toEqual(["done"]);

    // Days later the bank refuses the debit: Stripe puts the intent back to requires_payment_method.
    double.finishProcessing(checkout.intent.paymentIntentId, "failed");
    await deliver("payment_intent.payment_failed", intentOf(checkout));
    await runJobs();
    expect(await orderRow(checkout.orderId)).toMatchObject({
      paymentStatus: "pending",
      failureReason: "The customer's account has insufficient funds to cover this payment.",
    });
    const told = mailTo(checkout.user.email).filter((mail) => mail.subject.includes("did not go through"));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("The customer's account has insufficient funds to cover this payment.");

    // Not paid with another method either: it expires as any abandoned checkout does.
    await expireAfter(checkout, 25);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "expired" });
    expect(intentOf(checkout).status).toBe("canceled");
    expect(await statusSteps(checkout.orderId)).toEqual(["pending→expired"]);
    expect(mailTo(checkout.user.email).filter((mail) => mail.subject.includes("did not go through"))).toHaveLength(1);
  });

  it("is checked again at each later sweep, and paid when the debit succeeds however late", async () => {
    const checkout = await processingCheckout();
    await expireAfter(checkout, 25);
    await expireAfter(checkout, 80);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "pending" });
    expect((await jobsOf(checkout.orderId)).map((job) => job.state)).toEqual(["done", "done"]);
    expect(cancelsOf(checkout).length).toBe(0);

    double.finishProcessing(checkout.intent.paymentIntentId, "succeeded");
    await deliver("payment_intent.succeeded", intentOf(checkout));
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await stockOf(checkout.items[0].id)).toBe(9);
    expect(mailTo(checkout.user.email).filter((mail) => mail.subject.includes("did not go through"))).toEqual([]);
  });
});

describe("an expiry job that gave up", () => {
  it("blocks no later attempt: once Stripe answers again, the next sweep expires the checkout", async () => {
    const checkout = await pendingCheckout([1]);
    double.failWith(500);
    await expireAfter(checkout, 25);
    expect((await jobsOf(checkout.orderId)).map((job) => job.state)).toEqual(["failed"]);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "pending" });

    double.failWith(null);
    await expireAfter(checkout, 25);
    expect(await orderRow(checkout.orderId)).toMatchObject({ paymentStatus: "expired" });
    expect(intentOf(checkout).status).toBe("canceled");
  });
});
