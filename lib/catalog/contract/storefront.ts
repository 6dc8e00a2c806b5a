import { z } from "zod";
import { databaseId, idParam, INT4_MAX } from "@/lib/http/parse";
import { countryCodeSchema } from "@/lib/location/country-code";
import { fromDecimal, fromMinorUnits } from "@/lib/money/minor-units";
import { PRICE_TEXT } from "@/lib/money/price-text";
import type { Money } from "@/lib/money/money";
import { searchWords } from "../read/search-terms";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "./constants";
import { optionalParam, wholeNumber } from "./query-params";
import { PRODUCT_SORTS } from "./sorts";

// What the catalogue's calls accept: the product list's query (GET /api/product, also the
// storefront's /products URL) and the paths, queries and bodies of the other catalogue calls.

/** The largest price the database holds (21474836.47): the int4 maximum in minor units. */
export const MAX_PRICE = fromMinorUnits(INT4_MAX);

const price = z
  .string()
  .trim()
  .regex(PRICE_TEXT, "must be a price such as 25 or 25.50")
  .transform(Number)
  .pipe(z.number().max(MAX_PRICE, `must be at most ${MAX_PRICE}`));

const categoryList = z
  .string()
  .transform((list) => list.split(",").map((name) => name.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(100, "names must be at most 100 characters")).max(50, "at most 50 categories"))
  .transform((names) => (names.length > 0 ? names : undefined));

/** A Color or Size value, matched case-insensitively (`colour=Red`, `size=xl`). */
const variationValue = optionalParam(z.string().trim().max(50, "must be at most 50 characters"));

/** The query of GET /api/product and GET /api/admin/product. */
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

/** The list query as the catalogue reads it: the price bounds as Money. */
export type ListQuery = Omit<ProductQuery, "priceMin" | "priceMax"> & { priceMin?: Money; priceMax?: Money };

/** The list query's boundary: its route handlers and pages pass the parsed query through it. */
export function toListQuery({ priceMin, priceMax, ...query }: ProductQuery): ListQuery {
  return {
    ...query,
    ...(priceMin !== undefined && { priceMin: fromDecimal(priceMin) }),
    ...(priceMax !== undefined && { priceMax: fromDecimal(priceMax) }),
  };
}

export const productIdParams = z.object({ id: idParam });

export const productItemParams = z.object({ productId: idParam });

export const categoryParams = z.object({ internalName: z.string().trim().min(1).max(100) });

/** `?location=` of the featured and related calls. */
export const locationQuery = z.object({ location: optionalParam(countryCodeSchema) });

export const variationQuery = z.object({
  category: z
    .string({ error: "is required (a category internalName)" })
    .trim()
    .min(1, "is required (a category internalName)")
    .max(100),
});

export const configurationBody = z.object({
  variantIds: z
    .array(databaseId, { error: "must be a list of variation value ids" })
    .min(1, "must not be empty")
    .max(20, "must have at most 20 ids"),
});
