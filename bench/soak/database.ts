import postgres from "postgres";
import type { SoldLine } from "./stock-ledger";

// What the soak reads and sets in its own database, with the `postgres` driver directly (this
// runs outside the app, beside the server).

/** Every item's stock, and which orders were paid already, before a run. */
export type StockSnapshot = { stock: Map<string, number>; paidOrderIds: number[] };

/** After a run: the orders paid during it, and their lines. */
export type PaidDuringRun = { orders: number; lines: SoldLine[] };

async function withSql<T>(databaseUrl: string, query: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await query(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Gives every product item `stock` units, so that no journey finds its item sold out. */
export function giveStock(databaseUrl: string, stock: number): Promise<number> {
  return withSql(databaseUrl, async (sql) => (await sql`UPDATE product_items SET stock = ${stock}`).count);
}

export function readStock(databaseUrl: string): Promise<StockSnapshot> {
  return withSql(databaseUrl, async (sql) => {
    const items = await sql`SELECT id, stock FROM product_items`;
    const paid = await sql`SELECT id FROM orders WHERE status = 'paid'`;
    return { stock: new Map(items.map((row) => [String(row.id), Number(row.stock)])), paidOrderIds: paid.map((row) => Number(row.id)) };
  });
}

/**
 * Orders paid since `snapshot` (by id, not by clock: an order made before may be paid during
 * the run) and their lines, by product item id as `readStock` keys the stock.
 */
export function paidSince(databaseUrl: string, snapshot: StockSnapshot): Promise<PaidDuringRun> {
  return withSql(databaseUrl, async (sql) => {
    const rows = await sql`
      SELECT o.id AS order_id, l.product_item_id AS item, l.quantity
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'paid' AND NOT (o.id = ANY(${snapshot.paidOrderIds}::int[]))`;
    const orders = new Set(rows.map((row) => Number(row.order_id)));
    return { orders: orders.size, lines: rows.map((row) => ({ item: String(row.item), quantity: Number(row.quantity) })) };
  });
}
