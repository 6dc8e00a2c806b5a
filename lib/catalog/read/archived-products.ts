import "server-only";
import { and, count, desc, ilike, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import type { ListQuery } from "../contract/storefront";
import type { Paged, Product } from "../contract/types";
import { categoryIdsWithin } from "./categories";
import { isInCategories } from "./filters";
import { selectProducts } from "./product-rows";

// The admin's archived products ('Show archived'): never cached, since the storefront never
// shows them. The archived set is what an owner took off sale, small beside the catalogue, so
// a plain name/description match and an exact count serve it.

/** `%` and `_` in the term match themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of archived products, most recently changed first, filtered by category and search. */
export async function listArchivedProducts(query: ListQuery): Promise<Paged<Product>> {
  const empty = { results: [], count: 0, pageSize: query.pageSize, countCapped: false };
  const categoryIds = query.categories ? await categoryIdsWithin(query.categories) : undefined;
  if (categoryIds?.length === 0) return empty;
  const where: SQL | undefined = and(
    products.archived,
    categoryIds ? isInCategories(categoryIds) : undefined,
    query.search
      ? or(ilike(products.name, likePattern(query.search)), ilike(products.description, likePattern(query.search)))
      : undefined,
  );
  const db = await getDb();
  const [results, [counted]] = await Promise.all([
    selectProducts(where, [desc(products.updatedAt), desc(products.id)], query.pageSize, (query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(products).where(where),
  ]);
  return { results, count: counted?.count ?? 0, pageSize: query.pageSize, countCapped: false };
}
