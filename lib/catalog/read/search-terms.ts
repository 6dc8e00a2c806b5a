// Turns what a shopper typed into safe search input. Pure: no database.

/** At most this many words are searched; more adds cost and little precision. */
const MAX_SEARCH_WORDS = 10;

/** The words of a search: runs of letters and digits, lower-cased. Everything else separates. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The words a search looks for: single letters are left out ("t shirt" searches "shirt"), as
 * a one-letter prefix matches most of the catalogue, unless nothing else was typed.
 */
export function queryWords(text: string): string[] {
  const words = searchWords(text);
  const informative = words.filter((word) => word.length > 1 || isNumberWord(word));
  return informative.length > 0 ? informative : words;
}

/** A word of digits only (a product number): matched whole, it is in no vocabulary. */
export function isNumberWord(word: string): boolean {
  return /^\p{N}+$/u.test(word);
}

/**
 * A `to_tsquery` text requiring, for every typed word, one of its alternatives (the whole words
 * it may stand for): [["hoodie", "hooded"], ["zip"]] -> "(hoodie | hooded) & (zip)". With a
 * weight, the words must be in that part of the document ("A": the product name). The
 * alternatives pass through searchWords, so no tsquery operator can come from input; the text
 * is still sent as a bound parameter. Null when a word has no alternative (nothing can match).
 */
export function toAlternativesTsQuery(alternatives: string[][], weight?: "A"): string | null {
  if (alternatives.length === 0) return null;
  const groups = alternatives.map((words) => searchWords(words.join(" ")).map((word) => (weight ? `${word}:${weight}` : word)));
  if (groups.some((group) => group.length === 0)) return null;
  return groups.map((group) => `(${group.join(" | ")})`).join(" & ");
}

/**
 * The lexemes whose search_postings a typed search intersects, given each word's lexemes (those
 * of the whole words it may stand for): one per word, a word of stop words only dropping out as
 * to_tsquery drops it. Null when a word stands for several lexemes (different words: their
 * postings would have to be merged) or when no lexeme remains.
 */
export function postingLexemes(wordLexemes: readonly (readonly string[])[]): string[] | null {
  if (wordLexemes.some((lexemes) => lexemes.length > 1)) return null;
  const lexemes = [...new Set(wordLexemes.flat())];
  return lexemes.length > 0 ? lexemes : null;
}
