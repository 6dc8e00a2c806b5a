import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { shippingMethods } from "@/db/schema";
import { changedFields, recordAudit, type AuditActor } from "@/lib/audit/record";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { hasDatabaseCode } from "@/lib/http/database-errors";
import { currencyForCountry } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import type {
  CreateShippingMethodInput,
  PaymentCountry,
  ShippingMethod,
  ShippingMethodValues,
  UpdateShippingMethodInput,
} from "./contract";

// The admin's writes of delivery methods, each in one transaction with its audit entry. A name
// is unique within its country whatever its case (the table's unique index says so too; the
// check first gives the owner a sentence instead of a constraint's name).

type Row = typeof shippingMethods.$inferSelect;

function methodOf(row: Row): ShippingMethod {
  const currency = currencyForCountry(row.country);
  return {
    id: row.id,
    country: row.country as PaymentCountry,
    name: row.name,
    price: money(row.priceMinor, currency),
    freeAbove: row.freeAboveMinor === null ? null : money(row.freeAboveMinor, currency),
    active: row.active,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A method's fields as stored: what its audit entries hold. */
const valuesOf = (row: Row): ShippingMethodValues => ({
  country: row.country as PaymentCountry,
  name: row.name,
  priceMinor: row.priceMinor,
  freeAboveMinor: row.freeAboveMinor,
  active: row.active,
  position: row.position,
});

const duplicate = (name: string, country: string) =>
  new ConflictError(`${country} already has a delivery method named ${name}`);

async function assertNameFree(tx: Db, country: string, name: string, self?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.country, country),
        sql`lower(${shippingMethods.name}) = lower(${name})`,
        self === undefined ? undefined : ne(shippingMethods.id, self),
      ),
    );
  if (clash) throw duplicate(name, country);
}

/** A write that two admins raced to the same name: the unique index's 409, in words. */
async function naming<T>(country: string, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, "23505")) throw duplicate(name, country);
    throw error;
  }
}

/** Every method of every country, by country, then in each country's order. */
export async function listShippingMethods(): Promise<ShippingMethod[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.country), asc(shippingMethods.position), asc(shippingMethods.id));
  return rows.map(methodOf);
}

async function nextPosition(tx: Db, country: string): Promise<number> {
  const [{ last }] = await tx
    .select({ last: sql<number | null>`max(${shippingMethods.position})` })
    .from(shippingMethods)
    .where(eq(shippingMethods.country, country));
  return last === null ? 0 : Number(last) + 1;
}

/** A new method; 409 when its country already has one of that name. */
export async function createShippingMethod(
  actor: AuditActor,
  input: CreateShippingMethodInput,
): Promise<ShippingMethod> {
  const db = await getDb();
  return naming(input.country, input.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.country, input.name);
      const position = input.position ?? (await nextPosition(tx, input.country));
      const [row] = await tx
        .insert(shippingMethods)
        .values({ ...input, position })
        .returning();
      await recordAudit(tx, actor, {
        kind: "settings",
        action: "created",
        subjectId: `shipping-method-${row.id}`,
        summary: `Added delivery method ${row.name} for ${row.country}`,
        after: valuesOf(row),
      });
      return methodOf(row);
    }),
  );
}

async function lockedMethod(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for("update");
  if (!row) throw new NotFoundError(`Delivery method ${id} not found`);
  return row;
}

/** Changes a method; 404 when unknown, 409 when the new name is taken in its country. */
export async function updateShippingMethod(
  actor: AuditActor,
  id: number,
  patch: UpdateShippingMethodInput,
): Promise<ShippingMethod> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockedMethod(tx, id);
    const before = valuesOf(row);
    const after = { ...before, ...patch };
    const changed = changedFields(before, after);
    if (!changed) return methodOf(row);
    if (after.country !== before.country || after.name.toLowerCase() !== before.name.toLowerCase())
      await assertNameFree(tx, after.country, after.name, id);
    const [updated] = await naming(after.country, after.name, () =>
      tx
        .update(shippingMethods)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(shippingMethods.id, id))
        .returning(),
    );
    await recordAudit(tx, actor, {
      kind: "settings",
      action: "updated",
      subjectId: `shipping-method-${id}`,
      summary: `Changed delivery method ${updated.name} for ${updated.country}: ${Object.keys(changed.after).join(", ")}`,
      ...changed,
    });
    return methodOf(updated);
  });
}

/** Deletes a method (orders keep its name and price); 404 when unknown. */
export async function deleteShippingMethod(actor: AuditActor, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockedMethod(tx, id);
    await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
    await recordAudit(tx, actor, {
      kind: "settings",
      action: "deleted",
      subjectId: `shipping-method-${id}`,
      summary: `Deleted delivery method ${row.name} for ${row.country}`,
      before: valuesOf(row),
    });
  });
}
