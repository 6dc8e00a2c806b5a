import { getDb } from "@/db/client";
import { orderLines, orders, type StoredShippingAddress } from "@/db/schema";
import type { FulfilmentStatus, PaymentStatus } from "@/lib/orders/contract/statuses";

// Orders written straight into the database, in any status, for tests of what reads them
// (mail, the customers page) rather than of checkout itself.

/** A shipping address as the checkout takes it (also the payments tests' one). */
export const SYDNEY_ADDRESS: StoredShippingAddress = {
  name: "Sam Buyer",
  line1: "1 George Street",
  city: "Sydney",
  state: "NSW",
  postal_code: "2000",
  country: "AU",
};

export type OrderSpec = {
  userId?: number | null;
  /** The payment's status (paid unless given). */
  status?: PaymentStatus;
  /** The goods' status (unfulfilled unless given). */
  fulfilment?: FulfilmentStatus;
  email?: string | null;
  name?: string | null;
  currency?: string;
  country?: string;
  exchangeRate?: string;
  /** Lines at catalogue prices (base currency), charged at the exchange rate. */
  lines?: { name: string; sku?: string; quantity: number; unitMinor: number }[];
  refundedMinor?: number;
  carrier?: string | null;
  trackingNumber?: string | null;
  createdAt?: Date;
  failureReason?: string | null;
};

let sequence = 0;

/** An order with its lines; amounts follow from the lines and the rate. Answers its id and line ids. */
export async function insertOrder(spec: OrderSpec = {}): Promise<{ id: number; lineIds: number[]; amountMinor: number }> {
  const db = await getDb();
  const lines = spec.lines ?? [{ name: "Tee", quantity: 2, unitMinor: 1500 }];
  const rate = Number(spec.exchangeRate ?? "1");
  const baseAmountMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitMinor, 0);
  const amountMinor = Math.round(baseAmountMinor * rate);
  const status = spec.status ?? "paid";
  const [row] = await db
    .insert(orders)
    .values({
      userId: spec.userId ?? null,
      paymentIntentId: `pi_rows_${Date.now().toString(36)}_${(sequence++).toString(36)}`,
      provider: "test",
      paymentStatus: status,
      fulfilmentStatus: spec.fulfilment ?? "unfulfilled",
      currency: spec.currency ?? "AUD",
      country: spec.country ?? "AU",
      exchangeRate: spec.exchangeRate ?? "1",
      baseAmountMinor,
      amountMinor,
      refundedAmountMinor: spec.refundedMinor ?? 0,
      customerName: spec.name === undefined ? "Sam Buyer" : spec.name,
      customerEmail: spec.email === undefined ? "sam@example.com" : spec.email,
      shipping: SYDNEY_ADDRESS,
      carrier: spec.carrier ?? null,
      trackingNumber: spec.trackingNumber ?? null,
      failureReason: spec.failureReason ?? null,
      paidAt: status === "pending" || status === "failed" || status === "expired" ? null : new Date(),
      ...(spec.createdAt && { createdAt: spec.createdAt }),
    })
    .returning({ id: orders.id });
  const inserted = await db
    .insert(orderLines)
    .values(
      lines.map((line) => ({
        orderId: row.id,
        productName: line.name,
        sku: line.sku ?? `SKU-${line.name.toUpperCase()}`,
        unitPriceMinor: line.unitMinor,
        quantity: line.quantity,
      })),
    )
    .returning({ id: orderLines.id });
  return { id: row.id, lineIds: inserted.map((line) => line.id), amountMinor };
}
