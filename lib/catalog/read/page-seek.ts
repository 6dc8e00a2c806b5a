// Seek paging behind page numbers. Pure.
//
// A deep page found by OFFSET costs an index walk over every skipped match, and with a filter
// that few products pass, over every skipped product. Instead, one walk of a list notes the
// sort key of every MARK_SPACING-th match (kept in the cache with the list's count), and a page
// then starts from the nearest mark before it: the walk per page is at most MARK_SPACING matches
// plus the page, however deep the page and however large the catalogue.

import type { ProductSort } from "../contract/sorts";

/** Matches between two marks: the most a page query skips. */
export const MARK_SPACING = 100;

/** The sort key of the match at `position` (1-based) in the list's order. */
export type Mark = { position: number; id: number; priceMinor: number; featured: boolean };

/** What one walk of a list found: its marks and how many matches it walked (the count, capped). */
export type PageMarks = {
  marks: Mark[];
  /** Matches walked: all of them, or the cap + 1 when there are more. */
  counted: number;
  /** Featured matches among those walked (they come first in the featured order). */
  featuredCounted: number;
};

/**
 * Part of the list a seek reads: every match, or (featured order) the featured or the other
 * matches, each part in id order. The featured order is read as two parts because an index
 * range cannot continue from "featured, id > n" into the unfeatured matches.
 */
export type ListPart = "all" | "featured" | "notFeatured";

/** One query of a page: in `part`, the matches after `after` (from the start without it), skipping `skip`, taking `take`. */
export type Seek = { part: ListPart; after?: Mark; skip: number; take: number };

/** Whether the list's marks are noted: MARK_SPACING apart, the nth at position n × MARK_SPACING. */
export function isMarkPosition(position: number): boolean {
  return position % MARK_SPACING === 0;
}

/** The seek for rows [from, to) of a part that starts at list position `partStart` (0-based), using its marks. */
function seekWithin(part: ListPart, marks: Mark[], partStart: number, from: number, to: number): Seek {
  // A mark at position p (1-based) is the match at index p - 1; matches after it start at index p.
  let after: Mark | undefined;
  for (const mark of marks) if (mark.position <= from && mark.position > partStart) after = mark;
  const start = after ? after.position : partStart;
  return { part, after, skip: from - start, take: to - from };
}

/** The queries that read rows [offset, offset + limit) of a list, given its marks. Nothing past the matches counted. */
export function planPage(sort: ProductSort | undefined, found: PageMarks, offset: number, limit: number): Seek[] {
  const end = Math.min(offset + limit, found.counted);
  if (offset >= end) return [];
  if (sort !== "featured") return [seekWithin("all", found.marks, 0, offset, end)];
  const boundary = found.featuredCounted;
  const seeks: Seek[] = [];
  if (offset < boundary) seeks.push(seekWithin("featured", found.marks.filter((mark) => mark.featured), 0, offset, Math.min(end, boundary)));
  if (end > boundary) seeks.push(seekWithin("notFeatured", found.marks.filter((mark) => !mark.featured), boundary, Math.max(offset, boundary), end));
  return seeks;
}
