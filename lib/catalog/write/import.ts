import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { productItems, productItemValues, productLocations, products } from "@/db/schema";
import { recordAudits, type AuditActor, type AuditChange } from "@/lib/audit/record";
import { ConflictError } from "@/lib/errors";
import { fromMinorUnits } from "@/lib/money/minor-units";
import { revalidateCatalog } from "../cache";
import { IMPORT_CHANGED_SINCE_DRY_RUN, type ImportAction, type ImportReport } from "../contract/inventory-csv";
import { groupBy } from "../read/mappers";
import { planImport, type ImportPlan, type NewItem } from "../csv/plan";
import { readCsvFile } from "../csv/rows";
import { readCategories, readSnapshot } from "../csv/snapshot";
import { addSearchVocabulary, categoryNamesFor, refreshVariationValues } from "./denormalised";
import { skuTaken } from "./item-rules";

// Applies a CSV import: the whole file in one transaction, or nothing when a row is refused.

/** Thrown inside the transaction to roll back a plan that cannot be applied. */
class Refused extends Error {}

/** The plan's rows with every figure they were planned from (the stock and price before). */
function tokenOf(plan: ImportPlan): string {
  return createHash("sha256").update(JSON.stringify(plan.rows)).digest("hex");
}

function reportOf(plan: ImportPlan, dryRun: boolean, applied: boolean): ImportReport {
  const summary: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of plan.rows) summary[row.action] += 1;
  return { dryRun, applied, summary, rows: plan.rows, token: tokenOf(plan) };
}

async function insertItems(tx: Db, productId: number, items: NewItem[]) {
  if (items.length === 0) return [];
  const inserted = await tx
    .insert(productItems)
    .values(items.map((item) => ({ productId, sku: item.sku, priceMinor: item.priceMinor, stock: item.stock })))
    .returning({ id: productItems.id, sku: productItems.sku });
  const values = items.flatMap((item, index) =>
    item.valueIds.map((variationValueId) => ({ productItemId: inserted[index].id, variationValueId })),
  );
  if (values.length > 0) await tx.insert(productItemValues).values(values);
  return inserted;
}

const itemCreated = (productId: number, id: number, item: NewItem): AuditChange => ({
  kind: "item",
  action: "created",
  subjectId: id,
  productId,
  summary: `Imported item ${item.sku}`,
  after: { sku: item.sku, price: fromMinorUnits(item.priceMinor), stock: item.stock, variations: item.valueIds },
});

/** Writes the plan; returns the products it touched. */
async function applyPlan(tx: Db, actor: AuditActor, plan: ImportPlan): Promise<number[]> {
  const audits: AuditChange[] = [];
  const touched = new Set<number>();
  const itemsChanged = new Set<number>();
  const textChanged = new Set<number>();

  for (const product of plan.newProducts) {
    const [row] = await tx
      .insert(products)
      .values({
        name: product.name,
        description: product.description,
        priceMinor: product.priceMinor,
        featured: product.featured,
        categoryId: product.categoryId,
        categoryNames: await categoryNamesFor(product.categoryId, tx),
      })
      .returning({ id: products.id });
    await tx.insert(productLocations).values(product.locations.map((countryCode) => ({ productId: row.id, countryCode })));
    const items = await insertItems(tx, row.id, product.items);
    [touched, itemsChanged, textChanged].forEach((set) => set.add(row.id));
    audits.push({
      kind: "product",
      action: "created",
      subjectId: row.id,
      productId: row.id,
      summary: `Imported new product ${product.name} with ${items.length} item${items.length === 1 ? "" : "s"}`,
      after: {
        name: product.name,
        description: product.description,
        featured: product.featured,
        locations: product.locations,
        price: fromMinorUnits(product.priceMinor),
      },
    });
    items.forEach((item, index) => audits.push(itemCreated(row.id, item.id, product.items[index])));
  }

  for (const [productId, items] of groupBy(plan.newItems, (item) => item.productId)) {
    const inserted = await insertItems(tx, productId, items);
    touched.add(productId);
    itemsChanged.add(productId);
    inserted.forEach((item, index) => audits.push(itemCreated(productId, item.id, items[index])));
  }

  for (const update of plan.itemUpdates) {
    // The rows were read locked (FOR UPDATE): the guard only fails if that promise is broken.
    const changed = await tx
      .update(productItems)
      .set({ priceMinor: update.after.priceMinor, stock: update.after.stock, updatedAt: new Date() })
      .where(
        and(
          eq(productItems.id, update.itemId),
          eq(productItems.priceMinor, update.before.priceMinor),
          eq(productItems.stock, update.before.stock),
        ),
      )
      .returning({ id: productItems.id });
    if (changed.length === 0) throw new ConflictError(`${update.sku} changed during the import; try again`);
    touched.add(update.productId);
    if (update.after.priceMinor !== update.before.priceMinor)
      audits.push({
        kind: "item",
        action: "updated",
        subjectId: update.itemId,
        productId: update.productId,
        summary: `Imported the price of ${update.sku}`,
        before: { price: fromMinorUnits(update.before.priceMinor) },
        after: { price: fromMinorUnits(update.after.priceMinor) },
      });
    if (update.after.stock !== update.before.stock)
      audits.push({
        kind: "stock",
        action: "set",
        subjectId: update.itemId,
        productId: update.productId,
        summary: `Set the stock of ${update.sku} to ${update.after.stock} (import)`,
        before: { stock: update.before.stock },
        after: { stock: update.after.stock },
      });
  }

  for (const update of plan.productUpdates) {
    const { locations, ...fields } = update.after;
    if (Object.keys(fields).length > 0)
      await tx.update(products).set({ ...fields, updatedAt: new Date() }).where(eq(products.id, update.productId));
    if (locations) {
      await tx.delete(productLocations).where(eq(productLocations.productId, update.productId));
      await tx.insert(productLocations).values(locations.map((countryCode) => ({ productId: update.productId, countryCode })));
    }
    if (fields.name !== undefined || fields.description !== undefined) textChanged.add(update.productId);
    touched.add(update.productId);
    audits.push({
      kind: "product",
      action: "updated",
      subjectId: update.productId,
      productId: update.productId,
      summary: `Imported changes to ${update.name}: ${Object.keys(update.after).join(", ")}`,
      before: update.before,
      after: update.after,
    });
  }

  await refreshVariationValues([...itemsChanged], tx);
  await addSearchVocabulary([...textChanged], tx);
  await recordAudits(tx, actor, audits);
  return [...touched];
}

/** Which SKU a unique violation names, when another write took one meanwhile. */
function takenSku(error: unknown, plan: ImportPlan): string | undefined {
  const text = String(
    (error as { cause?: { detail?: unknown } })?.cause?.detail ?? (error as { detail?: unknown })?.detail ?? "",
  );
  if (!text.includes("sku")) return undefined;
  const skus = [...plan.newProducts.flatMap((product) => product.items), ...plan.newItems].map((item) => item.sku);
  return skus.find((sku) => text.includes(`(${sku})`)) ?? skus[0];
}

/**
 * Reads the file, works out what it changes and, unless `dryRun`, writes it all in one
 * transaction with an audit entry per change, then expires the affected storefront pages.
 * A file with any refused row writes nothing: `applied` is false and each refused row says why.
 */
export async function importInventory(
  actor: AuditActor,
  text: string,
  { dryRun, expected }: { dryRun: boolean; expected?: string },
): Promise<ImportReport> {
  const file = readCsvFile(text);
  const categories = await readCategories(file.rows);
  const db = await getDb();
  if (dryRun) return reportOf(planImport(file.rows, await readSnapshot(db, file.rows, categories)), true, false);

  let plan: ImportPlan | undefined;
  let touched: number[] = [];
  try {
    await db.transaction(async (tx) => {
      plan = planImport(file.rows, await readSnapshot(tx, file.rows, categories));
      if (plan.rows.some((row) => row.action === "refused")) throw new Refused();
      // Stock is set, not added: only over the very figures the dry run showed (rows are locked).
      if (tokenOf(plan) !== expected) throw new ConflictError(IMPORT_CHANGED_SINCE_DRY_RUN);
      touched = await applyPlan(tx, actor, plan);
    });
  } catch (error) {
    if (error instanceof Refused && plan) return reportOf(plan, false, false);
    const sku = plan && takenSku(error, plan);
    if (sku) throw new ConflictError(skuTaken(sku));
    throw error;
  }
  if (touched.length > 0) revalidateCatalog(touched);
  return reportOf(plan as ImportPlan, false, true);
}
