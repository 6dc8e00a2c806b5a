import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { searchPostings } from "@/db/schema";

// An unfiltered search's first matches from search_postings (kept by triggers on products):
// each word's postings are read in product id order from the primary key alone and
// intersected, so the first `limit` matches cost about that many index entries per word. The
// GIN index finds the same products, but must visit each match's row to learn its id and
// sort them: 40-70 ms for a word held by 152 000 of a million products.

/** The query, unexecuted, so the benchmark can EXPLAIN exactly what the app runs. */
export function postingCandidatesQuery(db: Db, lexemes: readonly string[], limit: number) {
  const [first, ...others] = lexemes;
  const lead = alias(searchPostings, "word_1");
  let query = db.select({ id: lead.productId }).from(lead).$dynamic();
  others.forEach((lexeme, index) => {
    const other = alias(searchPostings, `word_${index + 2}`);
    query = query.innerJoin(other, and(eq(other.productId, lead.productId), eq(other.lexeme, lexeme)));
  });
  return query.where(eq(lead.lexeme, first)).orderBy(asc(lead.productId)).limit(limit);
}

/** The ids of the first `limit` listed products holding every lexeme, in id order. */
export async function selectPostingCandidates(lexemes: readonly string[], limit: number): Promise<number[]> {
  const rows = await postingCandidatesQuery(await getDb(), lexemes, limit);
  return rows.map((row) => row.id);
}
