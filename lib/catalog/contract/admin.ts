import { z } from "zod";
import { databaseId } from "@/lib/http/parse";
import { LISTING_LOCATIONS } from "@/lib/location/countries";
import { fromDecimal, isWholeMinor } from "@/lib/money/minor-units";
import {
  MAX_CATEGORY_NAME,
  MAX_DESCRIPTION,
  MAX_IMAGES,
  MAX_PRODUCT_NAME,
  MAX_SKU,
  MAX_STOCK,
} from "./constants";
import { MAX_PRICE } from "./storefront";

// Catalogue administration: what the admin sends to create, change and categorise products,
// and what a new category answers. Its limits are in ./constants.ts (the forms read them too).
// Prices are sent as decimal numbers (12.5) and read as Money.

const LISTING_CODES = LISTING_LOCATIONS.map((location) => location.code) as [string, ...string[]];

const name = z
  .string()
  .trim()
  .min(1, "is required")
  .max(MAX_PRODUCT_NAME, `must be at most ${MAX_PRODUCT_NAME} characters`);
const description = z
  .string()
  .trim()
  .min(1, "is required")
  .max(MAX_DESCRIPTION, `must be at most ${MAX_DESCRIPTION} characters`);
const price = z
  .number({ error: "must be a number" })
  .positive("must be more than 0")
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`)
  .refine(isWholeMinor, "must have at most 2 decimals")
  .transform((value) => fromDecimal(value));

export const productItemInputSchema = z.object({
  sku: z
    .string()
    .trim()
    .min(1, "is required")
    .max(MAX_SKU)
    .regex(/^[A-Za-z0-9._-]+$/, "may use letters, digits, '.', '_' and '-'"),
  stock: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(MAX_STOCK, `must be at most ${MAX_STOCK}`),
  price: price.optional(),
  imageUrls: z.array(z.string()).max(MAX_IMAGES).optional(),
  variations: z.array(databaseId).max(10),
});

export const createProductSchema = z.object({
  name,
  description,
  featured: z.boolean({ error: "must be true or false" }),
  category: z.string().trim().min(1, "is required").max(100),
  price,
  images: z
    .array(z.string().regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, "must be an address of an uploaded image"))
    .max(MAX_IMAGES)
    .optional()
    .default([]),
  locations: z
    .array(z.enum(LISTING_CODES, { error: "must be a listing location" }))
    .min(1, "choose at least one")
    .max(LISTING_CODES.length),
  product_items: z.array(productItemInputSchema).min(1, "add at least one row").max(500),
});
export type CreateProductInput = z.output<typeof createProductSchema>;
/** What the admin's browser sends to create a product: prices as decimals. */
export type CreateProductRequest = z.input<typeof createProductSchema>;

export const updateProductSchema = z
  .object({ name, description, price, featured: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type UpdateProductInput = z.output<typeof updateProductSchema>;
/** What the admin's browser sends to change a product: the price as a decimal. */
export type UpdateProductRequest = z.input<typeof updateProductSchema>;

export const createCategorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "is required")
    .max(MAX_CATEGORY_NAME, `must be at most ${MAX_CATEGORY_NAME} characters`),
  parent: z.string().trim().min(1).max(100).optional(),
});
export type CreateCategoryInput = z.output<typeof createCategorySchema>;

/** What POST /api/category answers. */
export type CreatedCategory = { name: string; internalName: string; parentCategory: string | null };
