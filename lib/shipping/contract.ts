import { z } from "zod";
import { idParam, INT4_MAX } from "@/lib/http/parse";
import { countryCodeSchema } from "@/lib/location/country-code";
import { PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { fromMinorUnits, isWholeMinor, toDecimal, toMinorUnits } from "@/lib/money/minor-units";
import type { Money } from "@/lib/money/money";

// Delivery methods per country, as the admin's Settings page manages them: shared by the route
// handlers and the browser. Amounts travel as decimals (12.5) in the country's own currency and
// are whole minor units inside lib/.

export const SHIPPING_NAME_MAX_LENGTH = 60;
export const MAX_SHIPPING_POSITION = 1_000;
/** The largest amount the database holds: the int4 maximum in minor units. */
export const MAX_SHIPPING_AMOUNT = fromMinorUnits(INT4_MAX);

/** What the Settings page shows while a country has no method (the cart's Delivery is then 'TBD'). */
export const NO_SHIPPING_METHODS = "No delivery methods: the cart shows Delivery 'TBD'";

/** A country the shop takes payments in: only those are ever delivered to. */
export const paymentCountrySchema = countryCodeSchema.pipe(
  z.enum(PAYMENT_COUNTRIES, {
    error: `must be one of the countries the shop sells to (${PAYMENT_COUNTRIES.join(", ")})`,
  }),
);
export type PaymentCountry = z.output<typeof paymentCountrySchema>;

const name = z
  .string()
  .trim()
  .min(1, "is required")
  .max(SHIPPING_NAME_MAX_LENGTH, `must be at most ${SHIPPING_NAME_MAX_LENGTH} characters`);
const amount = z
  .number({ error: "must be a number" })
  .min(0, "must be 0 or more")
  .max(MAX_SHIPPING_AMOUNT, `must be at most ${MAX_SHIPPING_AMOUNT}`)
  .refine(isWholeMinor, "must have at most 2 decimals")
  .transform(toMinorUnits);
const position = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(MAX_SHIPPING_POSITION, `must be at most ${MAX_SHIPPING_POSITION}`);

const fields = {
  country: paymentCountrySchema,
  name,
  /** In the country's currency. */
  price: amount,
  /** Goods (after any discount) at or above this ship free; null: never free. */
  freeAbove: amount.nullable(),
  active: z.boolean({ error: "must be true or false" }),
  /** Order in the checkout's list, smallest first. */
  position,
};

/** What a write stores: amounts in minor units of the country's currency. */
export type ShippingMethodValues = {
  country: PaymentCountry;
  name: string;
  priceMinor: number;
  freeAboveMinor: number | null;
  active: boolean;
  position: number;
};

/** POST /api/admin/shipping-methods: a new method; active unless said, last in its country unless placed. */
export const createShippingMethodSchema = z
  .object({
    ...fields,
    freeAbove: fields.freeAbove.optional().default(null),
    active: fields.active.optional().default(true),
    position: fields.position.optional(),
  })
  .strict()
  .transform(
    ({ price, freeAbove, ...rest }): CreateShippingMethodInput => ({
      ...rest,
      priceMinor: price,
      freeAboveMinor: freeAbove,
    }),
  );
export type CreateShippingMethodRequest = z.input<typeof createShippingMethodSchema>;
export type CreateShippingMethodInput = Omit<ShippingMethodValues, "position"> & { position?: number };

/** PATCH /api/admin/shipping-methods/{id}: any of the fields; its amounts are in the (new) country's currency. */
export const updateShippingMethodSchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change")
  .transform(
    ({ price, freeAbove, ...rest }): UpdateShippingMethodInput => ({
      ...rest,
      ...(price !== undefined && { priceMinor: price }),
      ...(freeAbove !== undefined && { freeAboveMinor: freeAbove }),
    }),
  );
export type UpdateShippingMethodRequest = z.input<typeof updateShippingMethodSchema>;
export type UpdateShippingMethodInput = Partial<ShippingMethodValues>;

export const shippingMethodParams = z.object({ id: idParam });

/** A stored method, amounts as Money of its country's currency. */
export type ShippingMethod = {
  id: number;
  country: PaymentCountry;
  name: string;
  price: Money;
  freeAbove: Money | null;
  active: boolean;
  position: number;
  updatedAt: string;
};

/** A method as the API answers it: decimals in `currency`, the country's. */
export const shippingMethodSchema = z.object({
  id: z.number(),
  country: z.enum(PAYMENT_COUNTRIES),
  currency: z.string(),
  name: z.string(),
  price: z.number(),
  freeAbove: z.number().nullable(),
  active: z.boolean(),
  position: z.number(),
  updatedAt: z.string(),
});
export type ShippingMethodResponse = z.output<typeof shippingMethodSchema>;
export const shippingMethodListSchema = z.array(shippingMethodSchema);

export function toShippingMethodResponse(method: ShippingMethod): ShippingMethodResponse {
  return {
    id: method.id,
    country: method.country,
    currency: method.price.currency,
    name: method.name,
    price: toDecimal(method.price),
    freeAbove: method.freeAbove ? toDecimal(method.freeAbove) : null,
    active: method.active,
    position: method.position,
    updatedAt: method.updatedAt,
  };
}
