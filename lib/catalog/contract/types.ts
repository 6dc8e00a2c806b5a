import type { Money } from "@/lib/money/money";

// The catalogue's shapes. A product and a product item as lib/ carries them, their prices as
// Money, and as the catalogue's calls answer them (ProductResponse, ProductItemResponse): prices
// as decimal numbers with 2 decimals, mapped in ./responses.ts.

export type Breadcrumb = { name: string; internalName: string };

export type Category = {
  name: string;
  internalName: string;
  /** internalName of the parent, or null for a top-level category. */
  parentCategory: string | null;
  children: Category[];
  breadcrumb: Breadcrumb[];
};

export type VariantValue = { id: number; value: string };

export type VariationType = { name: string; variant_values: VariantValue[] };

/** Variation values a product offers, by type name, in the product's own order. */
export type ProductVariations = { Size?: string[]; Color?: string[] } & Record<string, string[] | undefined>;

export type Product = {
  id: number;
  name: string;
  description: string;
  images: string[];
  price: Money;
  avgRating: number | null;
  featured: boolean;
  category: string;
  variations: ProductVariations;
};

export type ProductItemValue = VariantValue & { name: string };

export type ProductItem = {
  id: number;
  price: Money;
  sku: string;
  stock: number;
  /** The item's own images (its colour, say), at most four; the product's images are in `product`. */
  imageUrls: string[];
  variations: ProductItemValue[];
  product: Pick<Product, "id" | "name" | "description" | "images" | "price">;
};

/** A product as the API answers it and storefront components show it: `price` is 12.5. */
export type ProductResponse = Omit<Product, "price"> & { price: number };

/** A product in the admin's list: `archived` marks the ones off sale ('Show archived'). */
export type AdminProductResponse = ProductResponse & { archived: boolean };

/** A product item as the API answers it, the cart keeps it and components show it: prices are 12.5. */
export type ProductItemResponse = Omit<ProductItem, "price" | "product"> & {
  price: number;
  product: Pick<ProductResponse, "id" | "name" | "description" | "images" | "price">;
};

/**
 * One page of a list. `count` is exact unless `countCapped`: then more than `count` match and
 * only the first `count` can be paged through.
 */
export type Paged<T> = { results: T[]; count: number; pageSize: number; countCapped: boolean };
