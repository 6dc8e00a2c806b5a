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
import { flagParam } from "./query-params";
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

/** An image already stored by the shop (lib/storage): its public address. */
export const storedImageUrl = z
  .string()
  .max(500)
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, "must be an address of an uploaded image")
  .refine((url) => !url.includes(".."), "must be an address of an uploaded image");
const imageList = z.array(storedImageUrl).max(MAX_IMAGES, `at most ${MAX_IMAGES}`);
const locations = z
  .array(z.enum(LISTING_CODES, { error: "must be a listing location" }))
  .min(1, "choose at least one")
  .max(LISTING_CODES.length)
  .transform((codes) => [...new Set(codes)]);
const categoryName = z.string().trim().min(1, "is required").max(100);

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
  /** The item's own images (its colour, say), stored as product_items.images. */
  imageUrls: imageList.optional().default([]),
  variations: z.array(databaseId).max(10),
});

/**
 * The spec's create-product payload (§3, §7). A top-level `price` is optional: without it every
 * item names its own price and the product's price (what lists show and sort by) is the lowest
 * item price, "from" the cheapest way to buy it. With it, items without a price take it.
 */
export const createProductSchema = z
  .object({
    name,
    description,
    featured: z.boolean({ error: "must be true or false" }),
    category: categoryName,
    price: price.optional(),
    images: imageList.optional().default([]),
    locations,
    product_items: z.array(productItemInputSchema).min(1, "add at least one row").max(500),
  })
  .superRefine((value, context) => {
    if (value.price !== undefined) return;
    value.product_items.forEach((item, index) => {
      if (item.price === undefined)
        context.addIssue({
          code: "custom",
          path: ["product_items", index, "price"],
          message: "is required when the product has no price",
        });
    });
  });
export type CreateProductInput = z.output<typeof createProductSchema>;
/** What the admin's browser sends to create a product: prices as decimals. */
export type CreateProductRequest = z.input<typeof createProductSchema>;

/**
 * PUT /api/product/{id}: any of the fields. `images` is the product's images in their new order:
 * a subset of its current ones (removing and reordering; new files go through
 * POST /api/admin/product/{id}/images). `locations` replaces the listing countries. A new
 * `category` keeps the items only when they fit its variation types.
 */
export const updateProductSchema = z
  .object({
    name,
    description,
    price,
    featured: z.boolean({ error: "must be true or false" }),
    category: categoryName,
    locations,
    images: imageList,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type UpdateProductInput = z.output<typeof updateProductSchema>;
/** What the admin's browser sends to change a product: the price as a decimal. */
export type UpdateProductRequest = z.input<typeof updateProductSchema>;

/** GET /api/admin/product's own parameter, beside the list's: `archived=true` lists the archived products. */
export const adminProductQuerySchema = z.object({
  archived: flagParam,
});

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
