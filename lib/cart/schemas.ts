import { z } from "zod";
import { databaseId } from "@/lib/http/parse";
import { MAX_QUANTITY, MIN_QUANTITY } from "./limits";

// Every boundary of the cart: request bodies, API responses and what local storage holds.

const id = databaseId;
const price = z.number().nonnegative().finite();

export const productItemSchema = z.object({
  id,
  price,
  sku: z.string(),
  stock: z.number().int().nonnegative(),
  // Carts kept in a browser before items had their own images hold none.
  imageUrls: z.array(z.string()).max(10).default([]),
  variations: z.array(z.object({ id: z.number().int(), value: z.string(), name: z.string() })),
  product: z.object({
    id,
    name: z.string(),
    description: z.string(),
    images: z.array(z.string()),
    price,
  }),
});

export const cartLineSchema = z.object({
  id: z.union([id, z.string().min(1).max(64)]),
  productItem: productItemSchema,
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
  totalPrice: price,
});

export const quantitySchema = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(MIN_QUANTITY, `quantity must be at least ${MIN_QUANTITY}`)
  .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`);

export const cartLineInputSchema = z.object({ productItemId: id, quantity: quantitySchema });

export const updateCartLineSchema = z.object({ quantity: quantitySchema });

/** A signed-out cart brought into the account at sign-in; duplicates are added together. */
export const mergeCartSchema = z.object({ lines: z.array(cartLineInputSchema).max(100) });

/** Product item ids whose current price and stock a signed-out cart wants, e.g. `?ids=3,7`. */
export const itemIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(1_000)
    .transform((value) => (value ? value.split(",").map(Number) : []))
    .pipe(z.array(id).max(100, "ids: at most 100 items")),
});
