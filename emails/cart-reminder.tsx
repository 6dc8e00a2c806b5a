import { Column, Link, Row, Section, Text } from "@react-email/components";
import type { CSSProperties } from "react";
import { ShopEmail } from "./layout";
import { Action, greeting, Paragraph } from "./parts";

/** One cart line as the reminder shows it, formatted by the server. */
export type CartReminderLine = {
  name: string;
  /** The item's variation values ("Red, M"), empty when it has none. */
  details: string;
  quantity: number;
  /** Price × quantity, formatted ("$40.00"). */
  amount: string;
};

/** What the reminder shows: who it greets, the cart's lines at today's prices, and its two links. */
export type CartReminderMail = {
  name: string | null;
  lines: CartReminderLine[];
  subtotal: string;
  cartUrl: string;
  unsubscribeUrl: string;
};

const cell: CSSProperties = { fontSize: "14px", padding: "4px 0", verticalAlign: "top" };
const small: CSSProperties = { fontSize: "12px", lineHeight: "18px", color: "#737373", margin: "16px 0 0" };

export const cartReminderSubject = "You left something in your cart";

/** Sent once for a signed-in shopper's cart left unchanged longer than the shop's setting. */
export function CartReminderEmail({ mail }: { mail: CartReminderMail }) {
  return (
    <ShopEmail preview="Your cart is saved: pick up where you left off." title="Your cart is waiting">
      <Paragraph>{greeting("Hello", mail.name, ". You left these items in your cart:")}</Paragraph>
      <Section style={{ margin: "8px 0 16px" }}>
        {mail.lines.map((line, index) => (
          <Row key={`${index}-${line.name}`} className="mail-columns">
            <Column style={cell}>
              {line.quantity} × {line.name}
              {line.details && ` (${line.details})`}
            </Column>
            <Column style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>{line.amount}</Column>
          </Row>
        ))}
        <Row className="mail-columns">
          <Column style={{ ...cell, fontWeight: 700, borderTop: "1px solid #e5e5e5" }}>Subtotal</Column>
          <Column
            style={{
              ...cell,
              fontWeight: 700,
              borderTop: "1px solid #e5e5e5",
              textAlign: "right",
              whiteSpace: "nowrap",
            }}
          >
            {mail.subtotal}
          </Column>
        </Row>
      </Section>
      <Action href={mail.cartUrl}>Return to your cart</Action>
      <Paragraph>
        Prices are today&apos;s and may change; the checkout always shows the current ones.
      </Paragraph>
      <Text style={small}>
        We send one reminder when items stay in your cart. Rather not get them?{" "}
        <Link href={mail.unsubscribeUrl}>Unsubscribe from cart reminders</Link>
      </Text>
    </ShopEmail>
  );
}
