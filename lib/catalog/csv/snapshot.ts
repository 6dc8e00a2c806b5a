import "server-only";
import { and, asc, inArray, not } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, productItems, productLocations, products } from "@/db/schema";
import { groupBy } from "../read/mappers";
import { itemColumns, selectValuesByItem } from "../read/item-rows";
import { listVariationTypes } from "../read/variations";
import { selectProductFields } from "../write/product-state";
import { productKey, type CatalogueSnapshot, type SnapshotCategory, type SnapshotProduct } from "./plan";
import type { ImportRow } from "./rows";

/**
 * The categories the rows name, with the variation types their products use. Read before the
 * import's transaction (an import never changes them; PGlite runs one statement at a time).
 */
export async function readCategories(rows: ImportRow[]): Promise<Map<string, SnapshotCategory>> {
  const categoryNames = [...new Set(rows.map((row) => row.category).filter(Boolean))];
  const db = await getDb();
  const categoryRows = categoryNames.length
    ? await db
        .select({ id: categories.id, internalName: categories.internalName })
        .from(categories)
        .where(inArray(categories.internalName, categoryNames))
    : [];
  const snapshotCategories = new Map<string, SnapshotCategory>();
  for (const category of categoryRows) {
    const types = await listVariationTypes(category.internalName);
    snapshotCategories.set(category.internalName, {
      ...category,
      types: types.map((type) => ({ name: type.name, values: type.variant_values })),
    });
  }

  return snapshotCategories;
}

/**
 * The part of the catalogue an import's rows touch, read in the import's transaction: the
 * items of their SKUs (locked, so a sale in between cannot be overwritten unseen) and the
 * products those items, or the rows' names, belong to.
 */
export async function readSnapshot(
  tx: Db,
  rows: ImportRow[],
  snapshotCategories: Map<string, SnapshotCategory>,
): Promise<CatalogueSnapshot> {
  const skus = [...new Set(rows.map((row) => row.sku).filter(Boolean))];
  const names = [...new Set(rows.map((row) => row.product).filter(Boolean))];
  const categoryRows = [...snapshotCategories.values()];

  const itemRows = skus.length
    ? await tx
        .select(itemColumns)
        .from(productItems)
        .where(inArray(productItems.sku, skus))
        .for("update")
    : [];
  const namedProducts =
    names.length && categoryRows.length
      ? await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              inArray(products.name, names),
              inArray(products.categoryId, categoryRows.map((category) => category.id)),
              not(products.archived),
            ),
          )
      : [];
  const productIds = [...new Set([...itemRows.map((item) => item.productId), ...namedProducts.map((product) => product.id)])];

  const productRows = productIds.length
    ? await selectProductFields(tx)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
    : [];
  const [locationRows, productItemRows] = productIds.length
    ? await Promise.all([
        tx.select().from(productLocations).where(inArray(productLocations.productId, productIds)),
        tx
          .select({ id: productItems.id, productId: productItems.productId })
          .from(productItems)
          .where(inArray(productItems.productId, productIds)),
      ])
    : [[], []];
  const values = await selectValuesByItem(
    [...new Set([...itemRows.map((item) => item.id), ...productItemRows.map((item) => item.id)])],
    tx,
  );
  const locations = groupBy(locationRows, (row) => row.productId);
  const itemsOfProduct = groupBy(productItemRows, (row) => row.productId);

  const productsById = new Map<number, SnapshotProduct>();
  const productsByName = new Map<string, number>();
  for (const product of productRows) {
    const items = itemsOfProduct.get(product.id) ?? [];
    productsById.set(product.id, {
      ...product,
      locations: (locations.get(product.id) ?? []).map((row) => row.countryCode).sort(),
      combinations: new Set(
        items.map((item) => (values.get(item.id) ?? []).map((value) => value.id).sort((a, b) => a - b).join(",")),
      ),
      itemCount: items.length,
    });
    const key = productKey(product.name, product.category);
    if (!product.archived && !productsByName.has(key)) productsByName.set(key, product.id);
  }
  return {
    categories: snapshotCategories,
    itemsBySku: new Map(
      itemRows.map((item) => [
        item.sku,
        {
          id: item.id,
          productId: item.productId,
          sku: item.sku,
          priceMinor: item.priceMinor,
          stock: item.stock,
          retired: item.retiredAt !== null,
          values: new Map((values.get(item.id) ?? []).map((value) => [value.name, value.value])),
        },
      ]),
    ),
    productsById,
    productsByName,
  };
}

