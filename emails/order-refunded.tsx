import { Column, Row, Section } from "@react-email/components";
import { ShopEmail } from "./layout";
import { Action, greeting, Label, Paragraph } from "./parts";
import type { RefundedMail } from "./types";

export const refundedSubject = (order: RefundedMail) => `Refund of ${order.amount} for your order #${order.number}`;

/** Sent for each refund: its amount, the lines it gives back, and what has been refunded in all. */
export function OrderRefundedEmail({ order }: { order: RefundedMail }) {
  return (
    <ShopEmail preview={`We have refunded ${order.amount} for order #${order.number}.`} title={`Refund for order #${order.number}`}>
      <Paragraph>
        {greeting("Hello", order.customerName, `. We have refunded ${order.amount} to the card you paid with.`)} Refunds
        usually appear within 5 to 10 business days.
      </Paragraph>
      {order.refundedLines.length > 0 && (
        <>
          <Label>Refunded items</Label>
          <Section style={{ margin: "0 0 12px" }}>
            {order.refundedLines.map((line, index) => (
              <Row key={`${line.name}-${index}`}>
                <Column style={{ fontSize: "14px", padding: "2px 0" }}>
                  {line.quantity} × {line.name}
                </Column>
              </Row>
            ))}
          </Section>
        </>
      )}
      <Paragraph>
        {order.full
          ? `Your order has now been refunded in full (${order.totalRefunded}).`
          : `Refunded so far: ${order.totalRefunded} of ${order.total}.`}
      </Paragraph>
      <Action href={order.orderUrl}>View your order</Action>
    </ShopEmail>
  );
}
