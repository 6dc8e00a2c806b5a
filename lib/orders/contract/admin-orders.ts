import { z } from "zod";
import { refundViewSchema } from "@/lib/orders/contract/refund-contract";
import { orderBreakdownResponseSchema, storedShippingAddressSchema } from "@/lib/orders/contract/responses";
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@/lib/orders/contract/statuses";

// What the admin's order calls answer (GET /api/admin/orders, GET /api/admin/orders/{id} and the
// state changes that answer the order): amounts are decimal numbers in major units, an order's
// currency its stored code ("AUD"), times ISO 8601. The types are read off these schemas, so the
// API document and the mappers in ./responses.ts cannot drift apart. Browser-safe.

/** One order as the list shows it. */
export const adminOrderResponseSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  customer: z.string(),
  email: z.string().nullable(),
  itemCount: z.number().int(),
  /** The first line's product name; null for an order without lines. */
  firstProduct: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  country: z.string().nullable(),
  /** The payment's status. */
  status: z.enum(PAYMENT_STATUSES),
  /** The goods' status. */
  fulfilment: z.enum(FULFILMENT_STATUSES),
});
export type AdminOrderResponse = z.output<typeof adminOrderResponseSchema>;

export const adminOrderPageSchema = z.object({
  results: z.array(adminOrderResponseSchema),
  count: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});
export type AdminOrderPageResponse = z.output<typeof adminOrderPageSchema>;

/** One order with its payment, fulfilment, shipping address, refunds and lines. */
export const adminOrderDetailResponseSchema = adminOrderResponseSchema.extend({
  paymentIntentId: z.string(),
  provider: z.string(),
  reason: z.string().nullable(),
  /** The order's amount in the catalogue's currency. */
  baseAmount: z.number(),
  exchangeRate: z.number(),
  /** How `amount` came about; null for an order that recorded no breakdown. */
  breakdown: orderBreakdownResponseSchema.nullable(),
  paidAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  shipping: storedShippingAddressSchema.nullable(),
  /** Confirmed by the provider so far, in the order's currency. */
  refundedAmount: z.number(),
  refunds: z.array(refundViewSchema),
  /** The parcels sent, oldest first, each with the units of each line it held. */
  shipments: z.array(
    z.object({
      id: z.number().int(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      shippedAt: z.string(),
      lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
    }),
  ),
  /** What can still be refunded: each line's units and their share of what was paid, the delivery, and in all. */
  refundable: z.object({
    lines: z.array(z.object({ lineId: z.number().int(), units: z.number().int(), amount: z.number() })),
    delivery: z.number(),
    total: z.number(),
  }),
  lines: z.array(
    z.object({
      /** What a refund names (POST /api/admin/orders/{id}/refunds). */
      id: z.number().int(),
      productId: z.number().int().nullable(),
      /** The product is still on sale (its page can be linked). */
      listed: z.boolean(),
      productName: z.string(),
      sku: z.string(),
      unitPrice: z.number(),
      quantity: z.number().int(),
      refundedQuantity: z.number().int(),
      /** Units sent in the order's shipments so far. */
      shippedQuantity: z.number().int(),
      /** Units still to send: neither shipped nor refunded. */
      toShip: z.number().int(),
      restockedQuantity: z.number().int(),
      total: z.number(),
    }),
  ),
});
export type AdminOrderDetailResponse = z.output<typeof adminOrderDetailResponseSchema>;
