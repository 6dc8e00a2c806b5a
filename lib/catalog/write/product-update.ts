import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productItems, productItemValues, products } from "@/db/schema";
import { changedFields, recordAudits, type AuditActor, type AuditChange } from "@/lib/audit/record";
import { BadRequestError, NotFoundError } from "@/lib/errors";
import { fromMinorUnits } from "@/lib/money/minor-units";
import { revalidateCatalog } from "../cache";
import type { UpdateProductInput } from "../contract/admin";
import { MAX_PRICE } from "../contract/storefront";
import type { Product, VariationType } from "../contract/types";
import { selectValuesByItem } from "../read/item-rows";
import { readProduct } from "../read/product-detail";
import { listVariationTypes } from "../read/variations";
import { addSearchVocabulary, categoryNamesFor, refreshVariationValues } from "./denormalised";
import { fitItems, type ItemValues } from "./item-fit";
import { fitsPriceColumn, scaleItemPrices } from "./price-rule";
import { auditValues, lockProduct, writeImages, writeLocations, type ProductState } from "./product-state";

// Changing a listed product: its name, description, price, featured flag, category, listing
// locations and the order of its images, each change recorded with the values before and after.

type Target = { id: number; internalName: string; types: VariationType[] };

async function categoryTarget(internalName: string): Promise<Target> {
  const db = await getDb();
  const [row] = await db
    .select({ id: categories.id, internalName: categories.internalName })
    .from(categories)
    .where(eq(categories.internalName, internalName));
  if (!row) throw new BadRequestError(`category: ${internalName} does not exist`);
  return { ...row, types: await listVariationTypes(internalName) };
}

/** `images` may drop and reorder the product's images, never name another one. */
function checkImages(requested: string[], current: string[]): void {
  const unknown = requested.find((url) => !current.includes(url));
  if (unknown)
    throw new BadRequestError(
      `images: ${unknown} is not one of this product's images (upload new ones to /api/admin/product/{id}/images)`,
    );
  if (new Set(requested).size !== requested.length) throw new BadRequestError("images: an image is listed twice");
}

/** Moves every item's price with the product's (./price-rule.ts); answers the audit entries. */
async function scalePrices(tx: Db, before: ProductState, newPriceMinor: number): Promise<AuditChange[]> {
  const items = await tx
    .select({ id: productItems.id, sku: productItems.sku, priceMinor: productItems.priceMinor })
    .from(productItems)
    .where(eq(productItems.productId, before.id))
    .orderBy(asc(productItems.id))
    .for("update");
  const scaled = scaleItemPrices(before.priceMinor, newPriceMinor, items);
  const skuOf = new Map(items.map((item) => [item.id, item.sku]));
  const tooDear = scaled.find((item) => !fitsPriceColumn(item.after));
  if (tooDear)
    throw new BadRequestError(
      `price: item ${skuOf.get(tooDear.id)} would cost more than ${MAX_PRICE} at that price; change its price first`,
    );
  const changes: AuditChange[] = [];
  for (const item of scaled) {
    if (item.after === item.before) continue;
    await tx.update(productItems).set({ priceMinor: item.after, updatedAt: new Date() }).where(eq(productItems.id, item.id));
    changes.push({
      kind: "item",
      action: "updated",
      subjectId: item.id,
      productId: before.id,
      summary: `Price of ${skuOf.get(item.id)} moved with ${before.name}'s price`,
      before: { price: fromMinorUnits(item.before) },
      after: { price: fromMinorUnits(item.after) },
    });
  }
  return changes;
}

/** The items, locked, with their values (type name and text), for the category check. */
async function itemsWithValues(tx: Db, productId: number): Promise<(ItemValues & { id: number })[]> {
  const items = await tx
    .select({ id: productItems.id, sku: productItems.sku })
    .from(productItems)
    .where(eq(productItems.productId, productId))
    .orderBy(asc(productItems.id))
    .for("update");
  const values = await selectValuesByItem(items.map((item) => item.id), tx);
  return items.map((item) => ({ ...item, values: values.get(item.id) ?? [] }));
}

/** Files the product under `target`, its items' values becoming the new category's same-named ones. */
async function moveToCategory(tx: Db, productId: number, target: Target): Promise<void> {
  const items = await itemsWithValues(tx, productId);
  const fit = fitItems(items, target.types, target.internalName);
  if (!fit.ok) throw new BadRequestError(`category: ${fit.reason}`);
  const itemIds = items.map((item) => item.id);
  if (itemIds.length > 0) await tx.delete(productItemValues).where(inArray(productItemValues.productItemId, itemIds));
  const values = items.flatMap((item, index) =>
    fit.valueIds[index].map((variationValueId) => ({ productItemId: item.id, variationValueId })),
  );
  if (values.length > 0) await tx.insert(productItemValues).values(values);
  await tx
    .update(products)
    .set({ categoryId: target.id, categoryNames: await categoryNamesFor(target.id, tx) })
    .where(eq(products.id, productId));
  await refreshVariationValues([productId], tx);
}

/**
 * Changes a listed product (an archived one is restored first: 404 until then). A new price
 * scales every item's price by the same ratio, never below a cent (./price-rule.ts). A new
 * category is taken only when every item fits its variation types (400 naming the item that
 * does not). Everything, and its audit entries, in one transaction; then the product's pages
 * and the lists expire.
 */
export async function updateProduct(actor: AuditActor, id: number, input: UpdateProductInput): Promise<Product> {
  const db = await getDb();
  const target = input.category === undefined ? undefined : await categoryTarget(input.category);
  const changed = await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.archived) throw new NotFoundError(`Product ${id} not found`);
    if (input.images) checkImages(input.images, before.images);
    const after: ProductState = {
      ...before,
      name: input.name ?? before.name,
      description: input.description ?? before.description,
      featured: input.featured ?? before.featured,
      priceMinor: input.price?.minor ?? before.priceMinor,
      category: target?.internalName ?? before.category,
      categoryId: target?.id ?? before.categoryId,
      locations: input.locations ?? before.locations,
      images: input.images ?? before.images,
    };
    const fields = changedFields(auditValues(before), auditValues(after));
    if (!fields) return false;
    const itemChanges =
      after.priceMinor !== before.priceMinor ? await scalePrices(tx, before, after.priceMinor) : [];
    if (after.categoryId !== before.categoryId && target) await moveToCategory(tx, id, target);
    await tx
      .update(products)
      .set({
        name: after.name,
        description: after.description,
        featured: after.featured,
        priceMinor: after.priceMinor,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    if ("name" in fields.after || "description" in fields.after || "category" in fields.after)
      await addSearchVocabulary([id], tx);
    if ("locations" in fields.after) await writeLocations(tx, id, after.locations);
    if ("images" in fields.after) await writeImages(tx, id, after.images);
    await recordAudits(tx, actor, [
      {
        kind: "product",
        action: "updated",
        subjectId: id,
        productId: id,
        summary: `Changed ${Object.keys(fields.after).join(", ")} of ${after.name}`,
        ...fields,
      },
      ...itemChanges,
    ]);
    return true;
  });
  if (changed) revalidateCatalog([id]);
  return readProduct(id);
}
