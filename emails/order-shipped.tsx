import { Link } from "@react-email/components";
import { ShopEmail } from "./layout";
import { Action, Address, greeting, Label, OrderLines, Paragraph } from "./parts";
import type { ShippedMail } from "./types";

export const shippedSubject = (order: ShippedMail) => `Your order #${order.number} has shipped`;

/** Sent when the owner marks an order shipped: carrier, tracking number and link when known. */
export function OrderShippedEmail({ order }: { order: ShippedMail }) {
  return (
    <ShopEmail preview={`Order #${order.number} is on its way.`} title={`Order #${order.number} is on its way`}>
      <Paragraph>{greeting("Good news", order.customerName, ": your order has shipped.")}</Paragraph>
      {(order.carrier || order.trackingNumber) && (
        <>
          <Label>Delivery</Label>
          {order.carrier && <Paragraph>Carrier: {order.carrier}</Paragraph>}
          {order.trackingNumber && <Paragraph>Tracking number: {order.trackingNumber}</Paragraph>}
          {order.trackingUrl && (
            <Paragraph>
              Track your parcel: <Link href={order.trackingUrl}>{order.trackingUrl}</Link>
            </Paragraph>
          )}
        </>
      )}
      <OrderLines order={order} totalLabel="Total charged" />
      <Address lines={order.address} />
      <Action href={order.orderUrl}>View your order</Action>
    </ShopEmail>
  );
}
