import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { cachedRead, catalogTags } from "../cache";
import type { ListQuery } from "../contract/storefront";
import type { Paged, Product } from "../contract/types";
import { isListed, isUnfiltered, productListConditions, type ListFilters } from "./filters";
import { cappedCount, emptyPage, pageWindow } from "./paging";
import { countCandidates, manyEarlyMatches, selectCandidatesPage, selectProducts, selectSearchCandidates } from "./product-rows";
import { SEARCH_MATCH_CAP, SEARCH_WALK_LIMIT, searchesFor, type ProductSearch, type WordsSearch } from "./search";
import { postingCandidatesSql } from "./search-postings";
import { postingLexemes } from "./search-terms";
import { searchPageOrder } from "./sort-order";

// A page of a search (GET /api/product?search=…), read in parts each cached on its own: the
// words (./search.ts), then without filters the page with its first matches from
// search_postings in one statement; with filters the first matches (by walking the id order or
// through the GIN index) and the page among them. The functions combining them are not
// cached: Next does not read its cache for a cached read nested in another one.

/**
 * Whether a search's first SEARCH_MATCH_CAP matches lie among the first SEARCH_WALK_LIMIT
 * products, so its candidates are read by walking the id order, or not (the GIN index): a
 * bounded probe, cached per search and filters.
 */
const walksIdOrder = cachedRead(
  "searchWalksIdOrder",
  (filters: ListFilters, search: ProductSearch) => manyEarlyMatches(isListed, productListConditions({ ...filters, search }), SEARCH_MATCH_CAP, SEARCH_WALK_LIMIT),
  () => [catalogTags.products],
);

/**
 * A search of several words matches fewer products than each word alone, so when one word alone
 * is not walked, neither is the search, and its own probe is not needed. Shoppers combine the
 * same words in many ways: each word's probe is read once.
 */
async function walksFor(filters: ListFilters, terms: WordsSearch): Promise<boolean> {
  if (terms.words.length > 1) {
    const eachWord = await Promise.all(terms.words.map((word) => walksIdOrder(filters, word)));
    if (eachWord.includes(false)) return false;
  }
  return walksIdOrder(filters, terms.search);
}

/**
 * The ids of a search's first SEARCH_MATCH_CAP matches in id order, and one more when there are
 * more (its count is then capped), read as `walk` says. Cached per search and filters, so every
 * page and sort of a search finds its matches once.
 */
const searchCandidates = cachedRead(
  "searchCandidates",
  (filters: ListFilters, search: ProductSearch, walk: boolean) =>
    selectSearchCandidates(productListConditions({ ...filters, search }), SEARCH_MATCH_CAP + 1, walk),
  () => [catalogTags.products],
);

/** A search of several words with at most this many matches has them all read through the GIN index (see postingCandidatesSql). */
export const FEW_MATCHES = 2 * SEARCH_MATCH_CAP;

/** The lexemes whose postings give a search's first matches, or null when they are read from products (filters, or words of several lexemes). */
export function postingLexemesOf(filters: ListFilters, terms: WordsSearch): string[] | null {
  return terms.wordLexemes && isUnfiltered(filters) ? postingLexemes(terms.wordLexemes) : null;
}

/** Which page of a search, and in which order: its filters are in its candidates already. */
type SearchPaging = Pick<ListQuery, "page" | "pageSize" | "sort">;

/** One page of a search: its candidates ranked (or sorted) and paged among themselves. */
async function readSearchResults(query: SearchPaging, search: ProductSearch, candidates: number[]): Promise<Paged<Product>> {
  const window = pageWindow(query.page, query.pageSize, SEARCH_MATCH_CAP);
  const paged = candidates.slice(0, SEARCH_MATCH_CAP);
  const results =
    window && window.offset < paged.length ? await selectProducts(inArray(products.id, paged), searchPageOrder(query.sort, search), window.limit, window.offset) : [];
  return { results, ...cappedCount(candidates.length, SEARCH_MATCH_CAP), pageSize: query.pageSize };
}

/** Cached by the candidates themselves too: a page cannot outlive the set it was read from. */
const readCachedSearchResults = cachedRead("listSearchPage", readSearchResults, () => [catalogTags.products]);

/**
 * One page of an unfiltered search whose words each stand for one lexeme: its candidates come
 * from search_postings and the page is read among them in the same statement, so a new search
 * costs one round trip (the candidates cost a few index entries, or a GIN read of at most
 * FEW_MATCHES + 1 rows, so reading them again for each page is cheap). Count 0: nothing matches.
 */
async function readPostingsSearchPage(query: SearchPaging, search: ProductSearch, lexemes: string[]): Promise<Paged<Product>> {
  const db = await getDb();
  const candidates = postingCandidatesSql(db, search, lexemes, SEARCH_MATCH_CAP + 1, FEW_MATCHES);
  const window = pageWindow(query.page, query.pageSize, SEARCH_MATCH_CAP);
  const page = window ? await selectCandidatesPage(candidates, SEARCH_MATCH_CAP, searchPageOrder(query.sort, search), window.limit, window.offset) : null;
  // An empty first page means no candidates; only a page past them needs its own count.
  const counted = page?.counted ?? (query.page === 1 ? 0 : await countCandidates(candidates));
  return { results: page?.results ?? [], ...cappedCount(counted, SEARCH_MATCH_CAP), pageSize: query.pageSize };
}

const readCachedPostingsSearchPage = cachedRead("listPostingsSearchPage", readPostingsSearchPage, () => [catalogTags.products]);

/** Full text first; only when it finds nothing, the search with its typos corrected. */
export async function readSearchPage(query: ListQuery, filters: ListFilters, text: string): Promise<Paged<Product>> {
  const { typed, corrected } = await searchesFor(text);
  const paging: SearchPaging = { page: query.page, pageSize: query.pageSize, sort: query.sort };
  for (const terms of [typed, corrected]) {
    if (!terms) continue;
    const lexemes = postingLexemesOf(filters, terms);
    if (lexemes) {
      const page = await readCachedPostingsSearchPage(paging, terms.search, lexemes);
      if (page.count > 0) return page;
      continue;
    }
    const candidates = await searchCandidates(filters, terms.search, await walksFor(filters, terms));
    if (candidates.length > 0) return readCachedSearchResults(paging, terms.search, candidates);
  }
  return emptyPage(query);
}
