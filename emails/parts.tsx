import { Button, Column, Row, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import type { MailOrder } from "./types";

const paragraph: CSSProperties = { fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" };
const label: CSSProperties = { ...paragraph, fontWeight: 700, margin: "16px 0 4px" };
const cell: CSSProperties = { fontSize: "14px", padding: "4px 0", verticalAlign: "top" };

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

export function Label({ children }: { children: ReactNode }) {
  return <Text style={label}>{children}</Text>;
}

const separated: CSSProperties = { borderTop: "1px solid #e5e5e5" };

/**
 * The order's lines: "2 × Tee (TEE-M)" and what they cost, then how the total came about (items
 * subtotal, discount, delivery, tax) when the order recorded it, then the total.
 */
export function OrderLines({ order, totalLabel }: { order: MailOrder; totalLabel: string }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {order.lines.map((line, index) => (
        <Row key={`${line.sku}-${index}`} className="mail-columns">
          <Column style={cell}>
            {line.quantity} × {line.name} ({line.sku})
          </Column>
          <Column style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>{line.amount}</Column>
        </Row>
      ))}
      {order.breakdown.map((row, index) => (
        <Row key={row.label} className="mail-columns">
          <Column style={{ ...cell, ...(index === 0 && separated) }}>{row.label}</Column>
          <Column style={{ ...cell, ...(index === 0 && separated), textAlign: "right", whiteSpace: "nowrap" }}>
            {row.value}
          </Column>
        </Row>
      ))}
      <Row className="mail-columns">
        <Column style={{ ...cell, ...separated, fontWeight: 700 }}>{totalLabel}</Column>
        <Column style={{ ...cell, ...separated, fontWeight: 700, textAlign: "right", whiteSpace: "nowrap" }}>
          {order.total}
        </Column>
      </Row>
    </Section>
  );
}

/** The shipping address, a line each. */
export function Address({ lines }: { lines: string[] | null }) {
  return (
    <>
      <Label>Shipping to:</Label>
      <Text style={{ ...paragraph, margin: "0 0 12px" }}>
        {(lines ?? ["(no shipping address)"]).map((line, index) => (
          <span key={`${index}-${line}`}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </Text>
    </>
  );
}

/** The mail's one call to action. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "20px 0 8px" }}>
      <Button
        href={href}
        style={{ backgroundColor: "#171717", color: "#ffffff", borderRadius: "6px", padding: "10px 18px", fontSize: "14px", fontWeight: 700 }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** "Thank you, Sam!" or "Thank you!" when the order has no name. */
export const greeting = (start: string, name: string | null, end = "!") => `${start}${name ? `, ${name}` : ""}${end}`;
