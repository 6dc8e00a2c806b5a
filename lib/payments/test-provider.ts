import { randomBytes } from "node:crypto";
import { NotFoundError } from "@/lib/errors";
import type { PaymentProvider } from "./types";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

/**
 * The built-in provider for trying the shop without a payment account: no money moves and no
 * network is used. Its intents are the orders themselves, so every call but creation has
 * nothing to do; the card decision is made by the test confirmation (lib/orders/test-payment.ts).
 * Ids follow Stripe's shape: the intent id is the client secret's part before "_secret_".
 */
export const testProvider: PaymentProvider = {
  name: "test",
  async createIntent() {
    const id = `pi_test_${randomToken()}`;
    return { id, clientSecret: `${id}_secret_${randomToken()}` };
  },
  async updateAmount() {},
  async attachShipping() {},
  async retrieve() {
    return { status: "processing" };
  },
  async cancel() {},
  async refund() {},
  parseWebhook() {
    throw new NotFoundError("The test payment provider sends no webhooks");
  },
};
