import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { products } from "@/db/schema";
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
 * one search ranks the same set (searchPageQuery). More matches than this: the count says so
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

/**
 * The search as the shopper types: each word matches the words it starts. The prefixes are
 * expanded through search_vocabulary into whole words rather than searched as `word:*`: the
 * planner knows how common a whole word is, so it walks the list's order for a common one and
 * uses the GIN index for a rare one, where for any prefix it assumes 2% and can scan the whole
 * table for a word that matches nothing. Null when a word starts no known word, so nothing
 * can match (the caller then tries correctedSearch).
 */
export async function fullTextSearch(text: string): Promise<ProductSearch | null> {
  const words = queryWords(text);
  const lookups = words.filter((word) => !isNumberWord(word));
  const expansions = new Map<string, string[]>();
  if (lookups.length > 0) {
    const db = await getDb();
    // One statement; each branch is a prefix range scan of search_vocabulary_prefix_idx.
    const result = await db.execute(
      sql.join(
        lookups.map(
          (word) => sql`(SELECT ${word}::text AS typed, word FROM search_vocabulary WHERE word LIKE ${`${word}%`} ORDER BY length(word), word LIMIT ${PREFIX_ALTERNATIVES})`,
        ),
        sql` UNION ALL `,
      ),
    );
    for (const row of rowsOf<{ typed: string; word: string }>(result)) expansions.set(row.typed, [...(expansions.get(row.typed) ?? []), row.word]);
  }
  const tsquery = toAlternativesTsQuery(words.map((word) => (isNumberWord(word) ? [word] : (expansions.get(word) ?? []))));
  return tsquery ? { tsquery } : null;
}

/**
 * The search again with each word replaced by the most similar known word (pg_trgm on the
 * small search_vocabulary table), matching product names only: a correction is less certain
 * than what was typed, so it must not also pull in every product whose category or description
 * holds the word. Null when no word changes, so gibberish costs one lookup.
 */
export async function correctedSearch(text: string): Promise<ProductSearch | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const db = await getDb();
  // `%` is pg_trgm's similarity operator (default threshold 0.3), served by the trigram index.
  const result = await db.execute(sql`
    SELECT coalesce((
      SELECT v.word FROM search_vocabulary v
      WHERE v.word % typed.word
      ORDER BY similarity(v.word, typed.word) DESC, v.word
      LIMIT 1
    ), typed.word) AS word
    FROM unnest(ARRAY[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]) WITH ORDINALITY AS typed(word, n)
    ORDER BY typed.n`);
  const corrected = rowsOf<{ word: string }>(result).map((row) => row.word);
  if (corrected.every((word, index) => word === words[index])) return null;
  const tsquery = toAlternativesTsQuery(corrected.map((word) => [word]), "A");
  return tsquery ? { tsquery } : null;
}
