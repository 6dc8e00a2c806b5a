// How far a list is paged and counted. Pure.

import type { ListQuery } from "../contract/storefront";
import type { Paged, Product } from "../contract/types";

/**
 * A list reaches at most its first LIST_ROW_CAP products in any order: deeper pages would cost
 * an index walk past every skipped row. The count stops there too (countCapped: "10,000+"),
 * so the pages on offer are exactly the reachable ones; a page past them answers 200 with no
 * results, like any page past the end.
 */
export const LIST_ROW_CAP = 10_000;

/** The rows of one page inside the first `cap` rows; null when the page lies wholly past them. */
export function pageWindow(page: number, pageSize: number, cap: number): { offset: number; limit: number } | null {
  const offset = (page - 1) * pageSize;
  if (offset >= cap) return null;
  return { offset, limit: Math.min(pageSize, cap - offset) };
}

/** A count taken with `LIMIT cap + 1`: exact up to the cap, else the cap, flagged. */
export function cappedCount(counted: number, cap: number): { count: number; countCapped: boolean } {
  return counted > cap ? { count: cap, countCapped: true } : { count: counted, countCapped: false };
}

/** No results: a list whose categories do not exist, or a search that finds nothing. */
export function emptyPage(query: Pick<ListQuery, "pageSize">): Paged<Product> {
  return { results: [], count: 0, pageSize: query.pageSize, countCapped: false };
}
