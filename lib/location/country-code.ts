import { z } from "zod";

// A country code is valid when it is exactly two letters; kept upper-case.
// Shared by the server's input schemas and the browser's stored location.
const TWO_LETTERS = /^[A-Za-z]{2}$/;

export function normalizeCountryCode(value: unknown): string | null {
  return typeof value === "string" && TWO_LETTERS.test(value) ? value.toUpperCase() : null;
}

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(TWO_LETTERS, "must be a two-letter country code")
  .transform((code) => code.toUpperCase());
