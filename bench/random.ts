// Small random helpers for the bench's request makers. `Random` is injectable so tests can
// make the choices repeatable.

/** Returns a number in [0, 1), as Math.random does. */
export type Random = () => number;

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, values: readonly T[]): T {
  if (values.length === 0) throw new Error("Nothing to pick from");
  return values[randomInt(random, 0, values.length - 1)];
}

/**
 * A misspelling a shopper might type: two neighbouring letters swapped, one left out or one
 * doubled, never at the first letter. Nor does it only cut the word short: a prefix would still
 * match the full-text search, and the point is to reach the typo-tolerant one.
 */
export function misspell(random: Random, word: string): string {
  if (word.length < 4) return word + word.at(-1);
  const at = randomInt(random, 1, word.length - 2);
  const doubled = word.slice(0, at + 1) + word[at] + word.slice(at + 1);
  const kind = randomInt(random, 0, 2);
  // Swapping two equal letters ("oo") changes nothing, and leaving out one of two equal last
  // letters ("coffee" -> "coffe") only cuts the word short: those become a doubled letter.
  if (kind === 0 && word[at] !== word[at + 1]) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const shorter = word.slice(0, at) + word.slice(at + 1);
  if (kind === 1 && !word.startsWith(shorter)) return shorter;
  return doubled;
}
