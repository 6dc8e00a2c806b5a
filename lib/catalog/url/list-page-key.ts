import "server-only";
import { productQuerySchema } from "../contract/storefront";
import type { SearchParams } from "./list-state";

/**
 * The product list is one cached page per query. Pages that read the query string are rendered
 * per request, so the proxy rewrites `/products?…` to `/products/list/<key>`, a page cached by
 * its path. The key keeps only the list's own parameters, in a fixed order, with a repeated
 * parameter's last value (as the list reads it) and no empty ones: `?utm_source=…` or a
 * reordered query share the page rather than filling the cache with copies. It is written in
 * base64url, which needs no escaping in a path (Next does not always decode a segment).
 */
export const LIST_PAGE_PATH = "/products/list";

/** The key of the list with no parameters. */
const EVERYTHING = "all";

const LIST_PARAMS = Object.keys(productQuerySchema.shape);

/** The cached page's path for a list query. */
export function listPagePath(query: URLSearchParams): string {
  const canonical = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = query.getAll(name).at(-1);
    if (value !== undefined && value.trim() !== "") canonical.set(name, value);
  }
  const key = canonical.size > 0 ? Buffer.from(canonical.toString()).toString("base64url") : EVERYTHING;
  return `${LIST_PAGE_PATH}/${key}`;
}

/** The list query a cached page's key stands for. */
export function listQueryOfKey(key: string): SearchParams {
  if (key === EVERYTHING) return {};
  return Object.fromEntries(new URLSearchParams(Buffer.from(key, "base64url").toString()));
}
