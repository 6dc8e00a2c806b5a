import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, categories, productItems, products, users } from "@/db/schema";

async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === "object") {
      const { code, cause } = current as { code?: unknown; cause?: unknown };
      if (typeof code === "string") return code;
      current = cause;
    }
    return "unknown";
  }
}

let itemId: number;
let userId: number;

beforeAll(async () => {
  const db = await getDb();
  const [category] = await db.insert(categories).values({ name: "Tops", internalName: "tops" }).returning();
  const [product] = await db
    .insert(products)
    .values({ name: "Plain tee", priceMinor: 1999, categoryId: category.id })
    .returning();
  const [item] = await db
    .insert(productItems)
    .values({ productId: product.id, sku: "TEE-1", priceMinor: 1999, stock: 2 })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ username: "casey", email: "casey@example.com", firstName: "Casey", lastName: "Lee", passwordHash: "x" })
    .returning();
  itemId = item.id;
  userId = user.id;
});

describe("database constraints", () => {
  it("refuses to take stock below zero, and a conditional decrement stops at the last unit", async () => {
    const db = await getDb();
    expect(await sqlState(db.update(productItems).set({ stock: -1 }).where(eq(productItems.id, itemId)))).toBe("23514");

    const take = () =>
      db
        .update(productItems)
        .set({ stock: sql`${productItems.stock} - 1` })
        .where(sql`${productItems.id} = ${itemId} AND ${productItems.stock} >= 1`)
        .returning({ stock: productItems.stock });
    const results = await Promise.all([take(), take(), take()]);
    expect(results.map((rows) => rows.length).sort()).toEqual([0, 1, 1]);
    const [row] = await db.select({ stock: productItems.stock }).from(productItems).where(eq(productItems.id, itemId));
    expect(row.stock).toBe(0);
  });

  it("keeps cart quantities between 1 and 99", async () => {
    const db = await getDb();
    expect(await sqlState(db.insert(cartLines).values({ userId, productItemId: itemId, quantity: 0 }))).toBe("23514");
    expect(await sqlState(db.insert(cartLines).values({ userId, productItemId: itemId, quantity: 100 }))).toBe("23514");
    expect(await sqlState(db.insert(cartLines).values({ userId, productItemId: itemId, quantity: 99 }))).toBeUndefined();
  });

  it("allows one cart line per user and item", async () => {
    const db = await getDb();
    expect(await sqlState(db.insert(cartLines).values({ userId, productItemId: itemId, quantity: 1 }))).toBe("23505");
  });

  it("keeps SKUs unique", async () => {
    const db = await getDb();
    const [item] = await db.select().from(productItems).where(eq(productItems.id, itemId));
    expect(
      await sqlState(db.insert(productItems).values({ productId: item.productId, sku: "TEE-1", priceMinor: 100 })),
    ).toBe("23505");
  });

  it("keeps usernames and emails unique regardless of case", async () => {
    const db = await getDb();
    const base = { firstName: "A", lastName: "B", passwordHash: "x" };
    expect(await sqlState(db.insert(users).values({ ...base, username: "CASEY", email: "other@example.com" }))).toBe("23505");
    expect(await sqlState(db.insert(users).values({ ...base, username: "other", email: "Casey@Example.com" }))).toBe("23505");
  });

  it("limits descriptions to 255 characters", async () => {
    const db = await getDb();
    const [category] = await db.select().from(categories).limit(1);
    expect(
      await sqlState(db.insert(products).values({ name: "Long", description: "x".repeat(256), priceMinor: 1, categoryId: category.id })),
    ).toBe("22001");
  });
});
