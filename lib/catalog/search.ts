import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { products } from "@/db/schema";
import { searchWords, toPrefixTsQuery } from "./search-terms";

/**
 * How a search matches products. Full text (the generated, GIN-indexed `products.search`:
 * name, category names, description) is tried first; when it finds nothing, trigram
 * similarity on the name (pg_trgm, GIN-indexed) forgives typos such as "hoodei".
 */
export type ProductSearch = { kind: "fulltext"; tsquery: string } | { kind: "fuzzy"; words: string };

export function fullTextSearch(text: string): ProductSearch | null {
  const tsquery = toPrefixTsQuery(text);
  return tsquery ? { kind: "fulltext", tsquery } : null;
}

export function fuzzySearch(text: string): ProductSearch | null {
  const words = searchWords(text).join(" ");
  return words ? { kind: "fuzzy", words } : null;
}

/** The WHERE condition: either kind is an operator its GIN index serves. */
export function searchMatches(search: ProductSearch): SQL {
  if (search.kind === "fulltext") return sql`${products.search} @@ to_tsquery('english', ${search.tsquery})`;
  // `<%`: the words are similar to some run of words in the name (pg_trgm word similarity).
  return sql`${search.words} <% ${products.name}`;
}

/** Relevance, higher first: the default order while searching. */
export function searchRank(search: ProductSearch): SQL {
  if (search.kind === "fulltext") return sql`ts_rank(${products.search}, to_tsquery('english', ${search.tsquery}))`;
  return sql`word_similarity(${search.words}, ${products.name})`;
}

/**
 * pg_trgm's default word-similarity threshold (0.6) misses a swapped pair of letters in a
 * six-letter word ("hoodei" is 0.57 to "hoodie"); 0.5 catches it. Only the fallback uses it.
 */
export const TYPO_WORD_SIMILARITY = 0.5;

/**
 * Runs queries with the settings a search needs. The fuzzy search sets its threshold for one
 * transaction only (`set_config(..., true)`), so pooled connections are left as they were.
 */
export async function withSearchSettings<T>(search: ProductSearch | undefined, run: (db: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  if (search?.kind !== "fuzzy") return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_WORD_SIMILARITY)}, true)`);
    return run(tx);
  });
}
