import Stripe from "stripe";

// Refunds as Stripe keeps them after they are made: a refund can stay pending (for days), then
// succeed, fail or be cancelled, and a succeeded card refund can still fail later; each change
// comes with its events. Since API version 2022-11-15 (the `stripe` SDK pins a later one) a
// charge lists no refunds: charge.refunded carries only the charge's refunded total.

type StripeObject = Record<string, unknown>;

export type RefundOutcome = "succeeded" | "failed" | "canceled";

/** The refund statuses Stripe allows a refund to move between (succeeded → failed: the bank sent it back). */
const MOVES: Record<string, readonly RefundOutcome[]> = {
  pending: ["succeeded", "failed", "canceled"],
  requires_action: ["succeeded", "failed", "canceled"],
  succeeded: ["failed"],
};

/** What counts against the charge: refunds not failed nor cancelled (Stripe gives those amounts back to refund). */
export const holdsCharge = (refund: StripeObject) => refund.status !== "failed" && refund.status !== "canceled";

/** An event as Stripe sends it about `object`, with the SDK's API version. */
export function eventAbout(template: StripeObject, type: string, object: StripeObject, id: string, created: number): StripeObject {
  return { ...template, id, type, created, api_version: Stripe.API_VERSION, data: { object: structuredClone(object) } };
}

/** The charge of an intent as charge.* events carry it now: no `refunds` list. */
export function chargeWithoutRefunds(template: StripeObject, intent: StripeObject, refunds: StripeObject[]): StripeObject {
  const charge: StripeObject = { ...template };
  delete charge.refunds;
  const amount = Number(intent.amount_received ?? intent.amount);
  const refunded = refunds
    .filter((refund) => refund.payment_intent === intent.id && refund.status === "succeeded")
    .reduce((total, refund) => total + Number(refund.amount), 0);
  return {
    ...charge,
    id: intent.latest_charge ?? `ch_for_${String(intent.id)}`,
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    refunded: refunded >= amount,
    captured: true,
    paid: true,
    currency: intent.currency,
    payment_intent: intent.id,
  };
}

/**
 * Moves a refund as Stripe would, or throws when Stripe never would (a failed refund cannot
 * succeed, a cancelled one cannot fail); answers the event types Stripe sends for the change.
 */
export function moveRefund(refund: StripeObject, to: RefundOutcome): string[] {
  const from = String(refund.status);
  if (!MOVES[from]?.includes(to)) throw new Error(`Stripe does not move a refund from ${from} to ${to}`);
  refund.status = to;
  if (to === "failed") refund.failure_reason = "expired_or_canceled_card";
  if (to === "failed") return ["refund.failed", "refund.updated", "charge.refund.updated"];
  if (to === "canceled") return ["refund.updated", "charge.refund.updated"];
  return ["refund.updated", "charge.refund.updated", "charge.refunded"];
}
