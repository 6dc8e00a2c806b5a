import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderLines, orders, users } from "@/db/schema";
import { toDecimal } from "@/lib/money/minor-units";
import { chargedAmount } from "@/lib/orders/order-rows";
import { csvRow } from "./csv";
import { orderFilterWhere, type OrderFilter } from "./orders";

/** Orders read per query: the export streams, so a long history never sits in memory whole. */
const BATCH = 500;

export const ORDER_CSV_COLUMNS = [
  "Order",
  "Date (UTC)",
  "Customer",
  "Email",
  "Items",
  "Amount",
  "Currency",
  "Refunded",
  "Status",
  "Carrier",
  "Tracking number",
  "Shipped (UTC)",
  "Delivered (UTC)",
] as const;

async function batch(filter: OrderFilter, offset: number) {
  const db = await getDb();
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      username: users.username,
      userEmail: users.email,
      items: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      amountMinor: orders.amountMinor,
      refundedAmountMinor: orders.refundedAmountMinor,
      currency: orders.currency,
      status: orders.status,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(orderFilterWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BATCH)
    .offset(offset);
}

const iso = (date: Date | null) => date?.toISOString() ?? "";

/** The orders the list shows for this filter, all pages, newest first, as CSV (amounts in major units). */
export function exportOrdersCsv(filter: OrderFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let offset = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(ORDER_CSV_COLUMNS)));
        return;
      }
      const rows = await batch(filter, offset);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      offset += rows.length;
      const text = rows
        .map((row) => {
          const amount = chargedAmount(row);
          return csvRow([
            row.id,
            iso(row.createdAt),
            row.customerName ?? row.username ?? "",
            row.customerEmail ?? row.userEmail ?? "",
            Number(row.items),
            toDecimal(amount).toFixed(2),
            row.currency,
            toDecimal({ ...amount, minor: row.refundedAmountMinor }).toFixed(2),
            row.status,
            row.carrier,
            row.trackingNumber,
            iso(row.shippedAt),
            iso(row.deliveredAt),
          ]);
        })
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}
