import "server-only";
import { getDb, type Db } from "@/db/client";
import { installation } from "@/db/schema";

const known = new WeakMap<Db, Promise<string>>();

async function readOrCreate(db: Db): Promise<string> {
  // Two first uses at once: one insert wins, both read its row.
  await db.insert(installation).values({}).onConflictDoNothing();
  const [row] = await db.select({ id: installation.id }).from(installation);
  return row.id;
}

/**
 * This shop's installation id, made once and kept in its database (so backups and db:move carry
 * it). Every intent and refund the shop makes carries it in its metadata, and the shop only ever
 * recovers, cancels or counts provider objects that carry it.
 */
export async function installationId(db?: Db): Promise<string> {
  const database = db ?? (await getDb());
  let id = known.get(database);
  if (!id) {
    id = readOrCreate(database);
    known.set(database, id);
    id.catch(() => known.delete(database));
  }
  return id;
}
