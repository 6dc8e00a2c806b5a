import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productItems, productItemValues, products } from "@/db/schema";
import { changedFields, recordAudit, type AuditActor } from "@/lib/audit/record";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { fromMinorUnits } from "@/lib/money/minor-units";
import { revalidateCatalog, revalidateProductPages } from "../cache";
import {
  alreadyRetired,
  notRetired,
  type AdminItemChange,
  type CreateItemInput,
  type UpdateItemInput,
} from "../contract/items";
import { itemColumns, selectValuesByItem } from "../read/item-rows";
import { listVariationTypes } from "../read/variations";
import { refreshVariationValues } from "./denormalised";
import { checkItemValues, combinationOf, describeCombination, skuTaken } from "./item-rules";

// The admin's changes to one item of a product: price and SKU, a new item for a new
// combination, retiring and reactivating. Each runs in one transaction with its audit entry,
// keeps the product's copies (colours, sizes, price) true, then expires the pages that show it.
// Stock has its own writes (./stock.ts).

type ItemRow = {
  id: number;
  productId: number;
  sku: string;
  priceMinor: number;
  stock: number;
  retiredAt: Date | null;
};

const itemNotFound = (id: number) => new NotFoundError(`Item ${id} not found`);

/**
 * The item, locked for the rest of the transaction with its product: always the product first,
 * then the item, as every write here does, so two of them never wait on each other in a circle.
 * 404 when there is none.
 */
async function lockItem(tx: Db, id: number): Promise<ItemRow> {
  const [owner] = await tx.select({ productId: productItems.productId }).from(productItems).where(eq(productItems.id, id));
  if (!owner) throw itemNotFound(id);
  await tx.select({ id: products.id }).from(products).where(eq(products.id, owner.productId)).for("update");
  const [item] = await tx.select(itemColumns).from(productItems).where(eq(productItems.id, id)).for("update");
  if (!item) throw itemNotFound(id);
  return item;
}

/** Refuses a SKU another item has, whatever its case (the shop treats "ab-1" and "AB-1" as one). */
async function assertSkuFree(tx: Db, sku: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ sku: productItems.sku })
    .from(productItems)
    .where(and(sql`lower(${productItems.sku}) = ${sku.toLowerCase()}`, exceptId ? ne(productItems.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new ConflictError(skuTaken(taken.sku));
}

/** Two admins racing for one SKU: the unique index refuses the second, answered as the same 409. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function withSkuRace<T>(sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(skuTaken(sku));
    throw error;
  }
}

/**
 * The product's price follows its items: it is the lowest price of its items on sale, what
 * lists show and sort by ("from"). Unchanged while no item is on sale. Answers the price before
 * and after, in minor units.
 */
async function followLowestItemPrice(tx: Db, productId: number): Promise<{ before: number; after: number }> {
  const [product] = await tx
    .select({ priceMinor: products.priceMinor })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  const [cheapest] = await tx
    .select({ priceMinor: sql<number | null>`min(${productItems.priceMinor})` })
    .from(productItems)
    .where(and(eq(productItems.productId, productId), isNull(productItems.retiredAt)));
  const after = cheapest?.priceMinor ?? product.priceMinor;
  if (after !== product.priceMinor)
    await tx.update(products).set({ priceMinor: after, updatedAt: sql`now()` }).where(eq(products.id, productId));
  return { before: product.priceMinor, after };
}

/** The product price's change as an audit entry shows it, when it changed. */
function productPriceChange(price: { before: number; after: number }) {
  return price.before === price.after
    ? { before: {}, after: {} }
    : { before: { productPrice: fromMinorUnits(price.before) }, after: { productPrice: fromMinorUnits(price.after) } };
}

function toChange(item: ItemRow, productPriceMinor: number): AdminItemChange {
  return {
    id: item.id,
    productId: item.productId,
    sku: item.sku,
    price: fromMinorUnits(item.priceMinor),
    stock: item.stock,
    retiredAt: item.retiredAt?.toISOString() ?? null,
    productPrice: fromMinorUnits(productPriceMinor),
  };
}

/**
 * Changes an item's price (above 0, as the schema requires) or SKU (unique, whatever its case).
 * A new price moves the product's price when it changes the cheapest item on sale.
 */
export async function updateItem(actor: AuditActor, id: number, input: UpdateItemInput): Promise<AdminItemChange> {
  const db = await getDb();
  const { change, priceChanged, changed } = await withSkuRace(input.sku ?? "", () =>
    db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      const next = { ...item, sku: input.sku ?? item.sku, priceMinor: input.price?.minor ?? item.priceMinor };
      if (next.sku !== item.sku) await assertSkuFree(tx, next.sku, id);
      const fields = changedFields(
        { sku: item.sku, price: fromMinorUnits(item.priceMinor) },
        { sku: next.sku, price: fromMinorUnits(next.priceMinor) },
      );
      if (!fields) {
        const [product] = await tx.select({ priceMinor: products.priceMinor }).from(products).where(eq(products.id, item.productId));
        return { change: toChange(item, product.priceMinor), priceChanged: false, changed: false };
      }
      await tx
        .update(productItems)
        .set({ sku: next.sku, priceMinor: next.priceMinor, updatedAt: sql`now()` })
        .where(eq(productItems.id, id));
      const price = await followLowestItemPrice(tx, item.productId);
      const productPrice = productPriceChange(price);
      await recordAudit(tx, actor, {
        kind: "item",
        action: "updated",
        subjectId: id,
        productId: item.productId,
        summary: `Changed ${Object.keys(fields.after).join(" and ")} of ${item.sku}${next.sku !== item.sku ? ` (now ${next.sku})` : ""}`,
        before: { ...fields.before, ...productPrice.before },
        after: { ...fields.after, ...productPrice.after },
      });
      return { change: toChange(next, price.after), priceChanged: next.priceMinor !== item.priceMinor, changed: true };
    }),
  );
  // A price is on the lists too; a SKU only on the product's own page.
  if (priceChanged) revalidateCatalog([change.productId]);
  else if (changed) revalidateProductPages([change.productId]);
  return change;
}

/**
 * Adds an item for a combination of the category's variation values that the product does not
 * have yet (retired items count: reactivate one instead of adding it again).
 */
export async function createItem(actor: AuditActor, productId: number, input: CreateItemInput): Promise<AdminItemChange> {
  const db = await getDb();
  const [category] = await db
    .select({ internalName: categories.internalName })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!category) throw new NotFoundError(`Product ${productId} not found`);
  // Read before the transaction: nothing but the transaction may query meanwhile (PGlite has one connection).
  const types = await listVariationTypes(category.internalName);
  const change = await withSkuRace(input.sku, () =>
    db.transaction(async (tx) => {
      // Locking the product makes two admins adding the same combination at once take turns.
      const [product] = await tx
        .select({ id: products.id, category: categories.internalName })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, productId))
        .for("update", { of: products });
      if (!product) throw new NotFoundError(`Product ${productId} not found`);
      if (product.category !== category.internalName)
        throw new ConflictError("The product moved to another category meanwhile; please try again");
      const combination = checkItemValues(types, product.category, input.variations, "variations");
      const values = describeCombination(types, input.variations);
      const existing = await tx
        .select({ id: productItems.id, sku: productItems.sku, retiredAt: productItems.retiredAt })
        .from(productItems)
        .where(eq(productItems.productId, productId));
      const valuesByItem = await selectValuesByItem(existing.map((item) => item.id), tx);
      const twin = existing.find(
        (item) => combinationOf((valuesByItem.get(item.id) ?? []).map((value) => value.id)) === combination,
      );
      if (twin)
        throw new BadRequestError(
          `variations: ${values || "this item"} already exists as ${twin.sku}${twin.retiredAt ? " (retired: reactivate it instead)" : ""}`,
        );
      await assertSkuFree(tx, input.sku);
      const [item] = await tx
        .insert(productItems)
        .values({ productId, sku: input.sku, priceMinor: input.price.minor, stock: input.stock })
        .returning(itemColumns);
      if (input.variations.length > 0)
        await tx
          .insert(productItemValues)
          .values(input.variations.map((variationValueId) => ({ productItemId: item.id, variationValueId })));
      await refreshVariationValues([productId], tx);
      const price = await followLowestItemPrice(tx, productId);
      const productPrice = productPriceChange(price);
      await recordAudit(tx, actor, {
        kind: "item",
        action: "added",
        subjectId: item.id,
        productId,
        summary: `Added ${item.sku}${values ? ` (${values})` : ""}`,
        before: Object.keys(productPrice.before).length > 0 ? productPrice.before : null,
        after: {
          sku: item.sku,
          price: fromMinorUnits(item.priceMinor),
          stock: item.stock,
          variations: values,
          ...productPrice.after,
        },
      });
      return toChange(item, price.after);
    }),
  );
  revalidateCatalog([productId]);
  return change;
}

/**
 * Takes an item off sale (`retire`) or back on sale. A retired item stays for the orders that
 * name it, but the storefront, carts and checkout no longer offer it; the product's colours,
 * sizes and price then count only the items on sale.
 */
export async function setItemRetired(actor: AuditActor, id: number, retire: boolean): Promise<AdminItemChange> {
  const db = await getDb();
  const change = await db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    if (retire && item.retiredAt) throw new ConflictError(alreadyRetired(item.sku));
    if (!retire && !item.retiredAt) throw new ConflictError(notRetired(item.sku));
    const [updated] = await tx
      .update(productItems)
      .set({ retiredAt: retire ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(productItems.id, id))
      .returning(itemColumns);
    await refreshVariationValues([item.productId], tx);
    const price = await followLowestItemPrice(tx, item.productId);
    const productPrice = productPriceChange(price);
    await recordAudit(tx, actor, {
      kind: "item",
      action: retire ? "retired" : "reactivated",
      subjectId: id,
      productId: item.productId,
      summary: `${retire ? "Retired" : "Reactivated"} ${item.sku}`,
      before: { retired: !retire, ...productPrice.before },
      after: { retired: retire, ...productPrice.after },
    });
    return toChange(updated, price.after);
  });
  revalidateCatalog([change.productId]);
  return change;
}
