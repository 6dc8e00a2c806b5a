// How a code's per-customer limit recognises one customer by e-mail. Pure, so the checks before
// payment, the count after it and the tests all agree.

/**
 * The e-mail as the limit compares it: trimmed, lower-case, and without a `+tag` in the part
 * before the @ (ann+shop@example.com is ann@example.com), since a mailbox answers to any tag and
 * a tag would otherwise make a new customer of the same person. A local part that is only a tag
 * is kept as it is.
 */
export function comparableEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const plus = lower.indexOf("+");
  return plus > 0 && plus < at ? `${lower.slice(0, plus)}${lower.slice(at)}` : lower;
}
