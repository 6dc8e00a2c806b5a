import { z } from "zod";

// How the catalogue's list queries read their URL parameters, shared by the storefront's and
// the admin's lists so one parameter means and answers the same everywhere.

/** A parameter left empty (`?priceMin=`) means the same as an absent one. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
}

/** A whole number from `min` to `max`, written in digits (a page, a page size). */
export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/** `true` or `false`; absent or empty reads as false. */
export const flagParam = optionalParam(z.enum(["true", "false"], { error: "must be true or false" })).transform(
  (value) => value === "true",
);
