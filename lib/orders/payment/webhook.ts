import "server-only";
import { log } from "@/lib/log/logger";
import { installationId } from "@/lib/payments/installation";
import { paymentProvider } from "@/lib/payments/provider";
import type { PaymentEvent } from "@/lib/payments/types";
import { applyDispute } from "@/lib/orders/payment/disputes";
import { settleDecline } from "@/lib/orders/payment/late-decline";
import { applyPaymentProgress } from "@/lib/orders/payment/payment-events";
import { applyChargeRefunded, applyRefundEvent } from "@/lib/orders/after-sale/refund-events";
import { settlePayment } from "@/lib/orders/payment/settle";

/**
 * Applies a signed provider event: payment succeeded, a card was declined (the intent still takes
 * another, so the order stays pending), the payment failed for good (cancelled), is processing or
 * needs the shopper's action, was refunded (in the provider's dashboard too), one of its refunds
 * moved on (succeeded, failed, cancelled), or it was disputed. Each
 * event id is applied once, and none moves an order backwards; events for intents the shop does
 * not know, or of other types, are acknowledged and ignored (answering an error would only make
 * the provider retry them).
 */
export async function handlePaymentWebhook(
  payload: string,
  signature: string | null,
): Promise<{ received: true }> {
  let event: PaymentEvent;
  try {
    event = paymentProvider().parseWebhook(payload, signature);
  } catch (error) {
    // A forged or misconfigured sender: worth seeing, never its payload.
    log.warn({ event: "webhook.rejected", reason: error instanceof Error ? error.message : String(error) }, "Payment webhook rejected");
    throw error;
  }
  // Another installation sharing the provider account made this object: not this shop's business.
  if (event.installationId && event.installationId !== (await installationId())) {
    log.info({ event: "webhook.other_installation", type: event.type, eventId: event.id }, "Payment event of another installation ignored");
    return { received: true };
  }
  switch (event.outcome) {
    case "ignored":
      break;
    case "succeeded":
      await settlePayment(event.intentId, { outcome: "succeeded", received: event.received }, event.id);
      break;
    case "declined":
      await settleDecline(event.intentId, event.reason ?? "Payment failed", event.id);
      break;
    case "failed":
      await settlePayment(event.intentId, { outcome: "failed", reason: event.reason ?? "Payment failed" }, event.id);
      break;
    case "progress":
      await applyPaymentProgress(event);
      break;
    case "refunded":
      await applyChargeRefunded(event);
      break;
    case "refund":
      await applyRefundEvent(event);
      break;
    case "disputed":
      await applyDispute(event);
      break;
  }
  return { received: true };
}
