import "server-only";
import { stringify } from "csv-stringify/sync";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderLines, orders, users } from "@/db/schema";
import { toDecimal } from "@/lib/money/minor-units";
import { chargedAmount } from "@/lib/orders/read/order-rows";
import { textCell } from "@/lib/catalog/csv/cells";
import { listedOrderColumns, orderFilterWhere, type OrderFilter, type OrderListOptions } from "@/lib/orders/read/admin-orders";

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
  "Fulfilment",
  "Carrier",
  "Tracking number",
  "Shipped (UTC)",
  "Delivered (UTC)",
] as const;

async function batch(filter: OrderFilter, options: OrderListOptions, offset: number) {
  const db = await getDb();
  return db
    .select({
      ...listedOrderColumns,
      userEmail: users.email,
      items: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      refundedAmountMinor: orders.refundedAmountMinor,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(orderFilterWhere(filter, options))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BATCH)
    .offset(offset);
}

const iso = (date: Date | null) => date?.toISOString() ?? "";

/**
 * Records as CSV with CRLF line ends (RFC 4180, what spreadsheets expect); every text cell
 * formula-safe by the rule the inventory export follows (textCell). Naming the record delimiter
 * turns off csv-stringify's quoting of a lone line break, hence quote_record_delimiter.
 */
const csvRecords = (records: readonly (readonly (string | number | null)[])[]) =>
  stringify(
    records.map((record) => record.map((cell) => (typeof cell === "string" ? textCell(cell) : cell))),
    { record_delimiter: "windows", quote_record_delimiter: true },
  );

/** The orders the list shows for this filter, all pages, newest first, as CSV (amounts in major units; the Email column empty without `contact`). */
export function exportOrdersCsv(
  filter: OrderFilter,
  options: OrderListOptions = { contact: true },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let offset = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRecords([ORDER_CSV_COLUMNS])));
        return;
      }
      const rows = await batch(filter, options, offset);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      offset += rows.length;
      const text = csvRecords(
        rows.map((row) => {
          const amount = chargedAmount(row);
          return [
            row.id,
            iso(row.createdAt),
            row.customerName ?? row.username ?? "",
            options.contact ? (row.customerEmail ?? row.userEmail ?? "") : "",
            Number(row.items),
            toDecimal(amount).toFixed(2),
            row.currency,
            toDecimal({ ...amount, minor: row.refundedAmountMinor }).toFixed(2),
            row.status,
            row.fulfilment,
            row.carrier,
            row.trackingNumber,
            iso(row.shippedAt),
            iso(row.deliveredAt),
          ];
        }),
      );
      controller.enqueue(encoder.encode(text));
    },
  });
}
