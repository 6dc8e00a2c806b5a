import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, users } from "@/db/schema";
import type { OrderMailView } from "@/emails/render";
import type { MailOrder } from "@/emails/types";
import { currencyOf } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { money, times, type Money } from "@/lib/money/money";
import { addressLines } from "@/lib/orders/read/address";
import { breakdownRows } from "@/lib/orders/contract/breakdown";
import { guestOrderUrl } from "@/lib/orders/read/guest-link";
import { trackingLink } from "@/lib/orders/after-sale/carriers";
import { breakdownOf, chargedAmount, chargedUnitPrice, linesOf, type OrderRow } from "@/lib/orders/read/order-rows";
import { siteUrl } from "@/lib/site";
import type { orderMailSchema } from "./queue";
import type { z } from "zod";

type Payload = z.output<typeof orderMailSchema>;

/** Where the mail goes: the address the order was placed with, else its account's. */
export async function recipientOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.customerEmail) return order.customerEmail;
  if (order.userId === null) return null;
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return owner?.email ?? null;
}

/** The order as every mail shows it, read now: a mail sent late still tells the order's current state. */
export async function orderMailView(db: Db, order: OrderRow, payload: Payload): Promise<OrderMailView> {
  const lines = await linesOf(db, order.id);
  const format = (amount: Money) => formatMoney(amount, { country: order.country });
  const inOrderCurrency = (minor: number) => format(money(minor, currencyOf(order.currency)));
  const breakdown = breakdownOf(order);
  const base: MailOrder = {
    number: order.id,
    customerName: order.customerName,
    lines: lines.map((line) => ({
      name: line.productName,
      sku: line.sku,
      quantity: line.quantity,
      amount: format(times(chargedUnitPrice(line, order), line.quantity)),
    })),
    breakdown: breakdown ? breakdownRows(breakdown, format) : [],
    total: format(chargedAmount(order)),
    address: order.shipping ? addressLines(order.shipping) : null,
    // A guest has no profile: their order is reached through its signed link.
    orderUrl: order.userId === null ? guestOrderUrl(order.id) : `${siteUrl()}/profile/orders/${order.id}`,
  };
  switch (payload.kind) {
    case "confirmation":
      return { kind: "confirmation", order: base };
    case "shipped": {
      const [shipment] = payload.shipmentId
        ? await db.select().from(shipments).where(eq(shipments.id, payload.shipmentId))
        : [];
      const carrier = shipment ? shipment.carrier : order.carrier;
      const trackingNumber = shipment ? shipment.trackingNumber : order.trackingNumber;
      return {
        kind: "shipped",
        order: { ...base, carrier, trackingNumber, trackingUrl: trackingLink(carrier, trackingNumber) },
      };
    }
    case "cancelled":
      return {
        kind: "cancelled",
        order: { ...base, reason: payload.reason ?? null, refund: inOrderCurrency(payload.refundMinor ?? order.amountMinor) },
      };
    case "refunded": {
      const byId = new Map(lines.map((line) => [line.id, line]));
      return {
        kind: "refunded",
        order: {
          ...base,
          amount: inOrderCurrency(payload.refund.amountMinor),
          refundedLines: payload.refund.lines.flatMap(({ lineId, quantity }) => {
            const line = byId.get(lineId);
            return line ? [{ name: line.productName, quantity }] : [];
          }),
          totalRefunded: inOrderCurrency(order.refundedAmountMinor),
          full: order.refundedAmountMinor >= order.amountMinor,
        },
      };
    }
    case "refund_failed": {
      const byId = new Map(lines.map((line) => [line.id, line]));
      return {
        kind: "refund_failed",
        order: {
          ...base,
          amount: inOrderCurrency(payload.refund.amountMinor),
          refundedLines: payload.refund.lines.flatMap(({ lineId, quantity }) => {
            const line = byId.get(lineId);
            return line ? [{ name: line.productName, quantity }] : [];
          }),
        },
      };
    }
    case "payment_failed":
      return {
        kind: "payment_failed",
        order: {
          ...base,
          reason: payload.reason ?? order.failureReason ?? "Your payment was not completed.",
          retryUrl: `${siteUrl()}/checkout`,
        },
      };
  }
}
