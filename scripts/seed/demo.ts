import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories } from "@/db/schema";
import { seedCategories } from "./categories";
import type { ImageSize } from "./images";
import { seedOrders } from "./orders";
import { seedProducts } from "./products";
import { Random } from "./random";
import { seedUsers, type DemoAdmin } from "./users";

export type DemoSummary = {
  /** False when the database already had a catalogue: the seed then changes nothing. */
  created: boolean;
  /** The admin account made with the demo, if one was asked for. */
  admin?: DemoAdmin;
  counts?: { categories: number; products: number; items: number; orders: number };
};

// Any constant shared by every instance: two instances starting together seed once.
const SEED_LOCK_KEY = 7_301_446_612;

async function catalogueSize(db: Db): Promise<number> {
  const [{ existing }] = await db.select({ existing: sql<number>`count(*)::int` }).from(categories);
  return existing;
}

/**
 * Seeds the demo shop into an empty database, in one transaction so a failure leaves nothing
 * half-made. Deterministic: the same seed gives the same shop every time. The admin account is
 * part of it only when `options.admin` is given.
 */
export async function seedDemo(db: Db, options: { imageSize?: ImageSize; admin?: DemoAdmin } = {}): Promise<DemoSummary> {
  if ((await catalogueSize(db)) > 0) return { created: false };

  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Db;
    await transaction.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if ((await catalogueSize(transaction)) > 0) return { created: false };
    const random = new Random(20261122);
    const leaves = await seedCategories(transaction);
    const items = await seedProducts(transaction, random, leaves, options.imageSize ?? "full");
    const { customerIds } = await seedUsers(transaction, options.admin);
    const orders = await seedOrders(transaction, random, customerIds, items);
    const total = await catalogueSize(transaction);
    const products = leaves.reduce((sum, leaf) => sum + leaf.leaf.products.length, 0);
    return { created: true, admin: options.admin, counts: { categories: total, products, items: items.length, orders } };
  });
}
