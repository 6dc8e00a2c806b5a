import { asc, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { categories, variationTypes, variationValues } from "@/db/schema";
import { addSearchVocabulary } from "@/lib/catalog/write/denormalised";
import { putObject, publicUrl } from "@/lib/storage/store";
import { COLOUR_HEX, COLOURS, LISTING_COUNTRIES } from "./catalog-data";
import { renderProductImage } from "./images";

// Bulk catalogue for benchmarks: products are generated inside PostgreSQL (generate_series and
// data-modifying CTEs), a chunk per statement, so 100k products cost seconds, not hours.

const CHUNK = 2000;
const IMAGE_POOL = 60;
const ADJECTIVES = ["Classic", "Relaxed", "Organic", "Vintage", "Everyday", "Premium", "Lightweight", "Heritage", "Urban", "Coastal", "Alpine", "Studio"];
const NOUNS = ["Tee", "Shirt", "Hoodie", "Jumper", "Jacket", "Chinos", "Jeans", "Dress", "Skirt", "Cap", "Beanie", "Tote", "Backpack", "Mug", "Bottle", "Notebook"];

/** Value ids and their lower-cased names, in the same order. */
/** Generated names repeat their adjective and noun pair after this many products. */
const NAME_CYCLE = ADJECTIVES.length * NOUNS.length;

type Leaf = { id: number; names: string; colourIds: number[]; colours: string[]; sizeIds: number[]; sizes: string[] };

/** Leaf categories with the Color and Size values they inherit from their top-level ancestor. */
async function loadLeaves(db: Db): Promise<Leaf[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.id));
  const values = await db
    .select({ categoryId: variationTypes.categoryId, type: variationTypes.name, id: variationValues.id, value: variationValues.value })
    .from(variationValues)
    .innerJoin(variationTypes, sql`${variationTypes.id} = ${variationValues.variationTypeId}`)
    .orderBy(asc(variationValues.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parents = new Set(rows.map((row) => row.parentId));
  return rows
    .filter((row) => !parents.has(row.id))
    .map((row) => {
      const path = [row];
      while (path[0].parentId !== null) path.unshift(byId.get(path[0].parentId)!);
      const topId = path[0].id;
      const valuesOf = (type: string) => values.filter((value) => value.categoryId === topId && value.type === type);
      const colours = valuesOf("Color");
      const sizes = valuesOf("Size");
      return {
        id: row.id,
        names: path.map((category) => category.name).join(" "),
        colourIds: colours.map((value) => value.id),
        colours: colours.map((value) => value.value.toLowerCase()),
        sizeIds: sizes.map((value) => value.id),
        sizes: sizes.map((value) => value.value.toLowerCase()),
      };
    })
    .filter((leaf) => leaf.colourIds.length > 0);
}

/** A shared pool of generated images the bulk products point at (not one file per product). */
async function ensureImagePool(): Promise<void> {
  const silhouettes = ["tee", "shirt", "knit", "dress", "trousers", "jacket", "bag", "cap", "mug", "notebook"] as const;
  await Promise.all(
    Array.from({ length: IMAGE_POOL }, async (_, index) => {
      const bytes = await renderProductImage({
        silhouette: silhouettes[index % silhouettes.length],
        colour: COLOUR_HEX[COLOURS[index % COLOURS.length]],
        label: "",
        variant: index,
        size: "full",
      });
      await putObject(`products/pool/${index}.webp`, bytes, "image/webp");
    }),
  );
}

const intArray = (values: number[]) => sql.raw(`ARRAY[${values.map((value) => Math.trunc(value)).join(",")}]::int[]`);
const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]::text[]`);

async function insertChunk(db: Db, leaf: Leaf, from: number, to: number): Promise<{ products: number; items: number; firstId: number }> {
  const poolUrl = publicUrl("products/pool/");
  const sizes = leaf.sizeIds.length > 0 ? intArray(leaf.sizeIds) : sql.raw("ARRAY[0]::int[]");
  const colourCount = leaf.colourIds.length;
  // Each product's two colours and three sizes follow from its number g, so the INSERT writes
  // products.colours and products.sizes itself (no second pass over the rows) and the items
  // below are exactly the combinations of those values.
  const result = await db.execute(sql`
    WITH p AS (
      INSERT INTO products (name, description, price_minor, avg_rating, featured, category_id, category_names, colours, sizes)
      SELECT (${textArray(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' ' || (${textArray(NOUNS)})[1 + (g / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' ' || g,
             'A generated catalogue product for load and speed testing, number ' || g || '.',
             499 + ((g::bigint * 7919) % 14500)::int,
             CASE WHEN g % 10 = 0 THEN NULL ELSE 3 + ((g * 31) % 21) / 10.0 END,
             g % 4 = 0, ${leaf.id}, ${leaf.names},
             CASE WHEN g % ${colourCount} = (g + 3) % ${colourCount}
                  THEN ARRAY[(${textArray(leaf.colours)})[1 + g % ${colourCount}]]
                  ELSE ARRAY[(${textArray(leaf.colours)})[1 + g % ${colourCount}], (${textArray(leaf.colours)})[1 + (g + 3) % ${colourCount}]] END,
             ${leaf.sizes.length > 0 ? sql`(${textArray(leaf.sizes)})[1 + g % 2 : 3 + g % 2]` : sql`'{}'::text[]`}
      FROM generate_series(${from}::int, ${to}::int) AS g
      RETURNING id, price_minor, colours, sizes
    ), combos AS (
      SELECT p.id AS product_id, p.price_minor, c.colour_id, s.size_id
      FROM p
      CROSS JOIN LATERAL unnest(${intArray(leaf.colourIds)}, ${textArray(leaf.colours)}) AS c(colour_id, colour)
      CROSS JOIN LATERAL unnest(${sizes}, ${leaf.sizes.length > 0 ? textArray(leaf.sizes) : sql.raw("ARRAY[NULL]::text[]")}) AS s(size_id, size)
      WHERE c.colour = ANY(p.colours) AND (s.size IS NULL OR s.size = ANY(p.sizes))
    ), i AS (
      INSERT INTO product_items (product_id, sku, price_minor, stock)
      SELECT product_id, 'B' || product_id || '-' || colour_id || '-' || size_id, price_minor, (product_id * 13 + colour_id * 7 + size_id) % 41
      FROM combos
      RETURNING id, sku
    ), v AS (
      INSERT INTO product_item_values (product_item_id, variation_value_id)
      SELECT id, split_part(sku, '-', 2)::int FROM i
      UNION ALL
      SELECT id, split_part(sku, '-', 3)::int FROM i WHERE split_part(sku, '-', 3) <> '0'
    ), l AS (
      INSERT INTO product_locations (product_id, country_code)
      SELECT p.id, u.code FROM p CROSS JOIN unnest(${textArray(LISTING_COUNTRIES)}) WITH ORDINALITY AS u(code, n)
      WHERE u.code IN ('US', 'AU') OR (p.id + u.n) % 3 = 0
    ), img AS (
      INSERT INTO product_images (product_id, position, url)
      SELECT p.id, k, ${poolUrl} || ((p.id * 7 + k) % ${IMAGE_POOL}) || '.webp'
      FROM p CROSS JOIN LATERAL generate_series(0, 1 + p.id % 3) AS k
    )
    SELECT (SELECT count(*) FROM p)::int AS products, (SELECT count(*) FROM i)::int AS items, (SELECT min(id) FROM p)::int AS "firstId"
  `);
  return rowsOf<{ products: number; items: number; firstId: number }>(result)[0];
}

/** Adds `count` generated products (with items, values, locations and pooled images) to the shop. */
export async function seedScale(db: Db, count: number): Promise<{ products: number; items: number }> {
  const leaves = await loadLeaves(db);
  if (leaves.length === 0) throw new Error("Seed the demo shop first: the bulk products go into its categories.");
  await ensureImagePool();
  const totals = await insertChunks(db, leaves, count);
  // Statistics, and for products and search postings the visibility map their index-only scans
  // need (autovacuum would set both later; the catalogue is measured right after seeding).
  await db.execute(sql`VACUUM (ANALYZE) products`);
  await db.execute(sql`VACUUM (ANALYZE) search_postings`);
  await db.execute(sql`ANALYZE`);
  return totals;
}

async function insertChunks(db: Db, leaves: Leaf[], count: number): Promise<{ products: number; items: number }> {
  const [{ offset }] = await db.select({ offset: sql<number>`coalesce(max(id), 0)::int` }).from(sql`products`);
  const totals = { products: 0, items: 0 };
  for (let start = 0; start < count; start += CHUNK) {
    // Chunks rotate through the leaves so every category gets its share.
    const leaf = leaves[(start / CHUNK) % leaves.length];
    const from = offset + start + 1;
    const to = offset + Math.min(start + CHUNK, count);
    const added = await insertChunk(db, leaf, from, to);
    // Search vocabulary: names repeat every NAME_CYCLE products and a chunk shares its leaf's
    // category names, so the first chunk's first products and each leaf's first product hold
    // every word (a pass over a million rows would cost far more).
    if (start / CHUNK < leaves.length) {
      const sample = start === 0 ? Math.min(NAME_CYCLE, added.products) : 1;
      await addSearchVocabulary(Array.from({ length: sample }, (_, index) => added.firstId + index), db);
    }
    totals.products += added.products;
    totals.items += added.items;
  }
  return totals;
}
