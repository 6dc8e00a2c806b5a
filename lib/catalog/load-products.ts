import { groupBy, toProduct, type ProductRow } from "./mappers";
import { selectImages, selectProductVariations } from "./product-rows";
import type { Product } from "./types";

/**
 * Completes product rows with their images and variations: two queries for the whole set,
 * however many products (no query per product).
 */
export async function loadProducts(rows: ProductRow[]): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [images, variations] = await Promise.all([selectImages(ids), selectProductVariations(ids)]);
  const imagesByProduct = groupBy(images, (image) => image.productId);
  const variationsByProduct = groupBy(variations, (variation) => variation.productId);
  return rows.map((row) => toProduct(row, imagesByProduct.get(row.id) ?? [], variationsByProduct.get(row.id) ?? []));
}
