import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productImages, products } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { BadRequestError, NotFoundError } from "@/lib/errors";
import { storeProductImages, type Upload } from "@/lib/storage/image-processing";
import { revalidateCatalog } from "../cache";
import { MAX_IMAGES } from "../contract/constants";
import type { Product } from "../contract/types";
import { readProduct } from "../read/product-detail";
import { lockProduct, writeImages } from "./product-state";

// Adding images to an existing product (removing and reordering is PUT /api/product/{id}).

const tooMany = (current: number) =>
  new BadRequestError(`images: a product has at most ${MAX_IMAGES} (it has ${current}; remove one first)`);

async function imageCount(productId: number): Promise<number> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.archived, false)));
  if (!product) throw new NotFoundError(`Product ${productId} not found`);
  const [row] = await db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

/**
 * Re-encodes and stores the uploads, then appends them to the listed product's images in one
 * transaction with the audit entry. The count is checked before the files are stored (no work
 * for a request that cannot succeed) and again under the row lock (two admins at once).
 */
export async function addProductImages(actor: AuditActor, productId: number, uploads: Upload[]): Promise<Product> {
  if (uploads.length === 0) throw new BadRequestError("images: choose at least one file");
  const current = await imageCount(productId);
  if (current + uploads.length > MAX_IMAGES) throw tooMany(current);
  const urls = await storeProductImages(uploads);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (before.archived) throw new NotFoundError(`Product ${productId} not found`);
    if (before.images.length + urls.length > MAX_IMAGES) throw tooMany(before.images.length);
    const images = [...before.images, ...urls];
    await writeImages(tx, productId, images);
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      kind: "product",
      action: "updated",
      subjectId: productId,
      productId,
      summary: `Added ${urls.length === 1 ? "an image" : `${urls.length} images`} to ${before.name}`,
      before: { images: before.images },
      after: { images },
    });
  });
  revalidateCatalog([productId]);
  return readProduct(productId);
}
