// Shapes the catalogue API returns.
// Prices are major-unit numbers with 2 decimals; the database keeps minor units.

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
  price: number;
  avgRating: number | null;
  featured: boolean;
  category: string;
  variations: ProductVariations;
};

export type ProductItemValue = VariantValue & { name: string };

export type ProductItem = {
  id: number;
  price: number;
  sku: string;
  stock: number;
  variations: ProductItemValue[];
  product: Pick<Product, "id" | "name" | "description" | "images" | "price">;
};

/**
 * One page of a list. `count` is exact unless `countCapped`: then more than `count` match and
 * only the first `count` can be paged through.
 */
export type Paged<T> = { results: T[]; count: number; pageSize: number; countCapped: boolean };
