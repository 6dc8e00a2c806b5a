import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { getDb, rowsOf } from "@/db/client";
import { seedDemo } from "@/scripts/seed/demo";
import { seedScale } from "@/scripts/seed/scale";
import { getObject } from "@/lib/storage/store";

const uploads = mkdtempSync(join(tmpdir(), "seed-uploads-"));
process.env.UPLOADS_DIR = uploads;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

type Row = Record<string, unknown>;
async function rows<T extends Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await getDb()).execute(query);
  return rowsOf<T>(result);
}

describe("demo seed", () => {
  beforeAll(async () => {
    const summary = await seedDemo(await getDb(), { imageSize: "tiny", admin: { username: "admin", password: "admin1234" } });
    expect(summary.created).toBe(true);
  }, 120_000);

  it("builds a believable catalogue of at least 60 products in a three-level tree", async () => {
    const [{ products, featured }] = await rows<{ products: number; featured: number }>(
      sql`SELECT count(*)::int AS products, count(*) FILTER (WHERE featured)::int AS featured FROM products`,
    );
    expect(products).toBeGreaterThanOrEqual(60);
    expect(featured / products).toBeGreaterThan(0.2);
    expect(featured / products).toBeLessThan(0.3);
    const [{ depth }] = await rows<{ depth: number }>(sql`
      WITH RECURSIVE tree AS (
        SELECT id, 1 AS depth FROM categories WHERE parent_id IS NULL
        UNION ALL SELECT c.id, tree.depth + 1 FROM categories c JOIN tree ON c.parent_id = tree.id
      ) SELECT max(depth)::int AS depth FROM tree`);
    expect(depth).toBe(3);
  });

  it("gives every product 1 to 6 stored images and at least one item with stock and a SKU", async () => {
    const perProduct = await rows<{ images: number; items: number }>(sql`
      SELECT (SELECT count(*) FROM product_images i WHERE i.product_id = p.id)::int AS images,
             (SELECT count(*) FROM product_items i WHERE i.product_id = p.id)::int AS items
      FROM products p`);
    for (const { images, items } of perProduct) {
      expect(images).toBeGreaterThanOrEqual(1);
      expect(images).toBeLessThanOrEqual(6);
      expect(items).toBeGreaterThanOrEqual(1);
    }
    const [{ url }] = await rows<{ url: string }>(sql`SELECT url FROM product_images ORDER BY id LIMIT 1`);
    const stored = await getObject(url.replace(/^\/uploads\//, ""));
    expect(stored?.contentType).toBe("image/webp");
    // A real WebP file: RIFF....WEBP
    expect(Buffer.from(stored!.bytes.subarray(8, 12)).toString()).toBe("WEBP");
  });

  it("offers red, blue and brown, and sizes, as variation values used by items", async () => {
    const values = await rows<{ value: string }>(sql`
      SELECT DISTINCT v.value FROM variation_values v JOIN product_item_values piv ON piv.variation_value_id = v.id`);
    const offered = values.map((row) => row.value);
    expect(offered).toEqual(expect.arrayContaining(["red", "blue", "brown", "S", "M"]));
  });

  it("lists products in the spec's countries and has customers, an admin and eight weeks of orders", async () => {
    const [{ countries }] = await rows<{ countries: number }>(sql`SELECT count(DISTINCT country_code)::int AS countries FROM product_locations`);
    expect(countries).toBe(10);
    const roles = await rows<{ role: string; users: number }>(sql`SELECT role::text, count(*)::int AS users FROM users GROUP BY role`);
    expect(Object.fromEntries(roles.map((row) => [row.role, row.users]))).toMatchObject({ admin: 1, customer: 5 });
    const [{ orders, days }] = await rows<{ orders: number; days: number }>(
      sql`SELECT count(*)::int AS orders, extract(day FROM max(created_at) - min(created_at))::int AS days FROM orders`,
    );
    expect(orders).toBeGreaterThanOrEqual(100);
    expect(days).toBeGreaterThan(40);
  });

  it("does nothing the second time", async () => {
    const before = await rows<{ products: number }>(sql`SELECT count(*)::int AS products FROM products`);
    expect((await seedDemo(await getDb(), { imageSize: "tiny" })).created).toBe(false);
    expect(await rows(sql`SELECT count(*)::int AS products FROM products`)).toEqual(before);
  });

  it("adds bulk products with items, values and images for benchmarks", async () => {
    const added = await seedScale(await getDb(), 300);
    expect(added.products).toBe(300);
    expect(added.items).toBeGreaterThanOrEqual(300);
    const [{ orphans }] = await rows<{ orphans: number }>(sql`
      SELECT count(*)::int AS orphans FROM product_items i
      WHERE NOT EXISTS (SELECT 1 FROM product_item_values v WHERE v.product_item_id = i.id)`);
    expect(orphans).toBe(0);
    // Every bulk product's colours and sizes are exactly those of its items.
    const [{ wrong }] = await rows<{ wrong: number }>(sql`
      SELECT count(*)::int AS wrong FROM products p
      WHERE p.name ~ ' [0-9]+$'
        AND ARRAY(SELECT unnest(p.colours) ORDER BY 1) IS DISTINCT FROM ARRAY(
          SELECT DISTINCT lower(vv.value) FROM product_items pi JOIN product_item_values piv ON piv.product_item_id = pi.id
          JOIN variation_values vv ON vv.id = piv.variation_value_id JOIN variation_types vt ON vt.id = vv.variation_type_id
          WHERE pi.product_id = p.id AND vt.name = 'Color' ORDER BY 1)
        OR p.name ~ ' [0-9]+$'
        AND ARRAY(SELECT unnest(p.sizes) ORDER BY 1) IS DISTINCT FROM ARRAY(
          SELECT DISTINCT lower(vv.value) FROM product_items pi JOIN product_item_values piv ON piv.product_item_id = pi.id
          JOIN variation_values vv ON vv.id = piv.variation_value_id JOIN variation_types vt ON vt.id = vv.variation_type_id
          WHERE pi.product_id = p.id AND vt.name = 'Size' ORDER BY 1)`);
    expect(wrong).toBe(0);
  }, 120_000);

  it("keeps generating past the millionth product (no integer overflow in generated prices)", async () => {
    // Product numbers continue from the largest id: start them beyond two million.
    await rows(sql`INSERT INTO products (id, name, description, price_minor, category_id, category_names)
      SELECT 2000000, 'Placeholder', '', 100, id, '' FROM categories LIMIT 1`);
    const added = await seedScale(await getDb(), 20);
    expect(added.products).toBe(20);
    const [{ low, high }] = await rows<{ low: number; high: number }>(sql`
      SELECT min(price_minor)::int AS low, max(price_minor)::int AS high
      FROM (SELECT price_minor FROM products WHERE id <> 2000000 ORDER BY id DESC LIMIT 20) latest`);
    expect(low).toBeGreaterThanOrEqual(499);
    expect(high).toBeLessThan(499 + 14500);
  }, 120_000);
});
