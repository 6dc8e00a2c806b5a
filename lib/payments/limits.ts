import type { Currency } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { money, type Money } from "@/lib/money/money";

// Stripe's charge limits for the shop's currencies (docs.stripe.com/currencies, "Minimum and
// maximum charge amounts"): at least 0.50 of each, and an amount of at most 8 digits in minor units.
// Stripe is the authority and refuses what breaks them; these let the shop say why in its own words.

export const MINIMUM_CHARGE_MINOR: Record<Currency, number> = { AUD: 50, USD: 50, CAD: 50, SGD: 50, EUR: 50 };
export const MAXIMUM_CHARGE_MINOR = 99_999_999;

export function minimumCharge(currency: Currency): Money {
  return money(MINIMUM_CHARGE_MINOR[currency], currency);
}

/** "Card payments start at $0.50 AUD; this order comes to $0.30 AUD." */
export function belowMinimumMessage(amount: Money): string {
  return `Card payments start at ${formatMoney(minimumCharge(amount.currency))}; this order comes to ${formatMoney(amount)}. Add something to your cart to pay by card.`;
}

export function aboveMaximumMessage(amount: Money): string {
  return `Card payments can be at most ${formatMoney(money(MAXIMUM_CHARGE_MINOR, amount.currency))}; this order comes to ${formatMoney(amount)}. Split it into smaller orders.`;
}
