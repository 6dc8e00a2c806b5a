import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { products } from "@/db/schema";
import { cachedRead, catalogTags } from "../cache";
import { isNumberWord, queryWords, toAlternativesTsQuery } from "./search-terms";

/**
 * A full-text search of the generated, GIN-indexed `products.search` (name, category names,
 * description). `tsquery` is built by ./search-terms.ts from known words only, never from raw
 * input.
 */
export type ProductSearch = { tsquery: string };

/**
 * At most this many matches of a search are listed, ranked and counted: ranking reads every
 * match, so a word found in most of the catalogue would otherwise cost a scan of it. The
 * matches taken are those with the lowest ids (the list's default order), so every page of
 * one search ranks the same set (searchCandidatesQuery). More matches than this: the count says so
 * (countCapped).
 */
export const SEARCH_MATCH_CAP = 500;

/**
 * How far the probe of a search reads the id order (manyEarlyMatches): a search (with its
 * filters) matching at least SEARCH_MATCH_CAP / SEARCH_WALK_LIMIT (2.5%) of the products is
 * read by walking that order, a rarer one through the GIN index, which reads every match of
 * the words. Near 2.5% of a million both ways read about as many rows.
 */
export const SEARCH_WALK_LIMIT = 20_000;

/**
 * A typed word stands for at most this many whole words it starts (shortest first, so the word
 * itself comes first): "t" must not become a query of every word in t.
 */
export const PREFIX_ALTERNATIVES = 20;

/** The WHERE condition (served by the GIN index). */
export function searchMatches(search: ProductSearch): SQL {
  return sql`${products.search} @@ to_tsquery('english', ${search.tsquery})`;
}

/** Relevance, higher first: the default order while searching. */
export function searchRank(search: ProductSearch): SQL {
  return sql`ts_rank(${products.search}, to_tsquery('english', ${search.tsquery}))`;
}

/** What the vocabulary holds for one typed word. */
type WordSenses = {
  /** The whole words it starts, shortest first (the word itself first when it is one). */
  completions: string[];
  /** The distinct lexemes of the completions (stop words have none), as search_postings holds them. */
  lexemes: string[];
  /** The most similar known word (itself when none is similar enough). */
  closest: string;
};

/**
 * One statement: a prefix range scan of search_vocabulary_prefix_idx, and the most similar
 * word through the trigram index (`%` is pg_trgm's similarity operator, default threshold 0.3).
 */
async function readWordSenses(word: string): Promise<WordSenses> {
  if (isNumberWord(word)) return { completions: [word], lexemes: [word], closest: word };
  const db = await getDb();
  const [row] = rowsOf<WordSenses>(
    await db.execute(sql`SELECT
      found.completions,
      tsvector_to_array(to_tsvector('english', array_to_string(found.completions, ' '))) AS lexemes,
      coalesce((SELECT v.word FROM search_vocabulary v WHERE v.word % ${word} ORDER BY similarity(v.word, ${word}) DESC, v.word LIMIT 1), ${word}) AS closest
      FROM (SELECT ARRAY(SELECT word FROM search_vocabulary WHERE word LIKE ${`${word}%`} ORDER BY length(word), word LIMIT ${PREFIX_ALTERNATIVES}) AS completions) AS found`),
  );
  return row ?? { completions: [], lexemes: [], closest: word };
}

/**
 * Cached per word, so a search of known words costs no vocabulary lookup: shoppers type the same
 * words again and again, where their combinations, filters and pages vary. Read outside the
 * cached page (Next does not read its cache for a cached read nested in another one).
 */
const wordSenses = cachedRead("searchWordSenses", readWordSenses, () => [catalogTags.products]);

/**
 * A search of several words, and each word searched alone (every match of `search` matches
 * each). A typed search also carries each word's lexemes, for search_postings (./search-postings.ts).
 */
export type WordsSearch = { search: ProductSearch; words: ProductSearch[]; wordLexemes?: string[][] };

/** A text's two searches; see searchesFor. */
export type TextSearches = { typed: WordsSearch | null; corrected: WordsSearch | null };

/** One alternatives list per word: the whole search and each word's own, or null when a word has none. */
function wordsSearch(alternatives: string[][], weight?: "A"): WordsSearch | null {
  const tsquery = toAlternativesTsQuery(alternatives, weight);
  const words = alternatives.map((one) => toAlternativesTsQuery([one], weight));
  if (!tsquery || !words.every((word): word is string => word !== null)) return null;
  return { search: { tsquery }, words: words.map((word) => ({ tsquery: word })) };
}

/**
 * The searches a text stands for.
 *
 * `typed`, the search as the shopper types: each word matches the words it starts. The
 * prefixes are expanded through search_vocabulary into whole words rather than searched as
 * `word:*`: the planner knows how common a whole word is, so it walks the list's order for a
 * common one and uses the GIN index for a rare one, where for any prefix it assumes 2% and can
 * scan the whole table for a word that matches nothing. Null when a word starts no known word,
 * so nothing can match.
 *
 * `corrected`, tried when the typed search finds nothing: each word replaced by the most similar
 * known word, matching product names only (a correction is less certain than what was typed, so
 * it must not also pull in every product whose category or description holds the word). Null
 * when no word changes, so gibberish costs no page read.
 */
export async function searchesFor(text: string): Promise<TextSearches> {
  const words = queryWords(text);
  if (words.length === 0) return { typed: null, corrected: null };
  const senses = await Promise.all(words.map((word) => wordSenses(word)));
  const closest = senses.map((sense) => sense.closest);
  const unchanged = closest.every((word, index) => word === words[index]);
  const typed = wordsSearch(senses.map((sense) => sense.completions));
  return {
    typed: typed && { ...typed, wordLexemes: senses.map((sense) => sense.lexemes) },
    corrected: unchanged ? null : wordsSearch(closest.map((word) => [word]), "A"),
  };
}
