import { z } from "zod";
import { idParam } from "@/lib/http/parse";
import { productItemInputSchema } from "./admin";
import type { ProductItemValue, VariationType } from "./types";

// A product's items as the admin's edit page manages them: shared by the server and the
// browser. The SKU, stock and price rules are the create-product row's (./admin.ts), so an item
// added or edited later obeys exactly what a new product's rows do.

const { sku, stock, variations } = productItemInputSchema.shape;
/** A price above 0 with at most 2 decimals, read as Money. */
const price = productItemInputSchema.shape.price.unwrap();

/** The path of a product's items: /api/admin/product/{id}/items. */
export const productItemsParams = z.object({ id: idParam });

/** PUT /api/admin/items/{id}: a new price or SKU (or both). */
export const updateItemSchema = z
  .object({ price, sku })
  .partial()
  .refine(
    (value) => value.price !== undefined || value.sku !== undefined,
    "Nothing to change: send price or sku",
  );
export type UpdateItemInput = z.output<typeof updateItemSchema>;
/** What the admin's browser sends: the price as a decimal. */
export type UpdateItemRequest = z.input<typeof updateItemSchema>;

/**
 * POST /api/admin/product/{id}/items: an item for a combination of the category's variation
 * values the product does not have yet, one value of each variation type.
 */
export const createItemSchema = z.object({
  sku,
  price,
  stock: stock.default(0),
  variations,
});
export type CreateItemInput = z.output<typeof createItemSchema>;
export type CreateItemRequest = z.input<typeof createItemSchema>;

/** One item as the edit page lists it; retired items are listed too, marked. */
export type AdminItem = {
  id: number;
  sku: string;
  /** A decimal with 2 decimals (12.5), as every price the API answers. */
  price: number;
  stock: number;
  /** Units on paid orders. */
  sold: number;
  /** When it was taken off sale (ISO 8601), or null while it is sold. */
  retiredAt: string | null;
  /** Its own images (its colour, say), shown before the product's. */
  images: string[];
  variations: ProductItemValue[];
};

/** GET /api/admin/product/{id}/items: the items, and the variation types a new item chooses from. */
export type AdminItemList = {
  productId: number;
  /** The product's price: the lowest price of its items on sale. */
  price: number;
  variationTypes: VariationType[];
  items: AdminItem[];
};

/** What an item's write answers: the item after it, and the product's price (it may follow). */
export const adminItemChangeSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  /** Major units (12.5). */
  price: z.number(),
  stock: z.number().int(),
  /** When it was retired (ISO 8601); null while it is on sale. */
  retiredAt: z.string().nullable(),
  /** The product's price after the change: the lowest price of its items on sale. */
  productPrice: z.number(),
});
export type AdminItemChange = z.output<typeof adminItemChangeSchema>;

export const alreadyRetired = (sku: string) => `${sku} is already retired`;
export const notRetired = (sku: string) => `${sku} is on sale, not retired`;
export const itemRetired = (sku: string) => `${sku} is no longer sold`;
