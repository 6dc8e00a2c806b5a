import { z } from "zod";
import type { AdminProductResponse, Category, Paged, ProductResponse, VariationType } from "./types";

// The catalogue's answers as zod schemas, for the API document (lib/openapi) and the tests that
// check real answers against it. The mappers in ./responses.ts stay the one way to build them;
// the assignments at the end keep these schemas and the types from drifting apart.

export const productResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Major units, 2 decimals (12.5). */
  price: z.number(),
  avgRating: z.number().nullable(),
  featured: z.boolean(),
  /** The category's internalName. */
  category: z.string(),
  /** Variation values the product offers, by type name ("Size", "Color"). */
  variations: z.record(z.string(), z.array(z.string())),
});

export const adminProductResponseSchema = productResponseSchema.extend({ archived: z.boolean() });

/** One page of a list; `count` is exact unless `countCapped`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
    countCapped: z.boolean(),
  });
}

export const productPageSchema = pagedSchema(productResponseSchema);
export const adminProductPageSchema = pagedSchema(adminProductResponseSchema);

/**
 * GET /api/category/{internalName} (and each node of GET /api/category): a category with its
 * subcategories (same shape) and its breadcrumb, root first. Typed by the Category it is mapped
 * from, so a field added there and not here fails to compile.
 */
export const categoryResponseSchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    name: z.string(),
    internalName: z.string(),
    /** internalName of the parent, or null for a top-level category. */
    parentCategory: z.string().nullable(),
    children: z.array(categoryResponseSchema),
    breadcrumb: z.array(z.object({ name: z.string(), internalName: z.string() })),
  }),
);
/** GET /api/category: the top-level categories, each with its subtree. */
export const categoryTreeSchema = z.array(categoryResponseSchema);

/** GET /api/variation: each variation type a category's products use, with its values in order. */
export const variationTypeSchema: z.ZodType<VariationType> = z.object({
  name: z.string(),
  variant_values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

// Compile-time checks: what the mappers produce is what these schemas accept (JSON drops the
// `undefined` the variations' type allows).
type Json<T> = { [K in keyof T]: K extends "variations" ? Record<string, string[]> : T[K] };
const productFits = (product: Json<ProductResponse>): z.input<typeof productResponseSchema> => product;
const adminFits = (product: Json<AdminProductResponse>): z.input<typeof adminProductResponseSchema> =>
  product;
const pageFits = (
  page: Omit<Paged<ProductResponse>, "results">,
): Omit<z.input<typeof productPageSchema>, "results"> => page;
void [productFits, adminFits, pageFits];
