import { randomBytes } from "node:crypto";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { aboveMaximumMessage, belowMinimumMessage, MAXIMUM_CHARGE_MINOR, MINIMUM_CHARGE_MINOR } from "./limits";
import type { PaymentProvider, ProviderRefund } from "./types";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

/**
 * The built-in provider for trying the shop without a payment account: no money moves and no
 * network is used. Its intents are the orders themselves, so every call but creation has
 * nothing to do; the card decision is made by the test confirmation (lib/orders/checkout/test-payment.ts).
 * Ids follow Stripe's shape: the intent id is the client secret's part before "_secret_".
 */
/** A refund the test provider made; no money moves, but each shop refund is made once. */
export type TestRefund = ProviderRefund & { intentId: string; amountMinor: number; refundId: number };

const testRefunds = new Map<number, TestRefund>();

/** The test provider's refunds of a payment, oldest first (what a Stripe dashboard would list). */
export function testRefundsOf(intentId: string): TestRefund[] {
  return [...testRefunds.values()].filter((refund) => refund.intentId === intentId);
}

export const RECONCILIATION_NEEDS_STRIPE =
  "Reconciliation compares the shop's orders with Stripe's records; the built-in test provider moves no money and keeps no record of its own outside the shop (its refunds live only in this process's memory), so there is nothing to compare. Set STRIPE_SECRET_KEY to reconcile.";

export const testProvider: PaymentProvider = {
  name: "test",
  // Stripe's charge limits hold here too, 0.00 included: a shop tried on this provider must not
  // accept an order Stripe would refuse.
  async createIntent({ amount }) {
    if (amount.minor < MINIMUM_CHARGE_MINOR[amount.currency]) throw new BadRequestError(belowMinimumMessage(amount));
    if (amount.minor > MAXIMUM_CHARGE_MINOR) throw new BadRequestError(aboveMaximumMessage(amount));
    const id = `pi_test_${randomToken()}`;
    return { id, clientSecret: `${id}_secret_${randomToken()}` };
  },
  async recoverIntent() {
    return null;
  },
  async updateAmount() {},
  async attachShipping() {},
  async retrieve() {
    return { status: "processing", atBank: false };
  },
  async cancel() {},
  async refund({ intentId, refundId, amount }) {
    const made = testRefunds.get(refundId);
    if (made) return { id: made.id, status: made.status };
    const refund: TestRefund = { id: `re_test_${randomToken()}`, status: "succeeded", intentId, amountMinor: amount.minor, refundId };
    testRefunds.set(refundId, refund);
    return { id: refund.id, status: refund.status };
  },
  async refundsOf(intentId) {
    return testRefundsOf(intentId)
      .reverse()
      .map((refund) => ({ id: refund.id, amountMinor: refund.amountMinor, status: refund.status, shopRefundId: String(refund.refundId) }));
  },
  async ledger() {
    throw new ConflictError(RECONCILIATION_NEEDS_STRIPE);
  },
  parseWebhook() {
    throw new NotFoundError("The test payment provider sends no webhooks");
  },
};
