import { z } from "zod";
import { TWO_LETTERS } from "./country-code-rule";

// The server's input schema for a country code; the rule itself is in country-code-rule.ts.
export { normalizeCountryCode } from "./country-code-rule";

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(TWO_LETTERS, "must be a two-letter country code")
  .transform((code) => code.toUpperCase());
