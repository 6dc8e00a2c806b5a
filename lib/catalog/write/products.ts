import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  categories,
  productImages,
  productItems,
  productItemValues,
  productLocations,
  products,
} from "@/db/schema";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { revalidateCatalog } from "../cache";
import type { CreateProductInput, UpdateProductInput } from "../contract/admin";
import { MAX_IMAGES } from "../contract/constants";
import type { Product } from "../contract/types";
import { readProduct } from "../read/product-detail";
import { addSearchVocabulary, categoryNamesFor, refreshVariationValues } from "./denormalised";
import { checkItems, skuTaken } from "./item-rules";

async function assertSkusFree(skus: string[]): Promise<void> {
  const db = await getDb();
  const [taken] = await db
    .select({ sku: productItems.sku })
    .from(productItems)
    .where(inArray(productItems.sku, skus))
    .limit(1);
  if (taken) throw new ConflictError(skuTaken(taken.sku));
}

/** Which SKU a unique violation was about, when two admins race for one. */
function conflictingSku(error: unknown, skus: string[]): string | undefined {
  const text = String(
    (error as { detail?: unknown; cause?: { detail?: unknown } })?.cause?.detail ??
      (error as { detail?: unknown })?.detail ??
      "",
  );
  return skus.find((sku) => text.includes(`(${sku})`)) ?? (text.includes("sku") ? skus[0] : undefined);
}

/**
 * Creates a product with its items (one per variation combination), their values, images and
 * listing locations in one transaction, then shows it on the storefront at once.
 * `imageUrls` are images already stored (lib/storage/image-processing).
 */
export async function createProduct(input: CreateProductInput, imageUrls: string[]): Promise<Product> {
  const db = await getDb();
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.internalName, input.category));
  if (!category) throw new BadRequestError(`category: ${input.category} does not exist`);
  await checkItems(input.category, input.product_items);
  const skus = input.product_items.map((item) => item.sku);
  await assertSkusFree(skus);
  const images = [...input.images, ...imageUrls];
  if (images.length > MAX_IMAGES) throw new BadRequestError(`images: at most ${MAX_IMAGES}`);

  let productId: number;
  try {
    productId = await db.transaction(async (tx) => {
      const [product] = await tx
        .insert(products)
        .values({
          name: input.name,
          description: input.description,
          priceMinor: input.price.minor,
          featured: input.featured,
          categoryId: category.id,
          categoryNames: await categoryNamesFor(category.id, tx),
        })
        .returning({ id: products.id });
      const items = await tx
        .insert(productItems)
        .values(
          input.product_items.map((item) => ({
            productId: product.id,
            sku: item.sku,
            stock: item.stock,
            priceMinor: (item.price ?? input.price).minor,
          })),
        )
        .returning({ id: productItems.id });
      const values = input.product_items.flatMap((item, index) =>
        item.variations.map((variationValueId) => ({ productItemId: items[index].id, variationValueId })),
      );
      if (values.length > 0) await tx.insert(productItemValues).values(values);
      await refreshVariationValues([product.id], tx);
      await addSearchVocabulary([product.id], tx);
      if (images.length > 0)
        await tx
          .insert(productImages)
          .values(images.map((url, position) => ({ productId: product.id, position, url })));
      await tx
        .insert(productLocations)
        .values(input.locations.map((countryCode) => ({ productId: product.id, countryCode })));
      return product.id;
    });
  } catch (error) {
    const sku = conflictingSku(error, skus);
    if (sku) throw new ConflictError(skuTaken(sku));
    throw error;
  }
  revalidateCatalog([productId]);
  return readProduct(productId);
}

async function listedProduct(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id, priceMinor: products.priceMinor })
    .from(products)
    .where(and(eq(products.id, id), eq(products.archived, false)));
  if (!row) throw new NotFoundError(`Product ${id} not found`);
  return row;
}

/**
 * Changes a product's name, description, price or featured flag. A new price moves every item
 * by the same amount, so dearer sizes stay dearer by what they were.
 */
export async function updateProduct(id: number, input: UpdateProductInput): Promise<Product> {
  const current = await listedProduct(id);
  const db = await getDb();
  const priceMinor = input.price?.minor;
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({
        name: input.name,
        description: input.description,
        featured: input.featured,
        priceMinor,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    if (input.name !== undefined || input.description !== undefined) await addSearchVocabulary([id], tx);
    if (priceMinor !== undefined && priceMinor !== current.priceMinor)
      await tx
        .update(productItems)
        .set({
          priceMinor: sql`greatest(0, ${productItems.priceMinor} + ${priceMinor - current.priceMinor})`,
          updatedAt: new Date(),
        })
        .where(eq(productItems.productId, id));
  });
  revalidateCatalog([id]);
  return readProduct(id);
}

/** Takes a product off sale: gone from the storefront and its calls, kept for past orders. */
export async function archiveProduct(id: number): Promise<void> {
  const db = await getDb();
  const archived = await db
    .update(products)
    .set({ archived: true, featured: false, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.archived, false)))
    .returning({ id: products.id });
  if (archived.length === 0) throw new NotFoundError(`Product ${id} not found`);
  revalidateCatalog([id]);
}
