// The built-in test provider's cards, as Stripe's test mode knows them. Pure rules, shared by
// the test card form (inline hints) and the server (the decision).

export const DECLINED_CARD = "4000000000000002";
export const INSUFFICIENT_FUNDS_CARD = "4000000000009995";

export const CARD_DECLINED = "Your card was declined.";
const DECLINES: Record<string, string> = {
  [DECLINED_CARD]: CARD_DECLINED,
  [INSUFFICIENT_FUNDS_CARD]: "Your card has insufficient funds.",
};

export const INVALID_NUMBER = "Your card number is invalid.";
export const INVALID_EXPIRY = "Your card's expiration date is invalid.";
export const EXPIRED = "Your card's expiration date is in the past.";
export const INVALID_CVC = "Your card's security code is invalid.";

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY": valid through the last day of that month. */
export function expiryProblem(expiry: string, now = new Date()): string | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return INVALID_EXPIRY;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return INVALID_EXPIRY;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? EXPIRED : undefined;
}

export type CardInput = { cardNumber: string; expiry: string; cvc: string };

/** The first thing wrong with what was typed, as Stripe words it; undefined when all is well. */
export function cardProblem({ cardNumber, expiry, cvc }: CardInput, now = new Date()): string | undefined {
  if (!passesLuhn(cardDigits(cardNumber))) return INVALID_NUMBER;
  const expiryIssue = expiryProblem(expiry, now);
  if (expiryIssue) return expiryIssue;
  if (!/^\d{3,4}$/.test(cvc.trim())) return INVALID_CVC;
  return undefined;
}

/** What the test bank answers for a valid card: declined with a reason, or paid. */
export function testCardOutcome(cardNumber: string): { status: "succeeded" } | { status: "failed"; reason: string } {
  const reason = DECLINES[cardDigits(cardNumber)];
  return reason ? { status: "failed", reason } : { status: "succeeded" };
}
