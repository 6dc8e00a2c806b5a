import { z } from "zod";
import { PROVIDER_NAMES } from "@/lib/payments/types";
import { ORDER_STATUSES } from "./statuses";

// What the checkout and order calls answer: the server's types, and the schemas the browser's
// clients check each answer against. The requests are in schemas.ts.

/** POST /api/stripe/create-intent: what the checkout page needs to take the payment. */
export const checkoutIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(PROVIDER_NAMES),
  /** What will be charged, major units. */
  amount: z.number(),
  currency: z.string(),
  country: z.string(),
});
export type CheckoutIntent = z.output<typeof checkoutIntentSchema>;

/** POST /api/payments/test/confirm: paid, or declined with the reason. */
export const testPaymentResultSchema = z.union([
  z.object({ status: z.literal("succeeded") }),
  z.object({ status: z.literal("failed"), reason: z.string() }),
]);
export type TestPaymentResult = z.output<typeof testPaymentResultSchema>;

/** GET /api/orderstatus: where an order stands; amount in minor units, currency lower-case. */
export const orderStatusAnswerSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
});
export type OrderStatusAnswer = z.output<typeof orderStatusAnswerSchema>;
