import { money } from "@/lib/money/money";
import type { Product, ProductItem, ProductItemValue, ProductVariations, VariationType } from "../contract/types";

// The one place database rows become the catalogue's values (prices in the catalogue's currency). Pure.

export type ProductRow = {
  id: number;
  name: string;
  description: string;
  priceMinor: number;
  avgRating: number | null;
  featured: boolean;
  /** internalName of the product's category. */
  category: string;
  /** Image urls, in display order. */
  images: string[];
  /** In variation type order, then value order. */
  variations: ProductVariationRow[];
};

export type ProductVariationRow = { typeName: string; value: string };

export type ProductItemRow = {
  id: number;
  productId: number;
  sku: string;
  priceMinor: number;
  stock: number;
  /** The item's own images, in order. */
  images: string[];
};

/** Rows arrive in variation type order, then value order. */
export type ItemValueRow = ProductItemValue & { productItemId: number };

/** A variation type with one of its values (null when the type has none yet), in position order. */
export type VariationRow = { categoryId: number; typeId: number; typeName: string; valueId: number | null; value: string | null };

/** Groups rows by a numeric key, keeping their order. */
export function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** `{ Color: ["Red", "Blue"], Size: ["S", "M"] }` from a product's variation rows. */
export function toVariations(rows: ProductVariationRow[]): ProductVariations {
  const variations: ProductVariations = {};
  for (const { typeName, value } of rows) {
    const values = (variations[typeName] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  return variations;
}

/** A `real` rating read back as 4.300000190734863 is shown as 4.3. */
function roundRating(rating: number | null): number | null {
  return rating === null ? null : Math.round(rating * 100) / 100;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    images: row.images,
    price: money(row.priceMinor),
    avgRating: roundRating(row.avgRating),
    featured: row.featured,
    category: row.category,
    variations: toVariations(row.variations),
  };
}

export function toProductItem(row: ProductItemRow, values: ItemValueRow[], product: Product): ProductItem {
  return {
    id: row.id,
    price: money(row.priceMinor),
    sku: row.sku,
    stock: row.stock,
    imageUrls: row.images,
    variations: values.map(({ id, value, name }) => ({ id, value, name })),
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      images: product.images,
      price: product.price,
    },
  };
}

export function toVariationTypes(rows: VariationRow[]): VariationType[] {
  return [...groupBy(rows, (row) => row.typeId).values()].map((typeRows) => ({
    name: typeRows[0].typeName,
    variant_values: typeRows.flatMap(({ valueId, value }) => (valueId === null || value === null ? [] : [{ id: valueId, value }])),
  }));
}
