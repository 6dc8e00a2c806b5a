/**
 * Catalogue query speed on a large catalogue. Not a test: run it against PostgreSQL after
 * seeding, e.g.
 *   DATABASE_URL=postgres://... npm run db:seed -- --products 1000000
 *   DATABASE_URL=postgres://... npx tsx --conditions=react-server bench/catalog.ts
 * Two parts:
 * - plans: for one example of each list query shape (the very SQL, built by lib/catalog), the
 *   indexes used, any sequential scan of a big table and the median EXPLAIN ANALYZE time;
 * - timings: each kind of catalogue read (the lib/catalog functions the routes call, so the
 *   page with its images and variations, and its count) run with varied, random parameters
 *   (pages across the whole range, words, price ranges, colours, sizes, ids) from
 *   BENCH_CONCURRENCY (10) callers at once; p50 and p99 per kind, in milliseconds.
 * BENCH_SAMPLES (200) calls per kind; BENCH_PLANS=0 skips the plans; BENCH_PLANS_FILE=path also
 * writes both as JSON (`npm run bench -- --plans` sets two shops' side by side).
 */
import { writeFileSync } from "node:fs";
import postgres from "postgres";
import { and, inArray, type SQL } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { products } from "@/db/schema";
import { categoryIdsWithin } from "@/lib/catalog/read/categories";
import { listFeaturedProducts } from "@/lib/catalog/read/featured";
import { readProduct } from "@/lib/catalog/read/product-detail";
import { hasPriceRange, isListed, productListConditions } from "@/lib/catalog/read/filters";
import { listProducts } from "@/lib/catalog/read/product-list";
import { priceRangePageOrder, productListOrder, searchPageOrder, sortsMatchesWhole } from "@/lib/catalog/read/sort-order";
import { LIST_ROW_CAP } from "@/lib/catalog/read/paging";
import { pageMarksQuery, seekConditions, walkPageMarks } from "@/lib/catalog/read/page-marks";
import { planPage } from "@/lib/catalog/read/page-seek";
import { productQuerySchema, toListQuery } from "@/lib/catalog/contract/storefront";
import {
  countProducts,
  manyEarlyMatches,
  productCountQuery,
  productPageQuery,
  searchCandidatesQuery,
  candidatesPageQuery,
} from "@/lib/catalog/read/product-rows";
import { FEW_MATCHES, postingLexemesOf } from "@/lib/catalog/read/search-page";
import { postingCandidatesSql } from "@/lib/catalog/read/search-postings";
import { listRelatedProducts } from "@/lib/catalog/read/related";
import { SEARCH_MATCH_CAP, SEARCH_WALK_LIMIT, searchesFor } from "@/lib/catalog/read/search";
import { PRODUCT_SORTS } from "@/lib/catalog/contract/sorts";
import type { CatalogFigures, PlanStep, ReadTiming } from "./plan-growth";
import { reachablePages } from "./scenarios";

const RUNS = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const PAGE_SIZE = 10;
/** Tables big enough that a sequential scan of them is worth flagging. */
const BIG_TABLES = new Set(["products", "product_items", "product_item_values", "product_locations", "product_images"]);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
type ExplainOutput = [{ Plan: PlanNode; "Execution Time": number }];

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
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
  return { ms: percentile(times, 0.5), indexes: [...indexes], seqScans: [...seqScans] };
}

/** What the random parameters are drawn from: the data's own categories, values, words and ids. */
async function sampleSpace(sql: postgres.ReservedSql) {
  const categories = (await sql`SELECT internal_name FROM categories ORDER BY id`).map((row) => String(row.internal_name));
  const colours = (await sql`SELECT DISTINCT lower(vv.value) AS v FROM variation_values vv JOIN variation_types vt ON vt.id = vv.variation_type_id WHERE vt.name = 'Color' ORDER BY 1`).map((row) => String(row.v));
  const sizes = (await sql`SELECT DISTINCT lower(vv.value) AS v FROM variation_values vv JOIN variation_types vt ON vt.id = vv.variation_type_id WHERE vt.name = 'Size' ORDER BY 1`).map((row) => String(row.v));
  const words = (await sql`SELECT word FROM search_vocabulary ORDER BY word`).map((row) => String(row.word));
  const [{ min, max, listed }] = await sql`SELECT min(id)::int AS min, max(id)::int AS max, count(*)::int AS listed FROM products WHERE NOT archived`;
  return { categories, colours, sizes, words, minId: Number(min), maxId: Number(max), listed: Number(listed) };
}

type Space = Awaited<ReturnType<typeof sampleSpace>>;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(values: readonly T[]): T => values[randomInt(0, values.length - 1)];
/** A page among those the catalogue's listed products fill, up to the list's cap: the same reach on a small shop as on a large one. */
const reachablePage = (listed: number, cap = LIST_ROW_CAP) => String(randomInt(1, reachablePages(listed, PAGE_SIZE, cap)));
const randomSort = () => pick([undefined, ...PRODUCT_SORTS]);

function randomPrices(): { priceMin: string; priceMax: string } {
  const min = randomInt(0, 140);
  return { priceMin: String(min), priceMax: String(min + randomInt(1, 40)) };
}

/** The last two letters swapped: a typo the prefix search cannot match. */
function misspell(word: string): string {
  return word.length < 4 ? word + word.at(-1) : word.slice(0, -2) + word.at(-1) + word.at(-2);
}

function listParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries({ pageSize: String(PAGE_SIZE), ...params }).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Each kind draws fresh parameters for every call. */
function kinds(space: Space): { name: string; call: () => Promise<unknown> }[] {
  const list = (params: () => Record<string, string | undefined>) => () => listProducts(toListQuery(productQuerySchema.parse(listParams(params()))));
  const page = () => reachablePage(space.listed);
  return [
    { name: "list, any reachable page", call: list(() => ({ page: page() })) },
    { name: "list, page 1..9000 (past the end: empty)", call: list(() => ({ page: String(randomInt(1, 9000)) })) },
    ...PRODUCT_SORTS.map((sort) => ({ name: `sort ${sort}, any reachable page`, call: list(() => ({ sort, page: page() })) })),
    { name: "category, any sort and page", call: list(() => ({ categories: pick(space.categories), sort: randomSort(), page: page() })) },
    { name: "price range, any sort and page", call: list(() => ({ ...randomPrices(), sort: randomSort(), page: page() })) },
    { name: "colour, any sort and page", call: list(() => ({ colour: pick(space.colours), sort: randomSort(), page: page() })) },
    { name: "size, any sort and page", call: list(() => ({ size: pick(space.sizes), sort: randomSort(), page: page() })) },
    {
      name: "category+colour+size+price+location",
      call: list(() => ({ categories: pick(space.categories), colour: pick(space.colours), size: pick(space.sizes), ...randomPrices(), location: pick(["AU", "US", "FR", "SG"]), sort: randomSort(), page: String(randomInt(1, 20)) })),
    },
    { name: "search, a word", call: list(() => ({ search: pick(space.words), sort: randomSort(), page: reachablePage(space.listed, SEARCH_MATCH_CAP) })) },
    { name: "search, a prefix", call: list(() => ({ search: pick(space.words).slice(0, 3), page: String(randomInt(1, 5)) })) },
    { name: "search, two words", call: list(() => ({ search: `${pick(space.words)} ${pick(space.words)}`, page: "1" })) },
    { name: "search, misspelt word", call: list(() => ({ search: misspell(pick(space.words)), page: String(randomInt(1, 5)) })) },
    { name: "search + category + colour", call: list(() => ({ search: pick(space.words), categories: pick(space.categories), colour: pick(space.colours), page: "1" })) },
    { name: "product detail", call: () => readProduct(randomInt(space.minId, space.maxId)) },
    { name: "featured", call: () => listFeaturedProducts(pick([undefined, "AU", "US", "FR", "SG"])) },
    { name: "related", call: () => listRelatedProducts(randomInt(space.minId, space.maxId), pick([undefined, "AU", "US"])) },
  ];
}

/** Runs `call` SAMPLES times from CONCURRENCY callers at once; per-call milliseconds. */
async function time(call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < SAMPLES) {
        started++;
        const t0 = performance.now();
        await call().catch((error) => {
          // A product archived or absent is the only expected failure (random ids).
          if ((error as { status?: number }).status !== 404) throw error;
        });
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

/** One step of a list shape: its plan, printed and kept for the comparison of both shops. */
function print(steps: PlanStep[], shape: string, step: string, detail: string, result: Awaited<ReturnType<typeof explain>>): void {
  steps.push({ shape, step, detail, ...result });
  const scans = result.seqScans.length ? `  SEQ SCAN: ${result.seqScans.join(", ")}` : "";
  const label = detail ? `${step} (${detail})` : step;
  console.log(`  ${label.padEnd(28)} ${result.ms.toFixed(1).padStart(7)} ms  ${result.indexes.join(", ") || "no index"}${scans}`);
}

/**
 * A page this deep into the list's reachable pages (0.9: nine tenths of the way), so that a
 * shape reads a page as far in on a 1 000-product shop as on a million-product one.
 */
function deepOffset(matches: number, pageSize: number, depth: number): number {
  return (Math.max(1, Math.round(reachablePages(matches, pageSize) * depth)) - 1) * pageSize;
}

/** The list shapes, named alike on every database so two runs can be set side by side. */
function planShapes(space: Space): { name: string; params: Record<string, string>; depth: number }[] {
  const word = space.words.find((candidate) => candidate.length >= 4) ?? "shirt";
  const deep = 0.9;
  return [
    { name: "default order", params: {}, depth: deep },
    { name: "root category, priceAsc", params: { categories: space.categories[0], sort: "priceAsc" }, depth: deep },
    { name: "last category, featured", params: { categories: space.categories.at(-1)!, sort: "featured" }, depth: deep },
    { name: "price 25-50, priceDesc", params: { priceMin: "25", priceMax: "50", sort: "priceDesc" }, depth: deep },
    { name: "colour", params: { colour: space.colours[0] }, depth: deep },
    { name: "size, priceAsc", params: { size: space.sizes[0], sort: "priceAsc" }, depth: deep },
    { name: "category + colour + size + price + AU", params: { categories: space.categories[0], colour: space.colours[1], size: space.sizes[1], priceMax: "100", location: "AU" }, depth: 0 },
    {
      // About a thousand matches in a million.
      name: "leaf category + colour + size + price",
      params: { categories: space.categories.find((name) => name.startsWith("kids") && name.endsWith("bottoms")) ?? space.categories[0], colour: space.colours[0], size: space.sizes[0], priceMin: "20", priceMax: "60" },
      depth: deep,
    },
    { name: `search "${word}"`, params: { search: word }, depth: 0 },
    { name: `search "${word} ${space.words.at(-1)}"`, params: { search: `${word} ${space.words.at(-1)}` }, depth: 0 },
    { name: `search "${word.slice(0, 3)}" (prefix), priceAsc, page 2`, params: { search: word.slice(0, 3), sort: "priceAsc", page: "2" }, depth: 0 },
    { name: `search "${space.words.at(-1)}"`, params: { search: space.words.at(-1)! }, depth: 0 },
  ];
}

/** Each list shape's SQL as the app runs it, EXPLAINed: printed, and returned step by step. */
async function plans(session: postgres.ReservedSql, space: Space): Promise<PlanStep[]> {
  const db = await getDb();
  const steps: PlanStep[] = [];
  console.log(`plans: median of ${RUNS} EXPLAIN ANALYZE runs; lists read a page nine tenths of the way into their reachable pages\n`);
  for (const shape of planShapes(space)) {
    const query = toListQuery(productQuerySchema.parse(listParams(shape.params)));
    const typed = query.search ? (await searchesFor(query.search)).typed : null;
    const search = typed?.search;
    const categoryIds = query.categories ? await categoryIdsWithin(query.categories) : undefined;
    const matching: SQL | undefined = productListConditions({ ...query, categoryIds, search });
    const order = productListOrder(query.sort, search);
    const record = (step: string, detail: string, result: Awaited<ReturnType<typeof explain>>) => print(steps, shape.name, step, detail, result);
    console.log(shape.name);
    if (typed && search) {
      // What the app runs for a search (lib/catalog/read/search-page.ts). Without filters, one
      // statement per page: its first matches from its words' postings (or the GIN index for few)
      // and the page among them. Otherwise a probe decides how its first matches are found
      // (cached per search and filters), and each page is read among them by id.
      const lexemes = postingLexemesOf({ priceMin: query.priceMin, priceMax: query.priceMax, colour: query.colour, size: query.size, location: query.location, categoryIds }, typed);
      const offset = (query.page - 1) * query.pageSize;
      if (lexemes) {
        const candidates = postingCandidatesSql(db, search, lexemes, SEARCH_MATCH_CAP + 1, FEW_MATCHES);
        const how = lexemes.length === 1 ? "one word's postings" : `${lexemes.length} words: GIN for ${FEW_MATCHES} or fewer, else their postings`;
        record("first matches and a page, one statement", how, await explain(session, candidatesPageQuery(db, candidates, SEARCH_MATCH_CAP, searchPageOrder(query.sort, search), query.pageSize, offset).toSQL()));
        continue;
      }
      const walk = await manyEarlyMatches(isListed, matching, SEARCH_MATCH_CAP, SEARCH_WALK_LIMIT);
      const candidatesQuery = searchCandidatesQuery(db, matching, SEARCH_MATCH_CAP + 1, walk);
      record("candidates, once per search", walk ? "id walk" : "GIN", await explain(session, candidatesQuery.toSQL()));
      const candidates = (await candidatesQuery).map((row) => row.id).slice(0, SEARCH_MATCH_CAP);
      if (offset < candidates.length) record("page among them", `${candidates.length} candidates`, await explain(session, productPageQuery(db, inArray(products.id, candidates), searchPageOrder(query.sort, search), query.pageSize, offset).toSQL()));
      continue;
    }
    const filters = { colour: query.colour, size: query.size, location: query.location, categoryIds };
    if (hasPriceRange(query)) {
      // A price range pages by offset after a capped count, which chooses how the page is read (lib/catalog/read/product-list.ts).
      const counted = await countProducts(matching, LIST_ROW_CAP);
      const offset = deepOffset(counted, query.pageSize, shape.depth);
      record("count", "", await explain(session, productCountQuery(db, matching, LIST_ROW_CAP).toSQL()));
      const how = sortsMatchesWhole(counted) ? `${counted} matches sorted` : "order's index";
      if (offset < counted) record("page", `${how}, offset ${offset}`, await explain(session, productPageQuery(db, matching, priceRangePageOrder(query.sort, counted), query.pageSize, offset).toSQL()));
      continue;
    }
    // Any other list: one walk notes its marks and count (cached by the app), then each page seeks from a mark.
    record("marks, once per list", "", await explain(session, pageMarksQuery(db, filters, query.sort).toSQL()));
    const marks = await walkPageMarks(filters, query.sort);
    const offset = deepOffset(marks.counted, query.pageSize, shape.depth);
    for (const seek of planPage(query.sort, marks, offset, query.pageSize)) {
      const where = and(matching, seekConditions(query.sort, seek));
      record(`page from a mark (${seek.part})`, `skip ${seek.skip}`, await explain(session, productPageQuery(db, where, order, seek.take, seek.skip).toSQL()));
    }
  }
  console.log("");
  return steps;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure.");
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const session = await client.reserve();
  try {
    // The steady state autovacuum reaches after a bulk seed: statistics and the visibility map
    // (without the latter, index-only scans read the table and plans differ).
    await session`VACUUM (ANALYZE) categories, products, product_items, product_item_values, product_locations, product_images, variation_values, variation_types, search_vocabulary`;
    await session`SET statement_timeout = '30s'`; // one pathological plan must not hang the run
    const [{ count }] = await session`SELECT count(*)::int AS count FROM products`;
    const space = await sampleSpace(session);
    console.log(`products: ${count}\n`);
    const steps = process.env.BENCH_PLANS !== "0" ? await plans(session, space) : [];
    console.log(`timings: ${SAMPLES} calls per kind, ${CONCURRENCY} at once, varied parameters, no cache: a list walks its marks on every call (ms)`);
    const reads: ReadTiming[] = [];
    for (const kind of kinds(space)) {
      await time(kind.call); // warm-up pass: the first calls open connections
      const times = await time(kind.call);
      reads.push({ kind: kind.name, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) });
      console.log(`  ${kind.name.padEnd(42)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)}  p99 ${percentile(times, 0.99).toFixed(1).padStart(6)}`);
    }
    // bench/run.ts sets two databases' figures side by side from these files.
    const file: CatalogFigures = { plans: steps, reads };
    if (process.env.BENCH_PLANS_FILE) writeFileSync(process.env.BENCH_PLANS_FILE, JSON.stringify(file, null, 2) + "\n");
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
