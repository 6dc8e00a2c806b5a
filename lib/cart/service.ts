import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { cartLines } from "@/db/schema";
import { getProductItem, getProductItems } from "@/lib/catalog/read/product-items";
import type { ProductItem } from "@/lib/catalog/contract/types";
import { BadRequestError, NotFoundError } from "@/lib/errors";
import { times } from "@/lib/money/money";
import { markCartChanged } from "./changed";
import { quantityLimit, quantityProblem } from "./rules";
import type { CartLine, CartLineInput } from "./types";

// The signed-in cart, on the server. Every query is scoped to the user: another customer's
// line id simply does not exist (404). Prices always come from the catalogue, never the client.
// Every write notes the change on the user in its transaction (markCartChanged): cart reminders.

type LineRow = { id: number; productItemId: number; quantity: number };

const lineColumns = {
  id: cartLines.id,
  productItemId: cartLines.productItemId,
  quantity: cartLines.quantity,
};

/** The line already in the cart, in an upsert: ON CONFLICT refers to it by the table's name. */
const existingQuantity = sql.raw(`"cart_lines"."quantity"`);

function toCartLine(row: LineRow, productItem: ProductItem): CartLine {
  return {
    id: row.id,
    productItem,
    quantity: row.quantity,
    totalPrice: times(productItem.price, row.quantity),
  };
}

/** The item on sale: 404 when it does not exist (or its product is archived), 409 when retired. */
const requireItem = getProductItem;

async function findLine(db: Db, userId: number, lineId: number): Promise<LineRow> {
  const [line] = await db
    .select(lineColumns)
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  if (!line) throw new NotFoundError("Cart line not found");
  return line;
}

/** The user's lines in the order they were added, priced now. */
export async function listCart(userId: number): Promise<CartLine[]> {
  const db = await getDb();
  const rows = await db
    .select(lineColumns)
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const items = await getProductItems(rows.map((row) => row.productItemId));
  // A line whose item was withdrawn from sale (its product archived, or the item retired) is
  // not shown, so checkout never charges it.
  return rows.flatMap((row) => {
    const item = items.get(row.productItemId);
    return item ? [toCartLine(row, item)] : [];
  });
}

/**
 * Adds `quantity` of an item: to the existing line of that item, or as a new line. Refused
 * (400, naming the stock) when the line would exceed the stock or 99.
 */
export async function addToCart(
  userId: number,
  { productItemId, quantity }: CartLineInput,
): Promise<CartLine> {
  const item = await requireItem(productItemId);
  const problem = quantityProblem(quantity, item.stock);
  if (problem) throw new BadRequestError(problem);

  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // One statement, so two tabs adding at once cannot push a line past its limit.
    const [upserted] = await tx
      .insert(cartLines)
      .values({ userId, productItemId, quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productItemId],
        set: { quantity: sql`${existingQuantity} + excluded."quantity"`, updatedAt: sql`now()` },
        setWhere: sql`${existingQuantity} + excluded."quantity" <= ${quantityLimit(item.stock)}`,
      })
      .returning(lineColumns);
    if (upserted) await markCartChanged(tx, userId);
    return upserted;
  });
  if (row) return toCartLine(row, item);

  const [existing] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productItemId, productItemId)));
  throw new BadRequestError(
    quantityProblem(quantity, item.stock, existing?.quantity ?? 0) ??
      "The cart changed meanwhile; please try again",
  );
}

/** Sets a line's quantity (1..99, at most the stock). */
export async function updateCartLine(userId: number, lineId: number, quantity: number): Promise<CartLine> {
  const db = await getDb();
  const line = await findLine(db, userId, lineId);
  const item = await requireItem(line.productItemId);
  const problem = quantityProblem(quantity, item.stock);
  if (problem) throw new BadRequestError(problem);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cartLines)
      .set({ quantity, updatedAt: sql`now()` })
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
      .returning(lineColumns);
    if (updated) await markCartChanged(tx, userId);
    return updated;
  });
  if (!row) throw new NotFoundError("Cart line not found");
  return toCartLine(row, item);
}

export async function removeCartLine(userId: number, lineId: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
      .returning({ id: cartLines.id });
    if (rows.length > 0) await markCartChanged(tx, userId);
    return rows;
  });
  if (deleted.length === 0) throw new NotFoundError("Cart line not found");
}

/**
 * Brings a signed-out cart into the account's cart at sign-in: quantities are added and
 * capped at min(99, stock) rather than refused, and items that no longer exist or are out of
 * stock are skipped, so a sign-in never fails over the cart. Returns the whole cart.
 */
export async function mergeIntoCart(userId: number, lines: readonly CartLineInput[]): Promise<CartLine[]> {
  const wanted = new Map<number, number>();
  for (const { productItemId, quantity } of lines)
    wanted.set(productItemId, (wanted.get(productItemId) ?? 0) + quantity);
  const items = await getProductItems([...wanted.keys()]);

  const db = await getDb();
  await db.transaction(async (tx) => {
    let changed = false;
    for (const [productItemId, quantity] of wanted) {
      const limit = quantityLimit(items.get(productItemId)?.stock ?? 0);
      if (limit === 0) continue;
      changed = true;
      await tx
        .insert(cartLines)
        .values({ userId, productItemId, quantity: Math.min(quantity, limit) })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productItemId],
          set: { quantity: sql`least(${existingQuantity} + ${quantity}, ${limit})`, updatedAt: sql`now()` },
        });
    }
    if (changed) await markCartChanged(tx, userId);
  });
  return listCart(userId);
}

/** Current price and stock of items, in the order asked (unknown ones left out). */
export async function currentItems(ids: readonly number[]): Promise<ProductItem[]> {
  const items = await getProductItems(ids);
  return [...new Set(ids)].flatMap((id) => items.get(id) ?? []);
}
