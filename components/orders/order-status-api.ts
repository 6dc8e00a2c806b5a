import { apiRequest } from "@/components/http/api-request";
import { orderStatusAnswerSchema, type OrderStatusAnswer } from "@/lib/orders/contract/responses";

/** The order's status by payment reference, or by a guest order's signed link (its query string). */
export function fetchOrderStatus(reference: string, signal?: AbortSignal, guestLink?: string): Promise<OrderStatusAnswer> {
  const query = guestLink ?? `pi=${encodeURIComponent(reference)}`;
  return apiRequest(`/api/orderstatus?${query}`, {
    schema: orderStatusAnswerSchema,
    signal,
  });
}

/**
 * 'Charged 30.00 AUD.' from the status answer's minor units; nothing when either part is missing.
 * The spec's own text, word for word: the amount divided by 100 to 2 decimals and the code in
 * upper case, never a formatted amount (formatMoney would add a symbol and the locale's separators).
 */
export function chargedText(amount: number | null, currency: string | null): string | null {
  if (amount === null || !currency) return null;
  return `Charged ${(amount / 100).toFixed(2)} ${currency.toUpperCase()}.`;
}
