import { BASE_CURRENCY, type Currency } from "./currency";
import type { Money } from "./money";

// The API's decimal amounts (12.34, major units) against Money. Every currency the shop takes has
// two decimals. Only boundaries convert: the areas' mappers and schemas, and the formatter's
// wrapper for the API's decimal prices (which the storefront's first load carries: this module
// stays small and leaves Money's arithmetic, ./money.ts, to the pages that use it).

const MINOR_PER_MAJOR = 100;

/** Converts a major-unit amount (12.34) to integer minor units (1234) without float drift. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * MINOR_PER_MAJOR);
}

/** Converts integer minor units (1234) to a major-unit number with 2 decimals (12.34). */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / MINOR_PER_MAJOR;
}

/** A decimal amount as the API takes it (12.5) as Money (1250 cents), in the catalogue's currency unless named. */
export function fromDecimal(amount: number, currency: Currency = BASE_CURRENCY): Money {
  return { minor: toMinorUnits(amount), currency }; // whole by construction: toMinorUnits rounds
}

/** Money as the API answers a price: a decimal number with 2 decimals (12.5). */
export function toDecimal(amount: Money): number {
  return fromMinorUnits(amount.minor);
}

/** Whether a decimal amount is a whole number of cents (12.34, not 12.345), allowing for float noise. */
export function isWholeMinor(amount: number): boolean {
  return Math.abs(toMinorUnits(amount) - amount * MINOR_PER_MAJOR) < 1e-6;
}
