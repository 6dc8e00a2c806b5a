import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { revalidateCatalog } from "../cache";
import type { Product } from "../contract/types";
import { readProduct } from "../read/product-detail";
import { lockProduct } from "./product-state";

// Taking a product off sale and putting it back. Archived products stay in the database for
// the orders that name them; only the storefront stops showing them.

/** Takes a product off sale: gone from the storefront and its calls, kept for past orders. */
export async function archiveProduct(actor: AuditActor, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    // Already archived is "not found" to DELETE, as the storefront sees it.
    if (before.archived) throw new NotFoundError(`Product ${id} not found`);
    await tx
      .update(products)
      .set({ archived: true, featured: false, updatedAt: new Date() })
      .where(eq(products.id, id));
    await recordAudit(tx, actor, {
      kind: "product",
      action: "archived",
      subjectId: id,
      productId: id,
      summary: `Archived ${before.name}`,
      before: { archived: false, featured: before.featured },
      after: { archived: true, featured: false },
    });
  });
  revalidateCatalog([id]);
}

/**
 * Puts an archived product back on sale with its items, images and locations as they were.
 * It comes back not featured (archiving cleared the flag): featuring is a separate choice.
 * 404 for an unknown product, 409 for one that is not archived.
 */
export async function restoreProduct(actor: AuditActor, id: number): Promise<Product> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before.archived) throw new ConflictError(`Product ${id} is not archived`);
    await tx.update(products).set({ archived: false, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      kind: "product",
      action: "restored",
      subjectId: id,
      productId: id,
      summary: `Restored ${before.name}`,
      before: { archived: true },
      after: { archived: false },
    });
  });
  revalidateCatalog([id]);
  return readProduct(id);
}
