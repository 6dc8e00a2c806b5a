import "server-only";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import {
  categories,
  productItems,
  productItemValues,
  products,
  variationTypes,
  variationValues,
} from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { hasDatabaseCode } from "@/lib/http/database-errors";
import { revalidateCategories } from "../cache";
import type { AdminVariationType, AdminVariationValue } from "../contract/categories";
import { ancestry, subtreeIds } from "../read/category-tree";
import { readVariationType } from "../read/admin-categories";
import { categoryNamed, lockCategories } from "./categories";
import { refreshVariationValues } from "./denormalised";

// Variation types (Color, Size) and their values, per category. A category without types of its
// own uses its nearest ancestor's. Each write runs in one transaction with its audit entry; a
// rename refreshes the Color/Size copies (products.colours, products.sizes) of the products that
// offer the value and expires their pages.

type TypeRow = { id: number; name: string; categoryId: number };

async function typeOr404(tx: Db, typeId: number): Promise<TypeRow> {
  const [row] = await tx
    .select({ id: variationTypes.id, name: variationTypes.name, categoryId: variationTypes.categoryId })
    .from(variationTypes)
    .where(eq(variationTypes.id, typeId));
  if (!row) throw new NotFoundError(`Variation type ${typeId} not found`);
  return row;
}

async function valueOr404(tx: Db, type: TypeRow, valueId: number): Promise<{ id: number; value: string }> {
  const [row] = await tx
    .select({ id: variationValues.id, value: variationValues.value })
    .from(variationValues)
    .where(and(eq(variationValues.id, valueId), eq(variationValues.variationTypeId, type.id)));
  if (!row) throw new NotFoundError(`Variation value ${valueId} of ${type.name} not found`);
  return row;
}

/** Products whose items name any of these values (retired items too: their pages list them). */
async function productsUsing(tx: Db, valueIds: number[]): Promise<number[]> {
  if (valueIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: productItems.productId })
    .from(productItems)
    .innerJoin(productItemValues, eq(productItemValues.productItemId, productItems.id))
    .where(inArray(productItemValues.variationValueId, valueIds));
  return rows.map((row) => row.id);
}

/** The internalName of a type's category, for the audit entry. */
async function categoryOf(tx: Db, categoryId: number): Promise<string | null> {
  const [row] = await tx
    .select({ internalName: categories.internalName })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row?.internalName ?? null;
}

/** Runs a write, turning a unique violation from a racing twin into the same 409 its check gives. */
async function uniquely<T>(write: () => Promise<T>, clash: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, "23505")) throw new ConflictError(clash);
    throw error;
  }
}

/**
 * Adds a variation type to a category. A category that uses its ancestor's types and has
 * products (itself or below) keeps using them: a type of its own would replace them for its
 * products, so the type belongs on that ancestor.
 */
export async function addVariationType(
  internalName: string,
  name: string,
  actor: AuditActor,
): Promise<AdminVariationType> {
  const db = await getDb();
  const clash = `This category already has a variation type named ${name}`;
  const created = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const rows = await lockCategories(tx);
        const category = categoryNamed(rows, internalName);
        const chain = ancestry(rows, internalName) ?? [category];
        const owned = await tx
          .select({
            categoryId: variationTypes.categoryId,
            name: variationTypes.name,
            position: variationTypes.position,
          })
          .from(variationTypes)
          .where(
            inArray(
              variationTypes.categoryId,
              chain.map((row) => row.id),
            ),
          );
        const own = owned.filter((type) => type.categoryId === category.id);
        if (own.some((type) => type.name.toLowerCase() === name.toLowerCase()))
          throw new ConflictError(clash);
        const owner =
          own.length === 0
            ? chain.find((row) => owned.some((type) => type.categoryId === row.id))
            : undefined;
        if (owner) {
          const [{ used }] = await tx
            .select({ used: count() })
            .from(products)
            .where(inArray(products.categoryId, subtreeIds(rows, [category.id])));
          if (used > 0)
            throw new ConflictError(
              `${category.name} uses the variations of ${owner.name} for its ${used === 1 ? "product" : `${used} products`}: add the type to ${owner.name}`,
            );
        }
        const position = own.reduce((last, type) => Math.max(last, type.position), -1) + 1;
        const [type] = await tx
          .insert(variationTypes)
          .values({ categoryId: category.id, name, position })
          .returning({ id: variationTypes.id });
        await recordAudit(tx, actor, {
          kind: "variation",
          action: "add-type",
          subjectId: type.id,
          summary: `Added variation type ${name} to ${category.name}`,
          after: { category: internalName, type: name },
        });
        return { id: type.id, name, values: [] };
      }),
    clash,
  );
  revalidateCategories();
  return created;
}

/** Renames a variation type; the products offering its values show the new name at once. */
export async function renameVariationType(
  typeId: number,
  name: string,
  actor: AuditActor,
): Promise<AdminVariationType> {
  const db = await getDb();
  const clash = `This category already has a variation type named ${name}`;
  const productIds = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const type = await typeOr404(tx, typeId);
        if (type.name === name) return [];
        const [other] = await tx
          .select({ id: variationTypes.id })
          .from(variationTypes)
          .where(
            and(
              eq(variationTypes.categoryId, type.categoryId),
              ne(variationTypes.id, type.id),
              sql`lower(${variationTypes.name}) = lower(${name})`,
            ),
          );
        if (other) throw new ConflictError(clash);
        await tx.update(variationTypes).set({ name }).where(eq(variationTypes.id, type.id));
        const values = await tx
          .select({ id: variationValues.id })
          .from(variationValues)
          .where(eq(variationValues.variationTypeId, type.id));
        const affected = await productsUsing(
          tx,
          values.map((value) => value.id),
        );
        // "Color"/"Size" decide which values the list's filters read.
        await refreshVariationValues(affected, tx);
        await recordAudit(tx, actor, {
          kind: "variation",
          action: "rename-type",
          subjectId: type.id,
          summary: `Renamed variation type ${type.name} to ${name}`,
          before: { category: await categoryOf(tx, type.categoryId), type: type.name },
          after: { type: name },
        });
        return affected;
      }),
    clash,
  );
  revalidateCategories({ lists: productIds.length > 0, productIds });
  return readVariationType(typeId);
}

/** Adds a value (Red) to a variation type, after its others. */
export async function addVariationValue(
  typeId: number,
  value: string,
  actor: AuditActor,
): Promise<AdminVariationValue> {
  const db = await getDb();
  let clash = `That variation already has the value ${value}`;
  const created = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const type = await typeOr404(tx, typeId);
        clash = `${type.name} already has the value ${value}`;
        const existing = await tx
          .select({ value: variationValues.value, position: variationValues.position })
          .from(variationValues)
          .where(eq(variationValues.variationTypeId, type.id));
        if (existing.some((row) => row.value.toLowerCase() === value.toLowerCase()))
          throw new ConflictError(clash);
        const position = existing.reduce((last, row) => Math.max(last, row.position), -1) + 1;
        const [row] = await tx
          .insert(variationValues)
          .values({ variationTypeId: type.id, value, position })
          .returning({ id: variationValues.id });
        await recordAudit(tx, actor, {
          kind: "variation",
          action: "add-value",
          subjectId: row.id,
          summary: `Added ${value} to ${type.name}`,
          after: { category: await categoryOf(tx, type.categoryId), type: type.name, value },
        });
        return { id: row.id, value, items: 0 };
      }),
    clash,
  );
  revalidateCategories();
  return created;
}

/** Renames a value; products offering it show (and filter by) the new one at once. */
export async function renameVariationValue(
  typeId: number,
  valueId: number,
  value: string,
  actor: AuditActor,
): Promise<AdminVariationValue> {
  const db = await getDb();
  let clash = `That variation already has the value ${value}`;
  const { productIds, items } = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const type = await typeOr404(tx, typeId);
        clash = `${type.name} already has the value ${value}`;
        const current = await valueOr404(tx, type, valueId);
        const [other] = await tx
          .select({ id: variationValues.id })
          .from(variationValues)
          .where(
            and(
              eq(variationValues.variationTypeId, type.id),
              ne(variationValues.id, valueId),
              sql`lower(${variationValues.value}) = lower(${value})`,
            ),
          );
        if (other) throw new ConflictError(clash);
        const items = await itemsUsing(tx, valueId);
        if (current.value === value) return { productIds: [], items };
        await tx.update(variationValues).set({ value }).where(eq(variationValues.id, valueId));
        const affected = await productsUsing(tx, [valueId]);
        await refreshVariationValues(affected, tx);
        await recordAudit(tx, actor, {
          kind: "variation",
          action: "rename-value",
          subjectId: valueId,
          summary: `Renamed ${type.name} ${current.value} to ${value}`,
          before: { category: await categoryOf(tx, type.categoryId), type: type.name, value: current.value },
          after: { value },
        });
        return { productIds: affected, items };
      }),
    clash,
  );
  revalidateCategories({ lists: productIds.length > 0, productIds });
  return { id: valueId, value, items };
}

async function itemsUsing(tx: Db, valueId: number): Promise<number> {
  const [{ items }] = await tx
    .select({ items: count() })
    .from(productItemValues)
    .where(eq(productItemValues.variationValueId, valueId));
  return items;
}

/** Removes a value that no item names (retired items count: past orders show them). */
export async function removeVariationValue(
  typeId: number,
  valueId: number,
  actor: AuditActor,
): Promise<void> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const type = await typeOr404(tx, typeId);
      const current = await valueOr404(tx, type, valueId);
      const items = await itemsUsing(tx, valueId);
      if (items > 0)
        throw new ConflictError(
          `${current.value} is used by ${items === 1 ? "1 item" : `${items} items`}; it can be removed once no item uses it`,
        );
      await tx.delete(variationValues).where(eq(variationValues.id, valueId));
      await recordAudit(tx, actor, {
        kind: "variation",
        action: "remove-value",
        subjectId: valueId,
        summary: `Removed ${current.value} from ${type.name}`,
        before: { category: await categoryOf(tx, type.categoryId), type: type.name, value: current.value },
      });
    });
  } catch (error) {
    // An item added with this value meanwhile: the foreign key refuses the delete.
    if (hasDatabaseCode(error, "23503")) throw new ConflictError("That value is used by an item now");
    throw error;
  }
  revalidateCategories();
}
