import "server-only";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { userAddresses, users } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import {
  MAX_SAVED_ADDRESSES,
  TOO_MANY_ADDRESSES,
  type SavedAddress,
  type SavedAddressInput,
} from "./contract";

// A customer's address book. Every write locks the customer's row first, so two writes of one
// customer run one after the other: the count limit holds, and moving the default (clear the old,
// set the new) never meets the one-default index half done. Another customer's address is
// "not found", exactly like an id that does not exist.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const columns = {
  id: userAddresses.id,
  name: userAddresses.name,
  line1: userAddresses.line1,
  line2: userAddresses.line2,
  city: userAddresses.city,
  state: userAddresses.state,
  postal_code: userAddresses.postalCode,
  country: userAddresses.country,
  phone: userAddresses.phone,
  isDefault: userAddresses.isDefault,
};

const NOT_FOUND = "Address not found";

function row(input: SavedAddressInput) {
  return {
    name: input.name,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    country: input.country,
    phone: input.phone,
  };
}

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function clearDefault(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
}

/** The default first, then in the order they were added. */
export async function listAddresses(userId: number): Promise<SavedAddress[]> {
  const db = await getDb();
  return db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));
}

/** Adds an address; the first one is the default whatever the input says. 409 past the limit. */
export async function addAddress(userId: number, input: SavedAddressInput): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    if (total >= MAX_SAVED_ADDRESSES) throw new ConflictError(TOO_MANY_ADDRESSES);
    const isDefault = total === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [created] = await tx
      .insert(userAddresses)
      .values({ userId, ...row(input), isDefault })
      .returning(columns);
    return created;
  });
}

/** Replaces an address's fields; `isDefault: true` moves the default to it. */
export async function updateAddress(
  userId: number,
  id: number,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const owned = and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));
    const [existing] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(owned);
    if (!existing) throw new NotFoundError(NOT_FOUND);
    if (input.isDefault) await clearDefault(tx, userId);
    const [updated] = await tx
      .update(userAddresses)
      .set({ ...row(input), ...(input.isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(owned)
      .returning(columns);
    return updated;
  });
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(userId: number, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .returning({ isDefault: userAddresses.isDefault });
    if (!deleted) throw new NotFoundError(NOT_FOUND);
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id)))
      .orderBy(asc(userAddresses.id))
      .limit(1);
    if (next)
      await tx
        .update(userAddresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(userAddresses.id, next.id));
  });
}
