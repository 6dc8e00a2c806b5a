import "server-only";
import { paymentProvider } from "@/lib/payments/provider";
import { settlePayment } from "./settle";

/**
 * Applies a signed provider event: payment succeeded, a card was declined, or it failed (cancelled). Each event id is
 * applied once; events for intents the shop does not know, or of other types, are acknowledged
 * and ignored (answering an error would only make the provider retry them).
 */
export async function handlePaymentWebhook(payload: string, signature: string | null): Promise<{ received: true }> {
  const event = paymentProvider().parseWebhook(payload, signature);
  if (event.outcome === "ignored") return { received: true };
  const reason = event.reason ?? "Payment failed";
  await settlePayment(
    event.intentId,
    event.outcome === "succeeded" ? { outcome: "succeeded" } : { outcome: event.outcome, reason },
    event.id,
  );
  return { received: true };
}
