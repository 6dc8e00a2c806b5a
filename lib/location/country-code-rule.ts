// A country code is valid when it is exactly two letters; kept upper-case. Plain TypeScript
// (no schema library), so the browser's stored location can check it without zod.
export const TWO_LETTERS = /^[A-Za-z]{2}$/;

export function normalizeCountryCode(value: unknown): string | null {
  return typeof value === "string" && TWO_LETTERS.test(value) ? value.toUpperCase() : null;
}
