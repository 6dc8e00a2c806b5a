// Stripe's Dispute as its API reference states it, for the double: a card holder's chargeback on
// a succeeded payment's charge, open (needs_response, under_review) until Stripe closes it won or
// lost, and the refund Stripe refuses while one is open or lost (`charge_disputed`) unless the
// dispute says the charge is still refundable (`is_charge_refundable`).

import { StripeRefusal } from "./stripe-errors";
import type { Ids } from "./stripe-intents";

type StripeObject = Record<string, unknown>;

export type DisputeOptions = { amount?: number; reason?: string };

/** Statuses in which Stripe no longer holds the dispute open. */
const CLOSED = ["won", "lost", "warning_closed"];

/** A card holder disputes a succeeded intent's charge (Stripe withdraws the amount at once). */
export function createDispute(intent: StripeObject, options: DisputeOptions, ids: Ids): StripeObject {
  if (intent.status !== "succeeded" || !intent.latest_charge)
    throw new Error(`Only a succeeded payment's charge can be disputed (intent ${String(intent.id)} is ${String(intent.status)})`);
  const created = Math.floor(ids.now() / 1000);
  return {
    id: ids.next("dp_"),
    object: "dispute",
    amount: options.amount ?? intent.amount_received,
    balance_transactions: [],
    charge: intent.latest_charge,
    created,
    currency: intent.currency,
    evidence_details: { due_by: created + 7 * 24 * 3600, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent.id,
    reason: options.reason ?? "fraudulent",
    status: "needs_response",
  };
}

/** Stripe's decision: the dispute is closed, won (the money comes back) or lost. */
export function closeDispute(dispute: StripeObject, outcome: "won" | "lost"): StripeObject {
  if (CLOSED.includes(String(dispute.status))) throw new Error(`Dispute ${String(dispute.id)} is closed already`);
  return Object.assign(dispute, { status: outcome, is_charge_refundable: false });
}

/**
 * POST /v1/refunds on a charge with a dispute that is open or lost, and not marked refundable:
 * 400 `charge_disputed` (docs.stripe.com/error-codes#charge-disputed).
 */
export function refuseDisputedRefund(disputes: Iterable<StripeObject>, intent: StripeObject | undefined): void {
  if (!intent?.latest_charge) return;
  const blocking = [...disputes].find(
    (dispute) =>
      dispute.charge === intent.latest_charge && dispute.status !== "won" && dispute.status !== "warning_closed" && !dispute.is_charge_refundable,
  );
  if (blocking)
    throw new StripeRefusal(
      400,
      {
        type: "invalid_request_error",
        code: "charge_disputed",
        message: `The charge you're attempting to refund (${String(intent.latest_charge)}) has been charged back.`,
      },
      true,
    );
}
