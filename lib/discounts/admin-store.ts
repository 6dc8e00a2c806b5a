import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, discountCodes, discountRedemptions, orders } from "@/db/schema";
import { changedFields, recordAudit, type AuditActor } from "@/lib/audit/record";
import { lockCategories } from "@/lib/catalog/write/categories";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { hasDatabaseCode } from "@/lib/http/database-errors";
import { BASE_CURRENCY } from "@/lib/money/currency";
import { fromMinorUnits, toMinorUnits } from "@/lib/money/minor-units";
import {
  DISCOUNT_PAGE_SIZE,
  discountDatesProblem,
  discountValueProblem,
  duplicateCodeDetail,
  type DiscountCreateInput,
  type DiscountKind,
  type DiscountListQuery,
  type DiscountPageResponse,
  type DiscountPatchInput,
  type DiscountResponse,
} from "./contract";
import { discountState } from "./state";

// The owner's discount codes: list, read, create, change and delete. Each write locks what it
// checks, runs in one transaction with its audit entry, and answers 400/404/409 with a detail.
// Applying a code to a cart and counting its uses is the shopper's side (validate, redeem).

type DiscountRow = typeof discountCodes.$inferSelect;

/** The fields the owner edits, in the API's units: what an audit entry's before and after hold. */
type Editable = {
  code: string;
  kind: DiscountKind;
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  minSubtotal: number | null;
  categoryIds: number[];
  active: boolean;
};

export const DISCOUNT_NOT_FOUND = "Discount code not found";

function editable(row: DiscountRow): Editable {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === "percent" ? (row.percentOff ?? 0) : fromMinorUnits(row.amountOffMinor ?? 0),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    minSubtotal: row.minSubtotalMinor === null ? null : fromMinorUnits(row.minSubtotalMinor),
    categoryIds: row.categoryIds,
    active: row.active,
  };
}

/** The one mapper from the API's units to the row's columns. */
function columns(values: Editable) {
  return {
    code: values.code,
    kind: values.kind,
    percentOff: values.kind === "percent" ? values.value : null,
    amountOffMinor: values.kind === "fixed" ? toMinorUnits(values.value) : null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    minSubtotalMinor: values.minSubtotal === null ? null : toMinorUnits(values.minSubtotal),
    categoryIds: values.categoryIds,
    active: values.active,
  };
}

/** Dates as the audit trail's JSON holds them. */
function auditValues(values: Partial<Editable>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** "20 % off" or "$5.00 off": the summary's words for the discount. */
function discountText(values: Pick<Editable, "kind" | "value">): string {
  return values.kind === "percent" ? `${values.value} % off` : `${values.value.toFixed(2)} ${BASE_CURRENCY} off`;
}

type CategoryNames = Map<number, string>;

/** Every category's path ("Women › Tops"): names repeat across branches, paths do not. */
async function categoryNames(db: Db): Promise<CategoryNames> {
  const rows = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths: CategoryNames = new Map();
  for (const row of rows) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let current: typeof row | undefined = row; current && !seen.has(current.id); ) {
      seen.add(current.id);
      names.unshift(current.name);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    paths.set(row.id, names.join(" › "));
  }
  return paths;
}

function toResponse(row: DiscountRow, names: CategoryNames, now = new Date()): DiscountResponse {
  const values = editable(row);
  return {
    id: row.id,
    code: values.code,
    kind: values.kind,
    value: values.value,
    currency: BASE_CURRENCY,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    minSubtotal: values.minSubtotal,
    categoryIds: row.categoryIds,
    categories: row.categoryIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    active: row.active,
    usedCount: row.usedCount,
    state: discountState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Codes containing `q` (any case), newest first, one page. */
export async function listDiscounts(query: DiscountListQuery): Promise<DiscountPageResponse> {
  const db = await getDb();
  // Codes are stored upper-case and hold no LIKE wildcards' meaning: strpos matches '_' as itself.
  const where = query.q ? sql`strpos(${discountCodes.code}, ${query.q.toUpperCase()}) > 0` : undefined;
  const [rows, [{ total }], names] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(DISCOUNT_PAGE_SIZE)
      .offset((query.page - 1) * DISCOUNT_PAGE_SIZE),
    db.select({ total: count() }).from(discountCodes).where(where),
    categoryNames(db),
  ]);
  const now = new Date();
  return {
    results: rows.map((row) => toResponse(row, names, now)),
    count: Number(total),
    page: query.page,
    pageSize: DISCOUNT_PAGE_SIZE,
  };
}

export async function getDiscount(id: number): Promise<DiscountResponse> {
  const db = await getDb();
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new NotFoundError(DISCOUNT_NOT_FOUND);
  return toResponse(row, await categoryNames(db));
}

/**
 * 400 unless every id names a category. Holds the category lock for the rest of the
 * transaction, so a category checked here cannot be deleted before the code is saved.
 */
async function assertCategoriesExist(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const known = new Set((await lockCategories(tx)).map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new BadRequestError(`categoryIds: no category has the id ${missing.join(", ")}`);
}

/** 409 when another code has this one's letters in any case. */
async function assertCodeFree(tx: Db, code: string, self?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`);
  if (clash && clash.id !== self) throw new ConflictError(duplicateCodeDetail(code));
}

/** Two owners saving the same code at once: the unique index refuses the second, with the same words. */
async function withDuplicateDetail<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, "23505")) throw new ConflictError(duplicateCodeDetail(code));
    throw error;
  }
}

export async function createDiscount(actor: AuditActor, input: DiscountCreateInput): Promise<DiscountResponse> {
  const db = await getDb();
  const row = await withDuplicateDetail(input.code, () =>
    db.transaction(async (tx) => {
      await assertCategoriesExist(tx, input.categoryIds);
      await assertCodeFree(tx, input.code);
      const [created] = await tx.insert(discountCodes).values(columns(input)).returning();
      await recordAudit(tx, actor, {
        kind: "discount",
        action: "create",
        subjectId: created.id,
        summary: `Created discount code ${created.code} (${discountText(input)})`,
        after: auditValues(input),
      });
      return created;
    }),
  );
  return toResponse(row, await categoryNames(db));
}

async function lockDiscount(tx: Db, id: number): Promise<DiscountRow> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
  if (!row) throw new NotFoundError(DISCOUNT_NOT_FOUND);
  return row;
}

function updateSummary(code: string, changed: string[], after: Editable): string {
  if (changed.length === 1 && changed[0] === "active")
    return `${after.active ? "Activated" : "Deactivated"} discount code ${code}`;
  return `Changed discount code ${code}: ${changed.join(", ")}`;
}

/**
 * Changes any subset of a code's fields. The row is locked first, so a paid order counting a use
 * at the same moment is either seen (and the limit checked against it) or waits for this change.
 */
export async function updateDiscount(actor: AuditActor, id: number, patch: DiscountPatchInput): Promise<DiscountResponse> {
  const db = await getDb();
  const row = await withDuplicateDetail(patch.code ?? "", () =>
    db.transaction(async (tx) => {
      const current = await lockDiscount(tx, id);
      const before = editable(current);
      // 20 % off is not $20 off: a new kind comes with its value.
      if (patch.kind !== undefined && patch.kind !== before.kind && patch.value === undefined)
        throw new BadRequestError("value: is required when the kind changes");
      const after: Editable = { ...before, ...patch };
      const valueProblem = discountValueProblem(after.kind, after.value);
      if (valueProblem) throw new BadRequestError(`value: ${valueProblem}`);
      const datesProblem = discountDatesProblem(after.startsAt, after.endsAt);
      if (datesProblem) throw new BadRequestError(`endsAt: ${datesProblem}`);
      const changed = changedFields(auditValues(before), auditValues(after));
      if (!changed) return current;
      if (after.usageLimit !== null && after.usageLimit < current.usedCount)
        throw new ConflictError(
          `${current.code} has been used ${current.usedCount} ${current.usedCount === 1 ? "time" : "times"}: its usage limit cannot be lower than that`,
        );
      if ("code" in changed.after) await assertCodeFree(tx, after.code, id);
      if ("categoryIds" in changed.after) await assertCategoriesExist(tx, after.categoryIds);
      const [updated] = await tx
        .update(discountCodes)
        .set({ ...columns(after), updatedAt: sql`now()` })
        .where(eq(discountCodes.id, id))
        .returning();
      await recordAudit(tx, actor, {
        kind: "discount",
        action: "update",
        subjectId: id,
        summary: updateSummary(current.code, Object.keys(changed.after), after),
        ...changed,
      });
      return updated;
    }),
  );
  return toResponse(row, await categoryNames(db));
}

/**
 * Deletes a code no order has used. One that discounted a paid order, or that a checkout still
 * carries, stays for the orders' sake: 409, switch it off instead.
 */
export async function deleteDiscount(actor: AuditActor, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockDiscount(tx, id);
    const [{ redemptions }] = await tx
      .select({ redemptions: count() })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountCodeId, id));
    const [{ inOrders }] = await tx.select({ inOrders: count() }).from(orders).where(eq(orders.discountCodeId, id));
    if (row.usedCount > 0 || Number(redemptions) > 0 || Number(inOrders) > 0)
      throw new ConflictError(`${row.code} has been used in an order, so it cannot be deleted: deactivate it instead`);
    await tx.delete(discountCodes).where(eq(discountCodes.id, id));
    await recordAudit(tx, actor, {
      kind: "discount",
      action: "delete",
      subjectId: id,
      summary: `Deleted discount code ${row.code}`,
      before: auditValues(editable(row)),
    });
  });
}
