import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  categories,
  productImages,
  productItems,
  productItemValues,
  productLocations,
  products,
} from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { fromMinorUnits } from "@/lib/money/minor-units";
import { revalidateCatalog } from "../cache";
import type { CreateProductInput } from "../contract/admin";
import { MAX_IMAGES } from "../contract/constants";
import type { Product } from "../contract/types";
import { readProduct } from "../read/product-detail";
import { addSearchVocabulary, categoryNamesFor, refreshVariationValues } from "./denormalised";
import { checkItems, skuTaken } from "./item-rules";
import { lowestPrice } from "./price-rule";
import { auditValues } from "./product-state";

// Creating a product. Changing, archiving and restoring one are ./product-update.ts and
// ./product-archive.ts; adding images ./product-images.ts.

export async function assertSkusFree(skus: string[]): Promise<void> {
  const db = await getDb();
  const [taken] = await db
    .select({ sku: productItems.sku })
    .from(productItems)
    .where(inArray(productItems.sku, skus))
    .limit(1);
  if (taken) throw new ConflictError(skuTaken(taken.sku));
}

/** Which SKU a unique violation was about, when two admins race for one. */
export function conflictingSku(error: unknown, skus: string[]): string | undefined {
  const text = String(
    (error as { detail?: unknown; cause?: { detail?: unknown } })?.cause?.detail ??
      (error as { detail?: unknown })?.detail ??
      "",
  );
  return skus.find((sku) => text.includes(`(${sku})`)) ?? (text.includes("sku") ? skus[0] : undefined);
}


/** Each row's price in minor units: its own, else the product's (the schema makes one present). */
function itemPricesOf(input: CreateProductInput): number[] {
  return input.product_items.map((item) => {
    const price = item.price ?? input.price;
    if (!price) throw new BadRequestError("product_items: each needs a price when the product has none");
    return price.minor;
  });
}

/**
 * Creates a product with its items (one per variation combination), their values and own
 * images, the product's images and listing locations, and the audit entry, in one transaction;
 * then shows it on the storefront at once. `uploadedUrls` are images already stored
 * (lib/storage/image-processing), after the payload's `images`. Without a product price the
 * product costs what its cheapest item does (./price-rule.ts).
 */
export async function createProduct(
  actor: AuditActor,
  input: CreateProductInput,
  uploadedUrls: string[] = [],
): Promise<Product> {
  const db = await getDb();
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.internalName, input.category));
  if (!category) throw new BadRequestError(`category: ${input.category} does not exist`);
  await checkItems(input.category, input.product_items);
  const skus = input.product_items.map((item) => item.sku);
  await assertSkusFree(skus);
  const images = [...input.images, ...uploadedUrls];
  if (images.length > MAX_IMAGES) throw new BadRequestError(`images: at most ${MAX_IMAGES}`);
  const itemPrices = itemPricesOf(input);
  const priceMinor = input.price?.minor ?? lowestPrice(itemPrices);

  let productId: number;
  try {
    productId = await db.transaction(async (tx) => {
      const [product] = await tx
        .insert(products)
        .values({
          name: input.name,
          description: input.description,
          priceMinor,
          featured: input.featured,
          categoryId: category.id,
          categoryNames: await categoryNamesFor(category.id, tx),
        })
        .returning({ id: products.id });
      const items = await tx
        .insert(productItems)
        .values(
          input.product_items.map((item, index) => ({
            productId: product.id,
            sku: item.sku,
            stock: item.stock,
            priceMinor: itemPrices[index],
            images: item.imageUrls,
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
      await recordAudit(tx, actor, {
        kind: "product",
        action: "created",
        subjectId: product.id,
        productId: product.id,
        summary: `Created ${input.name}`,
        after: {
          ...auditValues({ ...input, priceMinor, archived: false, images }),
          items: input.product_items.map((item, index) => ({
            id: items[index].id,
            sku: item.sku,
            stock: item.stock,
            price: fromMinorUnits(itemPrices[index]),
            imageUrls: item.imageUrls,
          })),
        },
      });
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
