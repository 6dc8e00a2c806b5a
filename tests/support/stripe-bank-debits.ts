// A payment that is processing (a bank debit: days before the bank answers) and its outcome, as
// Stripe reports it: succeeded with its charge, or back to requires_payment_method with the
// failure in last_payment_error (docs.stripe.com/payments/paymentintents/lifecycle), ready for
// another payment method, never "failed" for good.

import type { Ids } from "./stripe-intents";

type StripeObject = Record<string, unknown>;

export function finishProcessing(intent: StripeObject, outcome: "succeeded" | "failed", ids: Ids): StripeObject {
  if (intent.status !== "processing") throw new Error(`Intent ${String(intent.id)} is not processing (${String(intent.status)})`);
  const charge = ids.next("ch_");
  if (outcome === "succeeded")
    return Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: charge, processing: null });
  return Object.assign(intent, {
    status: "requires_payment_method",
    latest_charge: charge,
    processing: null,
    last_payment_error: {
      type: "invalid_request_error",
      code: "insufficient_funds",
      message: "The customer's account has insufficient funds to cover this payment.",
      charge,
      payment_method: { id: intent.payment_method, object: "payment_method", type: "us_bank_account" },
    },
    payment_method: null,
  });
}
