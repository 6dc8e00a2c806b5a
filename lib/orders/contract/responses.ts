import { z } from "zod";
import { toDecimal } from "@/lib/money/minor-units";
import { ORDER_PROVIDERS } from "@/lib/payments/types";
import { quoteSchema } from "@/lib/pricing/contract";
import { toQuoteResponse } from "@/lib/pricing/responses";
import { mapBreakdown } from "@/lib/orders/contract/breakdown";
import type { Checkout } from "@/lib/orders/checkout/checkout";
import type { ShopperOrder } from "@/lib/orders/read/detail";
import type { OrderSummary } from "@/lib/orders/read/history";
import type { OrderState } from "@/lib/orders/payment/order-state";
import { PAYMENT_PROGRESS } from "@/lib/orders/contract/payment-progress";
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@/lib/orders/contract/statuses";

// What the checkout and order calls answer: the server's types, the schemas the browser's
// clients check each answer against, and the mappers that write lib's Money in each answer's
// units (the route handlers and pages use them). The requests are in schemas.ts.

/** POST /api/stripe/create-intent: what the checkout page needs to take the payment. */
export const checkoutIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** "free" when the total is 0.00: no card form, the order is placed by POST /api/payments/free/confirm. */
  provider: z.enum(ORDER_PROVIDERS),
  /** What will be charged, major units. */
  amount: z.number(),
  currency: z.string(),
  country: z.string(),
  /** How `amount` adds up: items, discount, delivery, tax. */
  quote: quoteSchema,
});
export type CheckoutIntent = z.output<typeof checkoutIntentSchema>;

export function toCheckoutIntent(checkout: Checkout): CheckoutIntent {
  return {
    clientSecret: checkout.clientSecret,
    paymentIntentId: checkout.paymentIntentId,
    provider: checkout.provider,
    amount: toDecimal(checkout.amount),
    currency: checkout.amount.currency.toLowerCase(),
    country: checkout.country,
    quote: toQuoteResponse(checkout.priced),
  };
}

/** POST /api/payments/test/confirm: paid, or declined with the reason. */
export const testPaymentResultSchema = z.union([
  z.object({ status: z.literal("succeeded") }),
  z.object({ status: z.literal("failed"), reason: z.string() }),
]);
export type TestPaymentResult = z.output<typeof testPaymentResultSchema>;

/** GET /api/orderstatus: where an order stands; amount in minor units, currency lower-case. */
export const orderStatusAnswerSchema = z.object({
  /** The payment's status: the spec's pending, paid or failed, or where the money went since. */
  status: z.enum(PAYMENT_STATUSES),
  /** The goods' status: unfulfilled, partially shipped, shipped, delivered or cancelled. */
  fulfilment: z.enum(FULFILMENT_STATUSES),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  /** A pending payment "processing" or "needs_action", or a "refund_pending"; null otherwise. */
  progress: z.enum(PAYMENT_PROGRESS).nullable().default(null),
});
export type OrderStatusAnswer = z.output<typeof orderStatusAnswerSchema>;

export function toOrderStatusAnswer(state: OrderState): OrderStatusAnswer {
  return {
    status: state.status,
    fulfilment: state.fulfilment,
    reason: state.reason,
    amount: state.amount.minor,
    currency: state.amount.currency.toLowerCase(),
    progress: state.progress,
  };
}

/** An order's breakdown in the answers' units (major units): items, discount, delivery, tax. */
export const orderBreakdownResponseSchema = z.object({
  items: z.number(),
  discount: z.object({ code: z.string().nullable(), amount: z.number() }).nullable(),
  shipping: z.object({ method: z.string().nullable(), amount: z.number() }),
  tax: z.object({ label: z.string(), ratePercent: z.number(), inclusive: z.boolean(), amount: z.number() }),
});

/** The shipping address an order recorded (line 2 and phone only when given). */
export const storedShippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string().optional(),
});

/** GET /api/orders: a customer's order as the profile shows it; amounts in major units, currency lower-case. */
export const orderSummaryResponseSchema = z.object({
  id: z.number().int(),
  paymentIntentId: z.string(),
  /** The payment's status: the spec's pending, paid or failed, or where the money went since. */
  status: z.enum(PAYMENT_STATUSES),
  /** The goods' status: unfulfilled, partially shipped, shipped, delivered or cancelled. */
  fulfilment: z.enum(FULFILMENT_STATUSES),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  country: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  lines: z.array(
    z.object({
      productId: z.number().int().nullable(),
      productName: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
    }),
  ),
});
export type OrderSummaryResponse = z.output<typeof orderSummaryResponseSchema>;
export const orderSummaryListSchema = z.array(orderSummaryResponseSchema);

export function toOrderSummaryResponse(order: OrderSummary): OrderSummaryResponse {
  return {
    id: order.id,
    paymentIntentId: order.paymentIntentId,
    status: order.status,
    fulfilment: order.fulfilment,
    reason: order.reason,
    amount: toDecimal(order.amount),
    currency: order.amount.currency.toLowerCase(),
    country: order.country,
    createdAt: order.createdAt,
    lines: order.lines.map((line) => ({ ...line, unitPrice: toDecimal(line.unitPrice) })),
  };
}

/** GET /api/orders/{id}: the shopper's own order as its page shows it; amounts in major units, currency lower-case. */
export const shopperOrderResponseSchema = z.object({
  id: z.number().int(),
  paymentIntentId: z.string(),
  /** The payment's status: the spec's pending, paid or failed, or where the money went since. */
  status: z.enum(PAYMENT_STATUSES),
  /** The goods' status: unfulfilled, partially shipped, shipped, delivered or cancelled. */
  fulfilment: z.enum(FULFILMENT_STATUSES),
  reason: z.string().nullable(),
  /** A pending payment's progress, or a refund on its way; null otherwise. */
  progress: z.enum(PAYMENT_PROGRESS).nullable(),
  /** ISO 8601, as the other times. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  amount: z.number(),
  /** How `amount` came about; null for an order that recorded no breakdown. */
  breakdown: orderBreakdownResponseSchema.nullable(),
  refundedAmount: z.number(),
  currency: z.string(),
  country: z.string().nullable(),
  shipping: storedShippingAddressSchema.nullable(),
  /** Set once the parcel has left. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page, when the carrier is one the shop knows. */
  trackingUrl: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int().nullable(),
      productName: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      refundedQuantity: z.number().int(),
      unitPrice: z.number(),
      total: z.number(),
    }),
  ),
  /** The public steps of the order's timeline, oldest first. */
  timeline: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      type: z.enum(["status", "payment", "email", "refund", "note", "job"]),
      summary: z.string(),
    }),
  ),
});
export type ShopperOrderResponse = z.output<typeof shopperOrderResponseSchema>;

export function toShopperOrderResponse(order: ShopperOrder): ShopperOrderResponse {
  const { amount, breakdown, refundedAmount, lines, ...rest } = order;
  return {
    ...rest,
    amount: toDecimal(amount),
    breakdown: breakdown && mapBreakdown(breakdown, toDecimal),
    refundedAmount: toDecimal(refundedAmount),
    currency: amount.currency.toLowerCase(),
    lines: lines.map((line) => ({
      ...line,
      unitPrice: toDecimal(line.unitPrice),
      total: toDecimal(line.total),
    })),
  };
}
