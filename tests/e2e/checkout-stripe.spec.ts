import { expect, test } from "@playwright/test";
import Stripe from "stripe";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double";
import { WEBHOOK_SECRET } from "../support/stripe-events";
import { signUpCustomer } from "./checkout-helpers";
import { startInstance, type Instance } from "./instance-servers";

// The same journey with Stripe as the provider: a production server of its own talks to the
// double of Stripe's API. Stripe.js cannot load here (no network), so the test does what the
// Payment Element does in the browser: confirm the intent at "Stripe" with a test card. No
// webhook is sent: the order page must learn the outcome by asking the shop, which asks Stripe.

test.skip(
  !process.env.DATABASE_URL,
  "A second server needs PostgreSQL; the embedded database lives inside one process",
);
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT || 3100) + 13;

let stripe: StripeDouble;
let server: Instance;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stripe = await startStripeDouble();
  server = await startInstance(PORT, {
    REDIS_URL: undefined,
    STRIPE_SECRET_KEY: "sk_test_double",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: "http",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

function confirmAtStripe(intentId: string, paymentMethod: string) {
  const client = new Stripe("sk_test_double", {
    host: "127.0.0.1",
    port: stripe.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return client.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
}

test("with Stripe, a declined card followed by a good one on the same intent ends on 'Order complete!'", async ({
  page,
}) => {
  await page.goto(`${server.url}/api/health`);
  await signUpCustomer(page, "stripe", server.url);
  const items = await (await page.request.get(`${server.url}/api/productItem/1/byProduct`)).json();
  expect(
    (
      await page.request.post(`${server.url}/api/cart`, { data: { productItemId: items[0].id, quantity: 1 } })
    ).status(),
  ).toBeLessThan(300);
  const created = await page.request.post(`${server.url}/api/stripe/create-intent`, {
    data: { amount: 1, currency: "aud", country: "au", cart: [] },
  });
  expect(created.status()).toBe(200);
  const { paymentIntentId } = (await created.json()) as { paymentIntentId: string };

  await expect(confirmAtStripe(paymentIntentId, "pm_card_chargeDeclined")).rejects.toMatchObject({
    code: "card_declined",
  });
  await page.goto(`${server.url}/order-complete?pi=${paymentIntentId}`);
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByText("Your card was declined.")).toBeVisible();

  // The shopper pays with another card; the page, still following the order, turns to success.
  expect((await confirmAtStripe(paymentIntentId, "pm_card_visa")).status).toBe("succeeded");
  await expect(page.getByRole("heading", { name: "Order complete!" })).toBeVisible();
  await expect(page.getByText(/^Charged \d+\.\d{2} AUD\.$/)).toBeVisible();
});
