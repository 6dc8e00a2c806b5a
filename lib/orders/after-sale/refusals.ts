import {
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatuses,
} from "@/lib/orders/contract/statuses";

/** What the owner asked an order to do. */
export type OrderAction = "ship" | "deliver" | "cancel" | "refund";

const MONEY_HELD = ["paid", "partially_refunded"];

/**
 * Why an order cannot do `action`, naming the status that stands in the way ("Order #7: its
 * payment is pending, so it cannot ship"). The payment is named when it is the reason, else the goods.
 */
export function refusalOf(order: OrderStatuses & { id: number }, action: OrderAction): string {
  const payment = PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase();
  const goods = FULFILMENT_STATUS_LABELS[order.fulfilmentStatus].toLowerCase();
  const prefix = `Order #${order.id}:`;
  switch (action) {
    case "ship":
      return MONEY_HELD.includes(order.paymentStatus)
        ? `${prefix} its goods are ${goods}, so it cannot ship`
        : `${prefix} its payment is ${payment}, so it cannot ship`;
    case "deliver":
      return `${prefix} its goods are ${goods}, so they cannot be marked delivered`;
    case "cancel":
      return order.fulfilmentStatus !== "unfulfilled"
        ? `${prefix} its goods are ${goods}, so it cannot be cancelled: refund its units instead`
        : `${prefix} its payment is ${payment}, so it cannot be cancelled`;
    case "refund":
      return `${prefix} its payment is ${payment}, so it cannot be refunded`;
  }
}
