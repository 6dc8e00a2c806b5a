import "server-only";
import { paymentProvider } from "@/lib/payments/provider";
import type { PaymentProvider } from "@/lib/payments/types";
import type { OrderRow } from "@/lib/orders/read/order-rows";

/**
 * The provider that took the order's payment. A job for an order paid through another provider
 * than the one configured now fails (and is retried, then shown to the owner) rather than asking
 * the wrong one.
 */
export function providerOf(order: Pick<OrderRow, "id" | "provider">): PaymentProvider {
  const provider = paymentProvider();
  if (provider.name !== order.provider)
    throw new Error(
      `Order #${order.id} was paid through ${order.provider}, which is not the configured provider (${provider.name})`,
    );
  return provider;
}
