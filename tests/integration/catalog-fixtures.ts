import { getDb } from "@/db/client";
import {
  categories,
  productImages,
  productItems,
  productItemValues,
  productLocations,
  products,
  variationTypes,
  variationValues,
} from "@/db/schema";
import {
  categoryNamesFor,
  refreshVariationValues,
  addSearchVocabulary,
} from "@/lib/catalog/write/denormalised";

// A small catalogue written straight to the test database, and helpers to call route handlers.

type CategorySpec = { name: string; internalName: string; parent?: string; position?: number };

type ProductSpec = {
  name: string;
  category: string;
  price: number;
  description?: string;
  featured?: boolean;
  archived?: boolean;
  avgRating?: number;
  locations?: string[];
  /** Image urls in display order (stored in reverse to prove ordering is by position). */
  images?: string[];
  /** Each item by its variation values, e.g. ["Color:Red", "Size:M"]. */
  items?: { sku: string; values: string[]; stock?: number; price?: number }[];
};

export async function insertCategory(spec: CategorySpec, ids: Record<string, number>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(categories)
    .values({ name: spec.name, internalName: spec.internalName, position: spec.position ?? 0, parentId: spec.parent ? ids[spec.parent] : null })
    .returning({ id: categories.id });
  ids[spec.internalName] = row.id;
  return row.id;
}

/** Adds variation types to a category; returns value ids keyed "Type:Value". */
export async function insertVariationTypes(categoryId: number, types: Record<string, string[]>): Promise<Record<string, number>> {
  const db = await getDb();
  const valueIds: Record<string, number> = {};
  for (const [position, [name, values]] of Object.entries(types).entries()) {
    const [type] = await db.insert(variationTypes).values({ categoryId, name, position }).returning({ id: variationTypes.id });
    // Inserted last-first so that only `position` can explain the order read back.
    for (const [index, value] of [...values.entries()].reverse()) {
      const [row] = await db.insert(variationValues).values({ variationTypeId: type.id, value, position: index }).returning({ id: variationValues.id });
      valueIds[`${name}:${value}`] = row.id;
    }
  }
  return valueIds;
}

export async function insertProduct(spec: ProductSpec, categoryIds: Record<string, number>, valueIds: Record<string, number>): Promise<number> {
  const db = await getDb();
  const categoryId = categoryIds[spec.category];
  const [product] = await db
    .insert(products)
    .values({
      name: spec.name,
      description: spec.description ?? "",
      priceMinor: Math.round(spec.price * 100),
      featured: spec.featured ?? false,
      archived: spec.archived ?? false,
      avgRating: spec.avgRating ?? null,
      categoryId,
      categoryNames: await categoryNamesFor(categoryId),
    })
    .returning({ id: products.id });
  const images = spec.images ?? [];
  for (const [position, url] of [...images.entries()].reverse()) {
    await db.insert(productImages).values({ productId: product.id, position, url });
  }
  for (const countryCode of spec.locations ?? []) {
    await db.insert(productLocations).values({ productId: product.id, countryCode });
  }
  for (const item of spec.items ?? []) {
    const [row] = await db
      .insert(productItems)
      .values({ productId: product.id, sku: item.sku, stock: item.stock ?? 5, priceMinor: Math.round((item.price ?? spec.price) * 100) })
      .returning({ id: productItems.id });
    for (const value of item.values) {
      await db.insert(productItemValues).values({ productItemId: row.id, variationValueId: valueIds[value] });
    }
  }
  // What the app's product writes keep beside the rows: the filterable values and the search vocabulary.
  await refreshVariationValues([product.id]);
  await addSearchVocabulary([product.id]);
  return product.id;
}

export type CatalogFixture = {
  categoryIds: Record<string, number>;
  /** "Color:Red" -> id for Clothing's types; "Size:W30" -> id for Bottoms' own type. */
  valueIds: Record<string, number>;
  productIds: Record<string, number>;
};

/**
 * Clothing (Color, Size) > Tops > T-Shirts, Hoodies; Clothing > Bottoms (own Size);
 * Accessories (no variations) > Bags, Hats. Eight listed products and one archived.
 */
export async function seedCatalog(): Promise<CatalogFixture> {
  const categoryIds: Record<string, number> = {};
  await insertCategory({ name: "Clothing", internalName: "clothing" }, categoryIds);
  await insertCategory({ name: "Accessories", internalName: "accessories", position: 1 }, categoryIds);
  await insertCategory({ name: "Tops", internalName: "tops", parent: "clothing" }, categoryIds);
  await insertCategory({ name: "Bottoms", internalName: "bottoms", parent: "clothing", position: 1 }, categoryIds);
  await insertCategory({ name: "Hoodies", internalName: "hoodies", parent: "tops", position: 1 }, categoryIds);
  await insertCategory({ name: "T-Shirts", internalName: "t-shirts", parent: "tops" }, categoryIds);
  await insertCategory({ name: "Hats", internalName: "hats", parent: "accessories" }, categoryIds);
  await insertCategory({ name: "Bags", internalName: "bags", parent: "accessories" }, categoryIds);

  const valueIds = {
    ...(await insertVariationTypes(categoryIds.clothing, { Color: ["Red", "Blue", "Brown"], Size: ["S", "M", "L"] })),
    ...(await insertVariationTypes(categoryIds.bottoms, { Size: ["W30", "W32"] })),
  };

  const specs: Record<string, ProductSpec> = {
    classicTee: {
      name: "Classic Cotton T-Shirt",
      category: "t-shirts",
      price: 19.99,
      description: "Everyday crew neck",
      featured: true,
      avgRating: 4.3,
      locations: ["AU", "US"],
      images: ["/images/classic-front.webp", "/images/classic-back.webp"],
      // Blue-M before Red-S, and Size before Color, to prove values come out in position order.
      items: [
        { sku: "CLASSIC-BLUE-M", values: ["Size:M", "Color:Blue"] },
        { sku: "CLASSIC-RED-S", values: ["Color:Red", "Size:S"] },
        { sku: "CLASSIC-RED-M", values: ["Color:Red", "Size:M"], stock: 0, price: 21.5 },
      ],
    },
    graphicTee: { name: "Graphic Tee", category: "t-shirts", price: 24.5, description: "Soft tee with a bold print; folds into a bag", locations: ["AU"], items: [{ sku: "GRAPHIC-BLUE-S", values: ["Color:Blue", "Size:S"] }] },
    stripedTee: { name: "Striped Long Sleeve Tee", category: "t-shirts", price: 25, locations: ["US"], items: [{ sku: "STRIPED-BROWN-L", values: ["Color:Brown", "Size:L"] }] },
    zipHoodie: { name: "Zip Hoodie", category: "hoodies", price: 49.99, description: "Warm fleece", featured: true, locations: ["AU"], items: [{ sku: "ZIP-RED-L", values: ["Color:Red", "Size:L"] }] },
    pulloverHoodie: { name: "Pullover Hoodie", category: "hoodies", price: 55, items: [{ sku: "PULL-BLUE-M", values: ["Color:Blue", "Size:M"] }] },
    slimJeans: { name: "Slim Jeans", category: "bottoms", price: 60, locations: ["AU"], items: [{ sku: "JEANS-W30", values: ["Size:W30"] }] },
    archivedTee: { name: "Archived Tee", category: "t-shirts", price: 10, featured: true, archived: true, locations: ["AU"], items: [{ sku: "OLD-RED-S", values: ["Color:Red", "Size:S"] }] },
    toteBag: { name: "Canvas Tote Bag", category: "bags", price: 15, description: "Sturdy shopper", featured: true, locations: ["AU", "US"] },
    beanie: { name: "Wool Beanie", category: "hats", price: 12, locations: ["US"] },
  };
  const productIds: Record<string, number> = {};
  for (const [key, spec] of Object.entries(specs)) productIds[key] = await insertProduct(spec, categoryIds, valueIds);
  return { categoryIds, valueIds, productIds };
}

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler as Next would and returns the status and parsed JSON body. */
export async function call<P>(
  handler: Handler<P>,
  path: string,
  params: P,
  init?: { method?: string; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  const request = new Request(`http://localhost${path}`, {
    method: init?.method ?? "GET",
    headers: init?.body === undefined ? undefined : { "content-type": "application/json" },
    body: init?.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

/** Product ids of a product list response: `{ results }` or a plain array. */
export function productIdsOf(body: unknown): number[] {
  const list = Array.isArray(body) ? body : (body as { results: unknown[] }).results;
  return (list as { id: number }[]).map((product) => product.id);
}
