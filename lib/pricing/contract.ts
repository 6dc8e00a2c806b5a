import { z } from "zod";
import { databaseId } from "@/lib/http/parse";
import { countryCodeSchema } from "@/lib/location/country-code";
import { cartLineInputSchema } from "@/lib/cart/schemas";

// What the cart and the checkout ask the server to price, and what it answers: shared by the
// route handlers and the browser. The browser sends what the shopper chose (country, code,
// delivery) and, signed out, which items; every amount comes back from the server.

export const DISCOUNT_CODE_MAX_LENGTH = 40;

/** A discount code as typed: trimmed, compared without regard to case. */
export const discountCodeSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(DISCOUNT_CODE_MAX_LENGTH)
  .transform((code) => code.toUpperCase());

/** What the shopper chose that changes the price: shared by the quote and the payment intent. */
export const pricingChoiceSchema = z.object({
  discountCode: discountCodeSchema.optional(),
  shippingMethodId: databaseId.optional(),
});

// POST /api/cart/quote

export const quoteRequestSchema = pricingChoiceSchema.extend({
  country: countryCodeSchema,
  /** A signed-out shopper's lines (a signed-in shopper's cart is the server's). */
  cart: z.array(cartLineInputSchema).max(500).optional(),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;

/** The tax line's name where the country's tax has one the shopper knows; 'GST' elsewhere. */
export const TAX_LABELS: Record<string, string> = { IT: "VAT", FR: "VAT", DE: "VAT", US: "Sales tax" };
export const DEFAULT_TAX_LABEL = "GST";

const amount = z.number();

/** One line at the shopper's currency: what the cart shows beside the item. */
export const quotedLineSchema = z.object({ productItemId: z.number(), unitPrice: amount, totalPrice: amount });

export const shippingOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** What this method costs this cart: 0 when its free-above threshold is reached. */
  price: amount,
  free: z.boolean(),
});
export type ShippingOption = z.output<typeof shippingOptionSchema>;

/**
 * A priced cart, decimal major units of `currency`. `shipping` null is delivery 'TBD' (the
 * country has no delivery methods); `discountError` says why an entered code was not applied.
 */
export const quoteSchema = z.object({
  currency: z.string(),
  country: z.string(),
  /** The shop set a rate for this currency: amounts are converted, and shown with the currency's code. */
  converted: z.boolean(),
  lines: z.array(quotedLineSchema),
  items: amount,
  discount: z.object({ code: z.string(), amount }).nullable(),
  discountError: z.string().nullable(),
  shippingOptions: z.array(shippingOptionSchema),
  shipping: z.object({ methodId: z.number(), name: z.string(), amount }).nullable(),
  tax: z.object({ label: z.string(), ratePercent: z.number(), inclusive: z.boolean(), amount }),
  total: amount,
});
export type QuoteResponse = z.output<typeof quoteSchema>;

/**
 * Why a code does not apply: what the shopper reads beside the code field. `unknown` is also
 * the answer for a code nobody can use now (off, not started, expired, used up), so that no
 * answer tells which codes exist (lib/discounts/validate.ts).
 */
export const DISCOUNT_REFUSALS = {
  unknown: "This code is not valid or has expired",
  usedByYou: "You have already used this code",
  notForItems: "This code does not apply to the items in your cart",
} as const;

const BELOW_MINIMUM = ["Spend at least ", " to use this code"] as const;

/** Why a code does not apply to a cart below its minimum (`minimum` formatted in the cart's currency). */
export function belowMinimumRefusal(minimum: string): string {
  return `${BELOW_MINIMUM[0]}${minimum}${BELOW_MINIMUM[1]}`;
}

/** The start of the 429 for too many codes tried (lib/discounts/attempt-limit.ts). */
export const TOO_MANY_CODES = "Too many discount codes tried.";

/** Whether an answer's detail is a code's refusal, or the limit of tries (the checkout then takes the code off). */
export function isDiscountRefusal(detail: string | undefined): boolean {
  if (!detail) return false;
  const [before, after] = BELOW_MINIMUM;
  return (
    (Object.values(DISCOUNT_REFUSALS) as string[]).includes(detail) ||
    (detail.startsWith(before) && detail.endsWith(after)) ||
    detail.startsWith(TOO_MANY_CODES)
  );
}
