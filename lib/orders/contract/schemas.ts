import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/rules";
import { countryCodeSchema } from "@/lib/location/country-code";
import { pricingChoiceSchema } from "@/lib/pricing/contract";

// What the browser sends to the checkout and order calls; the route handlers validate it here
// and the browser's clients type their bodies with it (their answers are in responses.ts, so
// the browser loads those schemas without these). Amounts and carts sent by the browser are
// read but never trusted: the server prices its own cart.

/** A payment intent id as the providers make them: "pi_" and letters, digits or underscores. */
export const paymentIntentId = z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/, "is not a payment reference");

// POST /api/stripe/create-intent

export const createIntentSchema = pricingChoiceSchema.extend({
  amount: z.number().nonnegative().optional(),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, "must be a three-letter currency code")
    .transform((code) => code.toUpperCase()),
  country: countryCodeSchema.optional(),
  cart: z
    .array(
      z.object({
        product: z.object({ id: z.number() }),
        quantity: z.number(),
        // The item a line is of: what a guest's checkout is priced from (a signed-in one uses the server's cart).
        productItemId: z.number().optional(),
      }),
    )
    .max(500)
    .optional(),
});
export type CreateIntentRequest = z.input<typeof createIntentSchema>;
export type CreateIntentInput = z.output<typeof createIntentSchema>;

// PUT /api/stripe/{paymentIntentId}/shipping

export const shippingParamsSchema = z.object({ id: paymentIntentId });

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, "is required");

export const shippingAddressSchema = z.object({
  name: required(120),
  line1: required(200),
  line2: text(200).optional().default(""),
  city: required(100),
  state: text(100).optional().default(""),
  postal_code: required(20),
  country: countryCodeSchema,
  phone: text(40).optional().default(""),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const shippingSchema = z.object({
  name: required(120),
  email: z.email().max(EMAIL_MAX_LENGTH).optional(),
  shipping: shippingAddressSchema,
});
export type ShippingRequest = z.input<typeof shippingSchema>;
export type ShippingInput = z.output<typeof shippingSchema>;

// POST /api/payments/test/confirm

export const testConfirmSchema = z.object({
  paymentIntentId,
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  billingName: text(120).optional(),
  receiptEmail: z.email().max(EMAIL_MAX_LENGTH).optional(),
});
export type TestConfirmRequest = z.input<typeof testConfirmSchema>;
export type TestConfirmInput = z.output<typeof testConfirmSchema>;

// POST /api/payments/free/confirm

export const freeConfirmSchema = z.object({
  paymentIntentId,
  receiptEmail: z.email().max(EMAIL_MAX_LENGTH).optional(),
});
export type FreeConfirmRequest = z.input<typeof freeConfirmSchema>;
export type FreeConfirmInput = z.output<typeof freeConfirmSchema>;

// GET /api/orderstatus?pi=...

export const orderStatusQuerySchema = z.object({ pi: paymentIntentId });
