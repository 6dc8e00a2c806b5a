import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, productImages, productLocations, products } from "@/db/schema";
import { NotFoundError } from "@/lib/errors";
import { fromMinorUnits } from "@/lib/money/minor-units";

// A product as its admin writes see it, read inside their transaction with the row locked, so
// two admins editing one product are applied one after the other and each audit entry's
// "before" is what that write really changed.

export type ProductState = {
  id: number;
  name: string;
  description: string;
  priceMinor: number;
  featured: boolean;
  archived: boolean;
  categoryId: number;
  category: string;
  locations: string[];
  images: string[];
};

/** Products' own fields with their category's internalName (images and locations aside): add `where`. */
export function selectProductFields(tx: Db) {
  return tx
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      priceMinor: products.priceMinor,
      featured: products.featured,
      archived: products.archived,
      categoryId: products.categoryId,
      category: categories.internalName,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Locks and reads the product (archived or not); NotFoundError when there is none. */
export async function lockProduct(tx: Db, id: number): Promise<ProductState> {
  const [row] = await selectProductFields(tx)
    .where(eq(products.id, id))
    .for("update", { of: products });
  if (!row) throw new NotFoundError(`Product ${id} not found`);
  const [images, locations] = await Promise.all([
    tx
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    tx
      .select({ code: productLocations.countryCode })
      .from(productLocations)
      .where(eq(productLocations.productId, id))
      .orderBy(asc(productLocations.countryCode)),
  ]);
  return { ...row, images: images.map((image) => image.url), locations: locations.map((location) => location.code) };
}

/** The product's fields as an audit entry shows them: the API's units (a price of 12.5). */
export function auditValues(state: Omit<ProductState, "id" | "categoryId">): Record<string, unknown> {
  return {
    name: state.name,
    description: state.description,
    price: fromMinorUnits(state.priceMinor),
    featured: state.featured,
    archived: state.archived,
    category: state.category,
    locations: [...state.locations].sort(),
    images: state.images,
  };
}

/** Replaces the product's images with `urls`, in that order. */
export async function writeImages(tx: Db, productId: number, urls: string[]): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length > 0)
    await tx.insert(productImages).values(urls.map((url, position) => ({ productId, position, url })));
}

/** Replaces the countries the product is listed in. */
export async function writeLocations(tx: Db, productId: number, codes: string[]): Promise<void> {
  await tx.delete(productLocations).where(eq(productLocations.productId, productId));
  await tx.insert(productLocations).values(codes.map((countryCode) => ({ productId, countryCode })));
}

/** Marks the product as changed now (the admin's archived list sorts by it). */
export async function touchProduct(tx: Db, productId: number): Promise<void> {
  await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, productId));
}
