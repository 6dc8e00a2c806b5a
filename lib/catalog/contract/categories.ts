import { z } from "zod";
import { idParam } from "@/lib/http/parse";
import { MAX_CATEGORY_NAME, MAX_VARIATION_NAME } from "./constants";

// The admin's categories and variations (/admin/categories and /api/admin/categories/**,
// /api/admin/variations/**): what it sends and what it is answered. Browser-safe.
//
// A category is addressed by its internalName, as everywhere else in the catalogue's API. That
// name is its address in list links (/products?categories=...), category pages and the sitemap,
// so it never changes: a rename changes the name shown, never the address.

const categoryName = z
  .string({ error: "must be text" })
  .trim()
  .min(1, "is required")
  .max(MAX_CATEGORY_NAME, `must be at most ${MAX_CATEGORY_NAME} characters`);

const variationText = z
  .string({ error: "must be text" })
  .trim()
  .min(1, "is required")
  .max(MAX_VARIATION_NAME, `must be at most ${MAX_VARIATION_NAME} characters`);

const internalName = z.string({ error: "must be a category's internalName" }).trim().min(1).max(100);

/** PATCH /api/admin/categories/{internalName}: a new name, a new parent (null: top level), or both. */
export const updateCategorySchema = z
  .object({ name: categoryName, parent: internalName.nullable() })
  .partial()
  .strict()
  .refine(
    (value) => value.name !== undefined || value.parent !== undefined,
    "Nothing to change: send name or parent",
  );
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;

/** Path of a variation type, and of one of its values. */
export const variationTypeParams = z.object({ typeId: idParam });
export const variationValueParams = z.object({ typeId: idParam, valueId: idParam });

/** POST /api/admin/categories/{internalName}/variations: a new variation type of the category. */
export const createVariationTypeSchema = z.object({ name: variationText }).strict();
/** PATCH /api/admin/variations/{typeId}: the type's new name. */
export const renameVariationTypeSchema = createVariationTypeSchema;
/** POST /api/admin/variations/{typeId}/values and PATCH .../values/{valueId}. */
export const variationValueSchema = z.object({ value: variationText }).strict();

/** One category as the admin's tree shows it, with its own products (listed and archived). */
export type AdminCategory = {
  id: number;
  name: string;
  internalName: string;
  parentCategory: string | null;
  /** Products in this category itself, on sale. */
  products: number;
  /** Products in this category itself, archived (they still belong to it). */
  archivedProducts: number;
  children: AdminCategory[];
};

/** A variation value with how many items (retired ones too) name it. */
export const adminVariationValueSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  items: z.number().int(),
});
export type AdminVariationValue = z.output<typeof adminVariationValueSchema>;
/** A variation type with its values in order (what its writes answer). */
export const adminVariationTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(adminVariationValueSchema),
});
export type AdminVariationType = z.output<typeof adminVariationTypeSchema>;

/**
 * GET /api/admin/categories/{internalName}/variations: the types the category uses. `owner` is
 * the category that holds them: itself, or the nearest ancestor it inherits them from (edit
 * them there), or null when neither has any.
 */
export type CategoryVariations = {
  category: { name: string; internalName: string };
  owner: { name: string; internalName: string } | null;
  types: AdminVariationType[];
};

// The answers' schemas, for the admin's browser client to check what it reads.
const adminCategory: z.ZodType<AdminCategory> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    internalName: z.string(),
    parentCategory: z.string().nullable(),
    products: z.number(),
    archivedProducts: z.number(),
    children: z.array(adminCategory),
  }),
);
export const adminCategoryTreeSchema = z.array(adminCategory);

const namedCategory = z.object({ name: z.string(), internalName: z.string() });
export const categoryVariationsSchema = z.object({
  category: namedCategory,
  owner: namedCategory.nullable(),
  types: z.array(adminVariationTypeSchema),
});
