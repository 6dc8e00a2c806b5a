import { Column, Row, Section } from "@react-email/components";
import { ShopEmail } from "./layout";
import { Action, greeting, Label, Paragraph } from "./parts";
import type { RefundFailedMail } from "./types";

export const refundFailedSubject = (order: RefundFailedMail) =>
  `Your refund of ${order.amount} for order #${order.number} did not go through`;

/** Sent when the card's bank or the payment provider refused or cancelled a refund: no money went back yet. */
export function RefundFailedEmail({ order }: { order: RefundFailedMail }) {
  return (
    <ShopEmail
      preview={`Your refund of ${order.amount} for order #${order.number} did not go through.`}
      title={`Refund for order #${order.number} not made`}
    >
      <Paragraph>
        {greeting("Hello", order.customerName, `. Your refund of ${order.amount} did not go through:`)} the payment
        provider could not return the money to the card you paid with, so it has not reached you. We have been
        told and will make the refund again or contact you about it.
      </Paragraph>
      {order.refundedLines.length > 0 && (
        <>
          <Label>Items of this refund</Label>
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
      <Action href={order.orderUrl}>View your order</Action>
    </ShopEmail>
  );
}
