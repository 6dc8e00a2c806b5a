import { z } from "zod";
import { BadRequestError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/parse";
import { countryCodeSchema } from "@/lib/location/country-code";
import { searchWords } from "./search-terms";
import { PRODUCT_SORTS } from "./sorts";

// The query of GET /api/product, also used by the storefront to read its URL.


export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 10_000_000;
/** The largest price the database holds (int4 minor units). */
const MAX_PRICE = 21_474_836.47;

/** A parameter left empty (`?priceMin=`) means the same as an absent one. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
}

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

const price = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, "must be a price such as 25 or 25.50")
  .transform(Number)
  .pipe(z.number().max(MAX_PRICE, `must be at most ${MAX_PRICE}`));

const categoryList = z
  .string()
  .transform((list) => list.split(",").map((name) => name.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(100, "names must be at most 100 characters")).max(50, "at most 50 categories"))
  .transform((names) => (names.length > 0 ? names : undefined));

/** A Color or Size value, matched case-insensitively (`colour=Red`, `size=xl`). */
const variationValue = optionalParam(z.string().trim().max(50, "must be at most 50 characters"));

export const productQuerySchema = z
  .object({
    page: optionalParam(wholeNumber(1, MAX_PAGE)).transform((page) => page ?? 1),
    pageSize: optionalParam(wholeNumber(1, MAX_PAGE_SIZE)).transform((size) => size ?? DEFAULT_PAGE_SIZE),
    priceMin: optionalParam(price),
    priceMax: optionalParam(price),
    sort: optionalParam(z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(", ")}` })),
    colour: variationValue,
    size: variationValue,
    categories: optionalParam(categoryList),
    // A term without letters or digits ("%%", "!!") searches for nothing: the same as no term.
    search: optionalParam(
      z.string().trim().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
    ).transform((search) => (search && searchWords(search).length > 0 ? search : undefined)),
    location: optionalParam(countryCodeSchema),
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    path: ["priceMin"],
    error: "must not be greater than priceMax",
  });

/** Prices are major units (25.5) as in the URL; page and pageSize always have a value. */
export type ProductQuery = z.output<typeof productQuerySchema>;

/** Query parameters as Next gives them to pages; a repeated key keeps its last value, as in the API. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Parses a page's searchParams; throws BadRequestError naming the first problem. */
export function parseProductQuery(params: SearchParams): ProductQuery {
  const single = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.at(-1) : value]));
  const result = productQuerySchema.safeParse(single);
  if (!result.success) throw new BadRequestError(describeZodError(result.error));
  return result.data;
}

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
