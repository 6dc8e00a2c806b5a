import { ShopEmail } from "./layout";
import { Action, greeting, OrderLines, Paragraph } from "./parts";
import type { PaymentFailedMail } from "./types";

export const paymentFailedSubject = (order: PaymentFailedMail) => `Your payment for order #${order.number} did not go through`;

/** Sent when a payment fails for good: the reason, and the way back to pay. */
export function PaymentFailedEmail({ order }: { order: PaymentFailedMail }) {
  return (
    <ShopEmail preview={`The payment for order #${order.number} did not go through.`} title="Your payment did not go through">
      <Paragraph>
        {greeting("Hello", order.customerName, `. We could not take the payment for your order #${order.number}.`)}
      </Paragraph>
      <Paragraph>Reason: {order.reason}</Paragraph>
      <Paragraph>Nothing has been charged. Your items are still in your cart if you would like to try again.</Paragraph>
      <OrderLines order={order} totalLabel="Order total" />
      <Action href={order.retryUrl}>Return to checkout</Action>
    </ShopEmail>
  );
}
