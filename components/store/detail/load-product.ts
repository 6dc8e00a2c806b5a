import { notFound } from "next/navigation";
import { cache } from "react";
import { getProduct } from "@/lib/catalog/product-detail";
import { listProductItems } from "@/lib/catalog/product-items";
import type { Product, ProductItem } from "@/lib/catalog/types";
import { NotFoundError } from "@/lib/errors";

/** Largest id the database can hold (int4). */
const MAX_ID = 2_147_483_647;

/** The route's id as a product id, or null when it cannot be one. */
export function parseProductId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The listed product for a route id; answers 404 when it is malformed, absent or archived. */
export const loadProductOr404 = cache(async (raw: string): Promise<Product> => {
  const id = parseProductId(raw);
  if (id === null) notFound();
  try {
    return await getProduct(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

/** The product's items with stock (read fresh), or null when they cannot be read. */
export async function loadProductItems(id: number): Promise<ProductItem[] | null> {
  try {
    return await listProductItems(id);
  } catch (error) {
    console.error(`Failed to load the items of product ${id}`, error);
    return null;
  }
}
