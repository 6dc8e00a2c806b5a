import { BadRequestError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/parse";
import { productQuerySchema, type ProductQuery } from "../contract/storefront";
import { toSearchParams, type SearchParams } from "./list-state";

// The list page reads its query with the API's own schema, so a URL lists what the same
// query to GET /api/product would.

/** Parses a page's searchParams; throws BadRequestError naming the first problem. */
export function parseProductQuery(params: SearchParams): ProductQuery {
  const single = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.at(-1) : value]));
  const result = productQuerySchema.safeParse(single);
  if (!result.success) throw new BadRequestError(describeZodError(result.error));
  return result.data;
}

export type ListRequest = {
  query: ProductQuery;
  /** The URL's query string as links should extend it (empty when it was invalid). */
  search: string;
  /** What was wrong with the URL's query, if anything; the list then shows the defaults. */
  problem: string | null;
};

/** Reads the list's URL: an invalid query falls back to the default list with a note. */
export function readListRequest(params: SearchParams): ListRequest {
  try {
    return { query: parseProductQuery(params), search: toSearchParams(params).toString(), problem: null };
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    return { query: parseProductQuery({}), search: "", problem: error.detail };
  }
}
