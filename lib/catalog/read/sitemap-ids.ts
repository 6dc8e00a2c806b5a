import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { isListed } from "./filters";
import { countProducts } from "./product-rows";

// Ids of the products a shopper can see, for sitemaps: an index-only read of products_listing_idx.

export function countListedProducts(): Promise<number> {
  return countProducts(isListed);
}

export async function listedProductIds(limit: number, offset: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: products.id }).from(products).where(isListed).orderBy(asc(products.id)).limit(limit).offset(offset);
  return rows.map((row) => row.id);
}
