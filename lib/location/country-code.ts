import { z } from "zod";

/** A country code is valid when it is exactly two letters (spec.md §5); kept upper-case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
  .transform((code) => code.toUpperCase());
