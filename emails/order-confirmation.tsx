import { ShopEmail } from "./layout";
import { Action, Address, greeting, OrderLines, Paragraph } from "./parts";
import type { MailOrder } from "./types";

export const confirmationSubject = (order: MailOrder) => `Your order #${order.number} is confirmed`;

/** Sent when an order is paid: number, lines, amount charged, shipping address. */
export function OrderConfirmationEmail({ order }: { order: MailOrder }) {
  return (
    <ShopEmail preview={`We have received your payment for order #${order.number}.`} title={`Order #${order.number}`}>
      <Paragraph>{greeting("Thank you", order.customerName, "! We have received your payment.")}</Paragraph>
      <OrderLines order={order} totalLabel="Total charged" />
      <Address lines={order.address} />
      <Action href={order.orderUrl}>View your order</Action>
    </ShopEmail>
  );
}
