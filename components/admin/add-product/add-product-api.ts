import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import type { CreateCategoryInput, CreateProductRequest } from "@/lib/catalog/contract/admin";
import type { VariationType } from "@/lib/catalog/contract/types";
import { parsePrice, type ProductInfo, type StockRow } from "./product-rules";

const variationTypes = z.array(
  z.object({ name: z.string(), variant_values: z.array(z.object({ id: z.number(), value: z.string() })) }),
);

export function fetchVariationTypes(category: string, signal?: AbortSignal): Promise<VariationType[]> {
  return apiRequest(`/api/variation?category=${encodeURIComponent(category)}`, {
    schema: variationTypes,
    signal,
  });
}

const createdCategory = z.object({
  name: z.string(),
  internalName: z.string(),
  parentCategory: z.string().nullable(),
});

export function createCategory(body: CreateCategoryInput) {
  return apiRequest("/api/category", { method: "POST", body, schema: createdCategory });
}

/** POST /api/product as multipart: the product as JSON and the image files. */
export async function submitProduct(info: ProductInfo, rows: StockRow[], images: File[]): Promise<void> {
  const price = parsePrice(info.price);
  const product: CreateProductRequest = {
    name: info.name.trim(),
    description: info.description.trim(),
    featured: info.featured === "true",
    category: info.category,
    price,
    locations: [info.location],
    product_items: rows.map((row) => ({
      sku: row.sku.trim(),
      stock: Number(row.stock),
      price,
      variations: Object.values(row.values).map((value) => value.id),
    })),
  };
  const form = new FormData();
  form.append("product", JSON.stringify(product));
  for (const image of images) form.append("images", image, image.name);
  await apiRequest("/api/product", { method: "POST", body: form });
}
