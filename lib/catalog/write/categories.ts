import "server-only";
import { and, eq, isNull, max, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { revalidateCatalog } from "../cache";
import type { CreateCategoryInput, CreatedCategory } from "../contract/admin";

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

/**
 * Creates a category under `parent` (or at the top). Its internalName comes from the parent's
 * and its own name ("women-scarves"), made unique; it inherits the parent's variation types.
 */
export async function createCategory(input: CreateCategoryInput): Promise<CreatedCategory> {
  const db = await getDb();
  let parent: { id: number; internalName: string } | undefined;
  if (input.parent) {
    [parent] = await db
      .select({ id: categories.id, internalName: categories.internalName })
      .from(categories)
      .where(eq(categories.internalName, input.parent));
    if (!parent) throw new NotFoundError(`Category ${input.parent} not found`);
  }
  const siblings = parent ? eq(categories.parentId, parent.id) : isNull(categories.parentId);
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(siblings, sql`lower(${categories.name}) = lower(${input.name})`));
  if (clash) throw new ConflictError(`A category named ${input.name} already exists there`);

  const base = slugify(parent ? `${parent.internalName}-${input.name}` : input.name);
  const taken = new Set(
    (
      await db
        .select({ internalName: categories.internalName })
        .from(categories)
        .where(sql`${categories.internalName} LIKE ${`${base}%`}`)
    ).map((row) => row.internalName),
  );
  let internalName = base;
  for (let suffix = 2; taken.has(internalName); suffix++) internalName = `${base}-${suffix}`;
  const [{ last }] = await db
    .select({ last: max(categories.position) })
    .from(categories)
    .where(siblings);
  await db
    .insert(categories)
    .values({ name: input.name, internalName, parentId: parent?.id ?? null, position: (last ?? -1) + 1 });
  revalidateCatalog();
  return { name: input.name, internalName, parentCategory: parent?.internalName ?? null };
}
