import { z } from "zod";
import { countryCodeSchema } from "@/lib/location/country-code";

// The payment calls' inputs. Amounts and carts sent by the browser are read but never trusted:
// the server prices its own cart.

export const createIntentSchema = z.object({
  amount: z.number().nonnegative().optional(),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, "must be a three-letter currency code")
    .transform((code) => code.toUpperCase()),
  country: countryCodeSchema.optional(),
  cart: z
    .array(z.object({ product: z.object({ id: z.number() }), quantity: z.number() }))
    .max(500)
    .optional(),
});
export type CreateIntentInput = z.output<typeof createIntentSchema>;

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

export const shippingSchema = z.object({
  name: required(120),
  email: z.email().max(254).optional(),
  shipping: shippingAddressSchema,
});
export type ShippingInput = z.output<typeof shippingSchema>;

/** A payment intent id as the providers make them: "pi_" and letters, digits or underscores. */
export const paymentIntentId = z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/, "is not a payment reference");

export const testConfirmSchema = z.object({
  paymentIntentId,
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  billingName: text(120).optional(),
  receiptEmail: z.email().max(254).optional(),
});
export type TestConfirmInput = z.output<typeof testConfirmSchema>;
