import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { productItems } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { revalidateProductPages } from "../cache";
import {
  stockChanged,
  stockWouldGoNegative,
  type ReceiveStockInput,
  type SetStockInput,
  type StockResponse,
} from "../contract/stock";
import { MAX_STOCK } from "../contract/constants";

const itemNotFound = (id: number) => new NotFoundError(`Item ${id} not found`);

async function currentItem(tx: Db, id: number): Promise<StockResponse> {
  const [item] = await tx
    .select({
      id: productItems.id,
      productId: productItems.productId,
      sku: productItems.sku,
      stock: productItems.stock,
    })
    .from(productItems)
    .where(eq(productItems.id, id));
  if (!item) throw itemNotFound(id);
  return item;
}

/**
 * Adds a delivered quantity (or writes off units) as one atomic delta: `stock = stock + n`
 * in the database, so a sale committed at the same moment is kept. Refuses (409) a write-off
 * larger than the stock, or a total above the stock maximum.
 */
export async function receiveStock(
  actor: AuditActor,
  id: number,
  input: ReceiveStockInput,
): Promise<StockResponse> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(productItems)
      .set({ stock: sql`${productItems.stock} + ${input.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(productItems.id, id),
          sql`${productItems.stock} + ${input.quantity} BETWEEN 0 AND ${MAX_STOCK}`,
        ),
      )
      .returning({
        id: productItems.id,
        productId: productItems.productId,
        sku: productItems.sku,
        stock: productItems.stock,
      });
    if (!updated) {
      const item = await currentItem(tx, id);
      throw new ConflictError(
        input.quantity < 0 ? stockWouldGoNegative(item.stock) : `Stock cannot exceed ${MAX_STOCK}`,
      );
    }
    const before = updated.stock - input.quantity;
    await recordAudit(tx, actor, {
      kind: "stock",
      action: input.quantity > 0 ? "received" : "written off",
      subjectId: id,
      productId: updated.productId,
      summary: `${input.quantity > 0 ? "Received" : "Wrote off"} ${Math.abs(input.quantity)} of ${updated.sku}${input.note ? ` (${input.note})` : ""}`,
      before: { stock: before },
      after: { stock: updated.stock },
    });
    return updated;
  });
  revalidateProductPages([result.productId]);
  return result;
}

/**
 * Sets the counted stock, guarded by the stock the admin saw: the UPDATE only matches while
 * the row still holds `expected`, so a concurrent sale turns the write into a 409, never a
 * lost sale.
 */
export async function setStock(actor: AuditActor, id: number, input: SetStockInput): Promise<StockResponse> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(productItems)
      .set({ stock: input.stock, updatedAt: sql`now()` })
      .where(and(eq(productItems.id, id), eq(productItems.stock, input.expected)))
      .returning({
        id: productItems.id,
        productId: productItems.productId,
        sku: productItems.sku,
        stock: productItems.stock,
      });
    if (!updated) throw new ConflictError(stockChanged((await currentItem(tx, id)).stock));
    if (input.stock !== input.expected)
      await recordAudit(tx, actor, {
        kind: "stock",
        action: "set",
        subjectId: id,
        productId: updated.productId,
        summary: `Set the stock of ${updated.sku} to ${input.stock}${input.note ? ` (${input.note})` : ""}`,
        before: { stock: input.expected },
        after: { stock: input.stock },
      });
    return updated;
  });
  revalidateProductPages([result.productId]);
  return result;
}
