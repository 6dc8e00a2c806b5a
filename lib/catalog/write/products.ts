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
import { listVariationTypes } from "../read/variations";
import { addSearchVocabulary, categoryNamesFor, refreshVariationValues } from "./denormalised";

export const skuTaken = (sku: string) => `SKU ${sku} already exists`;

/** Checks the rows against the category's variation types: one value of each type, no combination twice. */
async function checkItems(category: string, items: CreateProductInput["product_items"]): Promise<void> {
  const types = await listVariationTypes(category);
  const typeOfValue = new Map(
    types.flatMap((type) => type.variant_values.map((value) => [value.id, type.name] as const)),
  );
  if (types.length === 0 && items.length > 1)
    throw new BadRequestError("product_items: a category without variations takes one row");
  const combinations = new Set<string>();
  const skus = new Set<string>();
  items.forEach((item, index) => {
    const where = `product_items.${index}`;
    const seen = new Set<string>();
    for (const id of item.variations) {
      const type = typeOfValue.get(id);
      if (!type)
        throw new BadRequestError(`${where}.variations: ${id} is not a variation value of ${category}`);
      if (seen.has(type)) throw new BadRequestError(`${where}.variations: two values for ${type}`);
      seen.add(type);
    }
    const missing = types.find((type) => !seen.has(type.name));
    if (missing) throw new BadRequestError(`${where}.variations: choose a ${missing.name}`);
    const combination = [...item.variations].sort((a, b) => a - b).join(",");
    if (combinations.has(combination))
      throw new BadRequestError(`${where}: the same combination appears twice`);
    combinations.add(combination);
    const sku = item.sku.toLowerCase();
    if (skus.has(sku)) throw new ConflictError(skuTaken(item.sku));
    skus.add(sku);
  });
}

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
