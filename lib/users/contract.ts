import { z } from "zod";
import { nameSchema, phoneSchema } from "@/lib/auth/schemas";
import { isPaymentCountry } from "@/lib/money/currency";
import { shippingAddressSchema } from "@/lib/orders/contract/schemas";

// The profile and address-book calls under /api/user/{userName}: request schemas, answers and
// limits, for the route handlers and the browser alike (no server imports).

// PATCH /api/user/{userName}

/** Any of the three; the e-mail has its own confirmed change, so it is refused here, not ignored. */
export const profileUpdateSchema = z
  .strictObject({
    firstName: nameSchema("First name").optional(),
    lastName: nameSchema("Last name").optional(),
    phone: phoneSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change");
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

// /api/user/{userName}/addresses and /api/user/{userName}/addresses/{id}

/** Enough for home, work and family; a bound keeps one account from filling the table. */
export const MAX_SAVED_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`;

/**
 * The checkout's shipping address (one contract), limited to the countries the shop takes payments
 * in, since a saved address is only ever used to ship there. `isDefault: true` makes it the
 * default (the old one stops being it); there is always one default while any address exists,
 * so it cannot be switched off, only moved to another address.
 */
export const savedAddressInputSchema = shippingAddressSchema.extend({
  country: shippingAddressSchema.shape.country.refine(isPaymentCountry, "is not a country we ship to"),
  isDefault: z.literal(true, "can only be true: make another address the default instead").optional(),
});
export type SavedAddressRequest = z.input<typeof savedAddressInputSchema>;
export type SavedAddressInput = z.output<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
/** An address of the book as the API answers it: the shipping fields, its id and whether it is the default. */
export type SavedAddress = z.output<typeof savedAddressSchema>;
export const savedAddressListSchema = z.array(savedAddressSchema);

/** The profile as PATCH answers it (the public user). */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: z.string(),
});

export const userPath = (userName: string) => `/api/user/${encodeURIComponent(userName)}`;
export const addressesPath = (userName: string) => `${userPath(userName)}/addresses`;
export const addressPath = (userName: string, id: number) => `${addressesPath(userName)}/${id}`;
