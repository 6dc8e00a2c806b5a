// Turns what a shopper typed into safe search input. Pure: no database.

/** At most this many words are searched; more adds cost and little precision. */
const MAX_SEARCH_WORDS = 10;

/** The words of a search: runs of letters and digits, lower-cased. Everything else separates. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A `to_tsquery` text matching every word as a prefix ("blue tee" -> "blue:* & tee:*"), so
 * results narrow as the shopper types. The words hold only letters and digits, so no tsquery
 * operator can come from user input; the text is still passed as a bound parameter.
 * Null when there is nothing to search for.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}
