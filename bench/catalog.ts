/**
 * Catalogue query plans on a large catalogue. Not a test: run it against PostgreSQL after
 * seeding, e.g.
 *   DATABASE_URL=postgres://... npm run db:seed -- --products 100000
 *   DATABASE_URL=postgres://... npx tsx --conditions=react-server bench/catalog.ts
 * For each list query shape the app runs (the very SQL, built by lib/catalog), it prints the
 * indexes used, any sequential scan of a big table, and the median execution time of 5
 * EXPLAIN (ANALYZE, BUFFERS) runs, for the page query and its count.
 */
import postgres from "postgres";
import type { SQL } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { categoryIdsWithin } from "@/lib/catalog/categories";
import { productListConditions } from "@/lib/catalog/product-filters";
import { productListOrder } from "@/lib/catalog/product-order";
import { productQuerySchema } from "@/lib/catalog/product-query";
import { productCountQuery, productPageQuery } from "@/lib/catalog/product-rows";
import { fullTextSearch, fuzzySearch, TYPO_WORD_SIMILARITY, type ProductSearch } from "@/lib/catalog/search";

const RUNS = 5;
/** Tables big enough that a sequential scan of them is worth flagging. */
const BIG_TABLES = new Set(["products", "product_items", "product_item_values", "product_locations", "product_images"]);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
type ExplainOutput = [{ Plan: PlanNode; "Execution Time": number }];

type Shape = { name: string; params: Record<string, string>; search?: "fulltext" | "fuzzy" };

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function explain(sql: postgres.ReservedSql, query: { sql: string; params: unknown[] }) {
  const times: number[] = [];
  let plan: PlanNode | undefined;
  for (let run = 0; run < RUNS; run++) {
    const [row] = await sql.unsafe(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params as postgres.ParameterOrJSON<never>[]);
    const [output] = row["QUERY PLAN"] as ExplainOutput;
    times.push(output["Execution Time"]);
    plan = output.Plan;
  }
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  walk(plan!, (node) => {
    if (node["Index Name"]) indexes.add(node["Index Name"]);
    if (node["Node Type"] === "Seq Scan" && BIG_TABLES.has(node["Relation Name"] ?? "")) seqScans.add(node["Relation Name"]!);
  });
  return { ms: median(times), indexes: [...indexes], seqScans: [...seqScans] };
}

/** Picks real values from the data so every shape has matches: a category, a word of a name. */
async function sampleValues(sql: postgres.ReservedSql) {
  const [category] = await sql`SELECT c.internal_name FROM categories c WHERE c.parent_id IS NULL ORDER BY c.position, c.name LIMIT 1`;
  const [leaf] = await sql`SELECT c.internal_name FROM categories c JOIN products p ON p.category_id = c.id GROUP BY c.internal_name ORDER BY count(*) DESC LIMIT 1`;
  const [product] = await sql`SELECT name FROM products WHERE NOT archived ORDER BY id OFFSET (SELECT count(*) / 2 FROM products) LIMIT 1`;
  const word = (String(product?.name ?? "shirt").match(/\p{L}{4,}/u)?.[0] ?? "shirt").toLowerCase();
  // A typo the prefix search cannot match: the last two letters swapped.
  const typo = word.slice(0, -2) + word.slice(-1) + word.slice(-2, -1);
  return { root: String(category?.internal_name ?? "none"), leaf: String(leaf?.internal_name ?? "none"), word, typo };
}

function shapes(sample: Awaited<ReturnType<typeof sampleValues>>): Shape[] {
  return [
    { name: "default, page 1", params: {} },
    { name: "default, page 500", params: { page: "500" } },
    { name: "category (root, with descendants)", params: { categories: sample.root } },
    { name: "category (largest leaf)", params: { categories: sample.leaf } },
    { name: "price 25-50, priceAsc", params: { priceMin: "25", priceMax: "50", sort: "priceAsc" } },
    { name: "priceDesc", params: { sort: "priceDesc" } },
    { name: "sort featured", params: { sort: "featured" } },
    { name: "colour red", params: { colour: "red" } },
    { name: "location AU", params: { location: "AU" } },
    { name: "category + colour + price + AU", params: { categories: sample.root, colour: "blue", priceMax: "100", location: "AU" } },
    { name: `search "${sample.word}"`, params: { search: sample.word }, search: "fulltext" },
    { name: `search prefix "${sample.word.slice(0, 3)}"`, params: { search: sample.word.slice(0, 3) }, search: "fulltext" },
    { name: `search typo "${sample.typo}" (fuzzy)`, params: { search: sample.typo }, search: "fuzzy" },
  ];
}

function searchFor(shape: Shape, text: string | undefined): ProductSearch | undefined {
  if (!shape.search || !text) return undefined;
  return (shape.search === "fulltext" ? fullTextSearch(text) : fuzzySearch(text)) ?? undefined;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure.");
  const db = await getDb(); // the app's own connection (DATABASE_URL), to build its SQL
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const session = await client.reserve();
  try {
    // The steady state autovacuum reaches after a bulk seed: statistics and the visibility map
    // (without the latter, counts avoid index-only scans and plans differ).
    await session`VACUUM (ANALYZE) categories, products, product_items, product_item_values, product_locations, product_images, variation_values, variation_types`;
    await session`SET statement_timeout = '30s'`; // one pathological plan must not hang the run
    await session`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_WORD_SIMILARITY)}, false)`;
    const [{ count }] = await session`SELECT count(*)::int AS count FROM products`;
    console.log(`products: ${count}; median of ${RUNS} runs per query\n`);
    for (const shape of shapes(await sampleValues(session))) {
      const query = productQuerySchema.parse(shape.params);
      const search = searchFor(shape, query.search);
      const categoryIds = query.categories ? await categoryIdsWithin(query.categories) : undefined;
      const where: SQL | undefined = productListConditions({ ...query, categoryIds, search });
      const offset = (query.page - 1) * query.pageSize;
      const page = await explain(session, productPageQuery(db, where, productListOrder(query.sort, search), query.pageSize, offset).toSQL());
      const total = await explain(session, productCountQuery(db, where).toSQL());
      console.log(shape.name);
      for (const [label, result] of [["page ", page], ["count", total]] as const) {
        const scans = result.seqScans.length ? `  SEQ SCAN: ${result.seqScans.join(", ")}` : "";
        console.log(`  ${label} ${result.ms.toFixed(1).padStart(7)} ms  ${result.indexes.join(", ") || "no index"}${scans}`);
      }
    }
  } finally {
    session.release();
    await client.end({ timeout: 5 });
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
