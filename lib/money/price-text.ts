// A price as text: as a person types it into a field or a URL, and as a field or schema.org
// shows it back. No imports: the storefront's first load carries the formatter, not these.

/** A price as a person types it: digits, then at most 2 decimals ("25", "25.5", "25.50"). */
export const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;

/** "12.50": a decimal amount as plain text with its 2 decimals, as a price field or schema.org holds it. */
export function decimalText(amount: number): string {
  return amount.toFixed(2);
}
