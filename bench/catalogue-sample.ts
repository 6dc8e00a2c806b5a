import postgres from "postgres";

/** A filter value and how many listed products it matches (which bounds its pages). */
export type FilterValue = { value: string; products: number };

/** What the request makers choose from, read from the database under test (never hard-coded). */
export type CatalogueSample = {
  /** Listed (not archived) products. */
  count: number;
  /** Up to ID_SAMPLE listed product ids, in random order. */
  productIds: number[];
  /** Internal names of the top-level categories with products, in menu order. */
  topCategories: FilterValue[];
  /** Every category with products, top-level or not (counting its descendants' products). */
  categories: FilterValue[];
  /** Colour and size values with products, most products first. */
  colours: FilterValue[];
  sizes: FilterValue[];
  /** Lowest and highest catalogue price, in major units. */
  prices: { min: number; max: number };
  /** Lower-case words of four letters or more taken from product names. */
  words: string[];
  /** Countries products are listed in (the `location` filter). */
  countries: string[];
};

/** Enough ids that random picks rarely repeat within a run, so the cache cannot answer for the database. */
const ID_SAMPLE = 10_000;

const values = (rows: postgres.RowList<postgres.Row[]>, column: string) => rows.map((row) => String(row[column]));
const filterValues = (rows: postgres.RowList<postgres.Row[]>) => rows.map((row) => ({ value: String(row.value), products: Number(row.products) }));

/** Categories with the listed products of their whole subtree, as the `categories` filter counts them. */
async function categoryCounts(sql: postgres.Sql, topLevelOnly: boolean): Promise<FilterValue[]> {
  const rows = await sql`
    WITH RECURSIVE tree AS (
      SELECT id, id AS root FROM categories
      UNION ALL
      SELECT c.id, tree.root FROM categories c JOIN tree ON c.parent_id = tree.id
    )
    SELECT r.internal_name AS value, count(p.id)::int AS products
    FROM tree JOIN categories r ON r.id = tree.root
    JOIN products p ON p.category_id = tree.id AND NOT p.archived
    WHERE ${topLevelOnly} = false OR r.parent_id IS NULL
    GROUP BY r.internal_name, r.position, r.name
    ORDER BY r.position, r.name`;
  return filterValues(rows);
}

/** Values of one variation type (Color, Size) with the listed products that have an item in them. */
async function variationCounts(sql: postgres.Sql, type: string): Promise<FilterValue[]> {
  const rows = await sql`
    SELECT lower(v.value) AS value, count(DISTINCT i.product_id)::int AS products
    FROM variation_values v
    JOIN variation_types t ON t.id = v.variation_type_id AND t.name = ${type}
    JOIN product_item_values piv ON piv.variation_value_id = v.id
    JOIN product_items i ON i.id = piv.product_item_id
    JOIN products p ON p.id = i.product_id AND NOT p.archived
    GROUP BY lower(v.value)
    ORDER BY products DESC, value`;
  return filterValues(rows);
}

/** Reads the sample with the `postgres` driver directly (not the app's client: this runs outside it). */
export async function readCatalogueSample(databaseUrl: string): Promise<CatalogueSample> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ count, min, max }] = await sql`
      SELECT count(*)::int AS count, min(price_minor)::int AS min, max(price_minor)::int AS max
      FROM products WHERE NOT archived`;
    const ids = await sql`SELECT id FROM products WHERE NOT archived ORDER BY random() LIMIT ${ID_SAMPLE}`;
    const words = await sql`
      SELECT DISTINCT lower(word) AS word
      FROM (SELECT regexp_split_to_table(name, '[^[:alpha:]]+') AS word FROM products WHERE NOT archived) AS split
      WHERE length(word) >= 4 ORDER BY 1`;
    const countries = await sql`SELECT DISTINCT country_code FROM product_locations ORDER BY 1`;
    return {
      count: Number(count),
      productIds: ids.map((row) => Number(row.id)),
      topCategories: await categoryCounts(sql, true),
      categories: await categoryCounts(sql, false),
      colours: await variationCounts(sql, "Color"),
      sizes: await variationCounts(sql, "Size"),
      prices: { min: Number(min ?? 0) / 100, max: Number(max ?? 0) / 100 },
      words: values(words, "word"),
      countries: values(countries, "country_code"),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
