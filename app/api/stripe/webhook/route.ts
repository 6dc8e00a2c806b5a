import { handle } from "@/lib/http/handler";
import { handlePaymentWebhook } from "@/lib/orders/payment/webhook";

/** POST /api/stripe/webhook: Stripe's signed events (payment succeeded, failed, cancelled). */
export const POST = handle(async (request) =>
  handlePaymentWebhook(await request.text(), request.headers.get("stripe-signature")),
);
