import "server-only";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productItemValues, products, variationTypes, variationValues } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { hasDatabaseCode } from "@/lib/http/database-errors";
import { revalidateCategories } from "../cache";
import type { CreateCategoryInput, CreatedCategory } from "../contract/admin";
import type { UpdateCategoryInput } from "../contract/categories";
import { subtreeIds, type CategoryRow } from "../read/category-tree";
import { refreshCategoryNames } from "./denormalised";

// Category writes. Each runs in one transaction with its audit entry, and holds the category
// lock (lockCategories) while it checks the tree, so two writes can never together make a cycle
// or give two siblings one name. A category's internalName is its address in links, pages and
// the sitemap: it is made once, at creation, and never changes.

export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "category"
  );
}

/** One key for every category write: they wait for each other, for the transaction's length. */
const CATEGORY_LOCK_KEY = 1_700_417;

/** Takes the category lock, then reads the whole tree (small: tens to hundreds of rows). */
export async function lockCategories(tx: Db): Promise<CategoryRow[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATEGORY_LOCK_KEY})`);
  return tx
    .select({
      id: categories.id,
      name: categories.name,
      internalName: categories.internalName,
      parentId: categories.parentId,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export function categoryNamed(rows: CategoryRow[], internalName: string): CategoryRow {
  const row = rows.find((candidate) => candidate.internalName === internalName);
  if (!row) throw new NotFoundError(`Category ${internalName} not found`);
  return row;
}

function assertNameFree(rows: CategoryRow[], parentId: number | null, name: string, self?: number): void {
  const clash = rows.find(
    (row) => row.parentId === parentId && row.id !== self && row.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash) throw new ConflictError(`A category named ${name} already exists there`);
}

async function nextPosition(tx: Db, parentId: number | null): Promise<number> {
  const [{ last }] = await tx
    .select({ last: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} IS NULL` : eq(categories.parentId, parentId));
  return (last ?? -1) + 1;
}

const parentName = (rows: CategoryRow[], parentId: number | null) =>
  rows.find((row) => row.id === parentId)?.internalName ?? null;

/**
 * Creates a category under `parent` (or at the top). Its internalName comes from the parent's
 * and its own name ("women-scarves"), made unique; it inherits the parent's variation types.
 */
export async function createCategory(
  input: CreateCategoryInput,
  actor: AuditActor,
): Promise<CreatedCategory> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const rows = await lockCategories(tx);
    const parent = input.parent === undefined ? undefined : categoryNamed(rows, input.parent);
    const parentId = parent?.id ?? null;
    assertNameFree(rows, parentId, input.name);
    const base = slugify(parent ? `${parent.internalName}-${input.name}` : input.name);
    const taken = new Set(rows.map((row) => row.internalName));
    let internalName = base;
    for (let suffix = 2; taken.has(internalName); suffix++) internalName = `${base}-${suffix}`;
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, internalName, parentId, position: await nextPosition(tx, parentId) })
      .returning({ id: categories.id });
    const result = { name: input.name, internalName, parentCategory: parent?.internalName ?? null };
    await recordAudit(tx, actor, {
      kind: "category",
      action: "create",
      subjectId: row.id,
      summary: parent
        ? `Created category ${input.name} under ${parent.name}`
        : `Created category ${input.name}`,
      after: { name: input.name, internalName, parent: result.parentCategory },
    });
    return result;
  });
  revalidateCategories();
  return created;
}

/** Where `parent` (an internalName, or null for the top) puts the category; 400 for its own subtree. */
function newParent(rows: CategoryRow[], category: CategoryRow, parent: string | null): CategoryRow | null {
  if (parent === null) return null;
  const target = categoryNamed(rows, parent);
  if (target.id === category.id)
    throw new BadRequestError(`parent: ${category.name} cannot be its own parent`);
  if (subtreeIds(rows, [category.id]).includes(target.id))
    throw new BadRequestError(
      `parent: ${target.name} is inside ${category.name}, so ${category.name} cannot move under it`,
    );
  return target;
}

async function productCount(tx: Db, categoryIds: number[]): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const [{ total }] = await tx
    .select({ total: count() })
    .from(products)
    .where(inArray(products.categoryId, categoryIds));
  return total;
}

/**
 * Renames a category, moves it under another parent (null: to the top), or both. Its address
 * (internalName) stays. The products of its whole subtree get their category names (search)
 * rewritten in the same transaction.
 */
export async function updateCategory(
  internalName: string,
  input: UpdateCategoryInput,
  actor: AuditActor,
): Promise<CreatedCategory> {
  const db = await getDb();
  const { result, listsChanged } = await db.transaction(async (tx) => {
    const rows = await lockCategories(tx);
    const category = categoryNamed(rows, internalName);
    const parent = input.parent === undefined ? undefined : newParent(rows, category, input.parent);
    const parentId = parent === undefined ? category.parentId : (parent?.id ?? null);
    const name = input.name ?? category.name;
    const moved = parentId !== category.parentId;
    const renamed = name !== category.name;
    const result = { name, internalName, parentCategory: parentName(rows, parentId) };
    if (!moved && !renamed) return { result, listsChanged: false };
    assertNameFree(rows, parentId, name, category.id);

    await tx
      .update(categories)
      .set({
        name,
        parentId,
        updatedAt: new Date(),
        ...(moved ? { position: await nextPosition(tx, parentId) } : {}),
      })
      .where(eq(categories.id, category.id));
    const subtree = subtreeIds(rows, [category.id]);
    await refreshCategoryNames(subtree, tx);

    const before = { name: category.name, parent: parentName(rows, category.parentId) };
    const after = { name, parent: result.parentCategory };
    const where = (id: number | null) => rows.find((row) => row.id === id)?.name ?? "the top level";
    const summary = [
      renamed ? `Renamed category ${category.name} to ${name}` : `Moved category ${name}`,
      moved ? `${renamed ? " and moved it" : ""} from ${where(category.parentId)} to ${where(parentId)}` : "",
    ].join("");
    await recordAudit(tx, actor, {
      kind: "category",
      action: renamed && moved ? "rename-move" : renamed ? "rename" : "move",
      subjectId: category.id,
      summary,
      before: { ...(renamed ? { name: before.name } : {}), ...(moved ? { parent: before.parent } : {}) },
      after: { ...(renamed ? { name: after.name } : {}), ...(moved ? { parent: after.parent } : {}) },
    });
    return { result, listsChanged: (await productCount(tx, subtree)) > 0 };
  });
  revalidateCategories({ lists: listsChanged });
  return result;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes a category with no subcategories and no products (archived ones count: they still
 * belong to it and their orders name them). Its variation types go with it, unless items of
 * products elsewhere still use their values.
 */
export async function deleteCategory(internalName: string, actor: AuditActor): Promise<void> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const rows = await lockCategories(tx);
      const category = categoryNamed(rows, internalName);
      const children = rows.filter((row) => row.parentId === category.id);
      if (children.length > 0)
        throw new ConflictError(
          `${category.name} has ${plural(children.length, "subcategory", "subcategories")} (${children
            .map((child) => child.name)
            .join(", ")}): move or delete them first`,
        );
      const [counts] = await tx
        .select({
          total: count(),
          archived: sql<number>`count(*) FILTER (WHERE ${products.archived})`.mapWith(Number),
        })
        .from(products)
        .where(eq(products.categoryId, category.id));
      if (counts.total > 0)
        throw new ConflictError(
          `${category.name} has ${plural(counts.total, "product")}${
            counts.archived > 0 ? ` (${counts.archived} of them archived, which still belong to it)` : ""
          }: move them to another category first`,
        );
      const [{ items }] = await tx
        .select({ items: sql<number>`count(DISTINCT ${productItemValues.productItemId})`.mapWith(Number) })
        .from(productItemValues)
        .innerJoin(variationValues, eq(variationValues.id, productItemValues.variationValueId))
        .innerJoin(variationTypes, eq(variationTypes.id, variationValues.variationTypeId))
        .where(eq(variationTypes.categoryId, category.id));
      if (items > 0)
        throw new ConflictError(
          `${category.name}'s variation values are used by ${plural(items, "item")} of products in other categories`,
        );
      await tx.delete(categories).where(eq(categories.id, category.id));
      await recordAudit(tx, actor, {
        kind: "category",
        action: "delete",
        subjectId: category.id,
        summary: `Deleted category ${category.name}`,
        before: { name: category.name, internalName, parent: parentName(rows, category.parentId) },
      });
    });
  } catch (error) {
    // A product added to it while it was being deleted: the foreign key refuses the delete.
    if (hasDatabaseCode(error, "23503"))
      throw new ConflictError(`Category ${internalName} has products now; move them first`);
    throw error;
  }
  revalidateCategories();
}
