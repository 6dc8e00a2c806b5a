import { BASE_CURRENCY, type Currency } from "./currency";

// Money inside lib/ is one value: integer minor units (cents) with their currency, from the
// database to the boundary, where each area's mapper writes it in its API's units
// (./minor-units.ts). Arithmetic on it is integer arithmetic. The one rounding to the minor unit
// happens where a rate or a percentage is applied (convert), half away from zero.

export type Money = { readonly minor: number; readonly currency: Currency };

/** `minor` units (cents) of `currency`, the catalogue's unless named; a fraction of a cent is a bug. */
export function money(minor: number, currency: Currency = BASE_CURRENCY): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money is a whole number of minor units, not ${minor}`);
  return { minor, currency };
}

function currencyOfBoth(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`);
  return a.currency;
}

export function add(a: Money, b: Money): Money {
  return money(a.minor + b.minor, currencyOfBoth(a, b));
}

/** A unit price times a (whole) quantity: a line's total. */
export function times(unit: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`A quantity is a whole number, not ${quantity}`);
  return money(unit.minor * quantity, unit.currency);
}

/** The total of amounts of one currency; nothing adds up to zero of `currency`. */
export function sum(amounts: readonly Money[], currency: Currency = BASE_CURRENCY): Money {
  return amounts.reduce(add, money(0, currency));
}

/** The shop's one rounding rule to the minor unit: half away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundToMinor(fractionalMinor: number): number {
  return Math.sign(fractionalMinor) * Math.round(Math.abs(fractionalMinor));
}

/** An amount at an exchange rate, in `currency`: e.g. a catalogue price charged in AUD. */
export function convert(amount: Money, rate: number, currency: Currency): Money {
  return money(roundToMinor(amount.minor * rate), currency);
}
