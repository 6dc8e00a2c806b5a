import { ShopEmail } from "./layout";
import { Action, greeting, OrderLines, Paragraph } from "./parts";
import type { CancelledMail } from "./types";

export const cancelledSubject = (order: CancelledMail) => `Your order #${order.number} has been cancelled`;

/** Sent when an order is cancelled before it ships: the payment goes back to the card. */
export function OrderCancelledEmail({ order }: { order: CancelledMail }) {
  return (
    <ShopEmail preview={`Order #${order.number} has been cancelled and refunded.`} title={`Order #${order.number} cancelled`}>
      <Paragraph>{greeting("Hello", order.customerName, `. Your order #${order.number} has been cancelled.`)}</Paragraph>
      {order.reason && <Paragraph>Reason: {order.reason}</Paragraph>}
      <Paragraph>
        We are refunding {order.refund} to the card you paid with. Refunds usually appear within 5 to 10 business days.
      </Paragraph>
      <OrderLines order={order} totalLabel="Order total" />
      <Action href={order.orderUrl}>View your order</Action>
    </ShopEmail>
  );
}
