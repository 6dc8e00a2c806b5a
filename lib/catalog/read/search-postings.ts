import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { products, searchPostings } from "@/db/schema";
import { productListConditions } from "./filters";
import type { ProductSearch } from "./search";

// An unfiltered search's first matches from search_postings (kept by triggers on products):
// each word's postings are read in product id order from the primary key alone and
// intersected, so the first `limit` matches cost about that many index entries per word. The
// GIN index finds the same products, but must visit each match's row to learn its id and
// sort them: 40-70 ms for a word held by 152 000 of a million products.

/** The intersection of the lexemes' postings, its first `limit` product ids in order; `guard` is added to its WHERE. */
export function postingCandidatesQuery(db: Db, lexemes: readonly string[], limit: number, guard?: SQL) {
  const [first, ...others] = lexemes;
  const lead = alias(searchPostings, "word_1");
  // Named `id`: the page query reads the candidates' `id`.
  let query = db.select({ id: sql<number>`${lead.productId}`.as("id") }).from(lead).$dynamic();
  others.forEach((lexeme, index) => {
    const other = alias(searchPostings, `word_${index + 2}`);
    query = query.innerJoin(other, and(eq(other.productId, lead.productId), eq(other.lexeme, lexeme)));
  });
  return query.where(and(eq(lead.lexeme, first), guard)).orderBy(asc(lead.productId)).limit(limit);
}

/**
 * The first `limit` matches of `search` in id order (column `id`), as SQL for a CTE. One word:
 * its first postings. Several: a merge of their postings reads every posting of them when they
 * share few products (45 ms for two words held by 266 000 and 152 000 of a million products and
 * never together, where the GIN index took 5), so up to `few` + 1 matches are read through the
 * GIN index first (the CTE is planned to find every match but read only as far as asked), and
 * the postings are merged only when there are more: within the one statement, as the count of
 * that read decides.
 */
export function postingCandidatesSql(db: Db, search: ProductSearch, lexemes: readonly string[], limit: number, few: number): SQL {
  if (lexemes.length === 1) return sql`${postingCandidatesQuery(db, lexemes, limit)}`;
  // The CTE has no LIMIT of its own: with one, the planner would read the table in order until
  // enough matched (204 ms for two words that never meet), where it now plans for every match.
  const firstFew = sql`(SELECT id FROM matches LIMIT ${few + 1})`;
  const found = sql`(SELECT count(*) FROM ${firstFew} AS counted)`;
  return sql`WITH matches AS MATERIALIZED (SELECT ${products.id} AS id FROM ${products} WHERE ${productListConditions({ search })})
    (SELECT id FROM ${firstFew} AS few WHERE ${found} <= ${few} ORDER BY id LIMIT ${limit})
    UNION ALL
    (${postingCandidatesQuery(db, lexemes, limit, sql`${found} > ${few}`)})`;
}
