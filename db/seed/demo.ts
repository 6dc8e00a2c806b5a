import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { categories } from "../schema";
import { seedCategories } from "./categories";
import type { ImageSize } from "./images";
import { seedOrders } from "./orders";
import { seedProducts } from "./products";
import { Random } from "./random";
import { seedUsers, type DemoAdmin } from "./users";

export type DemoSummary = {
  /** False when the database already had a catalogue: the seed then changes nothing. */
  created: boolean;
  admin?: DemoAdmin;
  counts?: { categories: number; products: number; items: number; orders: number };
};

/**
 * Seeds the demo shop into an empty database, in one transaction so a failure leaves nothing
 * half-made. Deterministic: the same seed gives the same shop every time.
 */
export async function seedDemo(db: Db, options: { imageSize?: ImageSize } = {}): Promise<DemoSummary> {
  const [{ existing }] = await db.select({ existing: sql<number>`count(*)::int` }).from(categories);
  if (existing > 0) return { created: false };

  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Db;
    const random = new Random(20261122);
    const leaves = await seedCategories(transaction);
    const items = await seedProducts(transaction, random, leaves, options.imageSize ?? "full");
    const { admin, customerIds } = await seedUsers(transaction);
    const orders = await seedOrders(transaction, random, customerIds, items);
    const [{ total }] = await transaction.select({ total: sql<number>`count(*)::int` }).from(categories);
    const products = leaves.reduce((sum, leaf) => sum + leaf.leaf.products.length, 0);
    return { created: true, admin, counts: { categories: total, products, items: items.length, orders } };
  });
}
